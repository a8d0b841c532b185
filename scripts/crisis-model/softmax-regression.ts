/**
 * Trains a softmax (multinomial logistic) regression by full-batch gradient descent with L2
 * regularisation. Classes are not reweighted by how rare they are: weighting the few crisis
 * phrasings up made short claim questions ("I'm finished with my DBQ") read as a crisis, and
 * recall is set by the thresholds instead (safety-check.ts).
 */
import { softmaxScores } from '../../src/domain/safety/crisis-classifier';

const ROUNDS = 400;
const LEARNING_RATE = 0.5;
const L2 = 1e-3;

export function trainSoftmaxRegression(
  rows: readonly Float32Array[],
  labels: readonly number[],
  classes: number,
): number[][] {
  const width = rows[0]!.length;
  const weights = Array.from({ length: classes }, () => new Array<number>(width).fill(0));
  for (let round = 0; round < ROUNDS; round++) {
    const gradient = Array.from({ length: classes }, () => new Float64Array(width));
    rows.forEach((row, index) => {
      const label = labels[index]!;
      const scores = softmaxScores(weights, row);
      for (let k = 0; k < classes; k++) {
        const error = scores[k]! - (k === label ? 1 : 0);
        if (error === 0) continue;
        const slope = gradient[k]!;
        for (let i = 0; i < width; i++) slope[i]! += error * row[i]!;
      }
    });
    for (let k = 0; k < classes; k++) {
      const row = weights[k]!;
      for (let i = 0; i < width; i++) {
        row[i]! -= LEARNING_RATE * (gradient[k]![i]! / rows.length + L2 * row[i]!);
      }
    }
  }
  return weights;
}
