/**
 * Word vectors: words that are used alike lie close together, so a phrasing nobody wrote down
 * ("the revolver in my lap") reads near one that was ("the pistol in my lap"). The safety
 * check's classifier reads a text's mean vector beside its stems and cues. The vectors are
 * GloVe-style embeddings pruned to the most frequent English words and stored as signed bytes
 * (content/safety/word-vectors.json, made by scripts/crisis-model/prune-word-vectors.ts).
 */

/** content/safety/word-vectors.json. */
export interface WordVectorsFile {
  about: string;
  source: string;
  license: string;
  dimensions: number;
  /** Each stored byte divided by this is the component of the word's unit vector. */
  scale: number;
  /** In the order of the vectors, most frequent first. */
  words: string[];
  /** The vectors, one after another, as base64 of signed bytes. */
  vectors: string;
}

export interface WordVectors {
  dimensions: number;
  /** The mean of the unit vectors of the words it knows; zeros when it knows none. */
  meanOf(words: readonly string[]): Float32Array;
}

function decodeBytes(base64: string): Int8Array {
  const binary = atob(base64);
  const bytes = new Int8Array(binary.length);
  for (let index = 0; index < binary.length; index++) {
    // charCodeAt gives 0–255; the Int8Array stores it as the signed byte it was written from.
    bytes[index] = binary.charCodeAt(index);
  }
  return bytes;
}

export function loadWordVectors(file: WordVectorsFile): WordVectors {
  const { dimensions, scale, words } = file;
  const bytes = decodeBytes(file.vectors);
  if (bytes.length !== words.length * dimensions) {
    throw new Error(
      `word vectors: ${bytes.length} bytes for ${words.length} words of ${dimensions} dimensions`,
    );
  }
  const rowOf = new Map(words.map((word, row) => [word, row]));
  return {
    dimensions,
    meanOf(text) {
      const mean = new Float32Array(dimensions);
      let known = 0;
      for (const word of text) {
        const row = rowOf.get(word);
        if (row === undefined) continue;
        known++;
        const start = row * dimensions;
        for (let index = 0; index < dimensions; index++) {
          mean[index]! += bytes[start + index]! / scale;
        }
      }
      if (known > 0) for (let index = 0; index < dimensions; index++) mean[index]! /= known;
      return mean;
    },
  };
}
