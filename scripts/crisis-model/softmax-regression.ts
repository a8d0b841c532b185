/**
 * Trains a softmax (multinomial logistic) regression by full-batch gradient descent with L2
 * regularisation. Classes are not reweighted by how rare they are: weighting the few crisis
 * phrasings up made short claim questions ("I'm finished with my DBQ") read as a crisis, and
 * recall is set by the thresholds instead (safety-check.ts). Rows are read by their non-zero
 * features only: most stems are absent from any one text, so this is several times faster.
 */

const ROUNDS = 400;
const LEARNING_RATE = 0.5;
const L2 = 1e-3;

interface SparseRow {
  at: Uint32Array;
  values: Float32Array;
}

function sparse(row: Float32Array): SparseRow {
  const at: number[] = [];
  row.forEach((value, index) => {
    if (value !== 0) at.push(index);
  });
  return { at: Uint32Array.from(at), values: Float32Array.from(at, (index) => row[index]!) };
}

export function trainSoftmaxRegression(
  rows: readonly Float32Array[],
  labels: readonly number[],
  classes: number,
): number[][] {
  const width = rows[0]!.length;
  const sparseRows = rows.map(sparse);
  const weights = Array.from({ length: classes }, () => new Float64Array(width));
  const logits = new Float64Array(classes);
  for (let round = 0; round < ROUNDS; round++) {
    const gradient = Array.from({ length: classes }, () => new Float64Array(width));
    sparseRows.forEach(({ at, values }, index) => {
      for (let k = 0; k < classes; k++) {
        let sum = 0;
        for (let j = 0; j < at.length; j++) sum += weights[k]![at[j]!]! * values[j]!;
        logits[k] = sum;
      }
      const top = Math.max(...logits);
      let total = 0;
      for (let k = 0; k < classes; k++) total += Math.exp(logits[k]! - top);
      for (let k = 0; k < classes; k++) {
        const error = Math.exp(logits[k]! - top) / total - (k === labels[index] ? 1 : 0);
        const slope = gradient[k]!;
        for (let j = 0; j < at.length; j++) slope[at[j]!]! += error * values[j]!;
      }
    });
    for (let k = 0; k < classes; k++) {
      const row = weights[k]!;
      for (let i = 0; i < width; i++) {
        row[i]! -= LEARNING_RATE * (gradient[k]![i]! / rows.length + L2 * row[i]!);
      }
    }
  }
  return weights.map((row) => Array.from(row));
}
