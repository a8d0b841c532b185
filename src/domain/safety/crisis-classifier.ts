/**
 * The statistical half of the safety check: a softmax regression over a text's mean word vector
 * and word stems, trained by scripts/crisis-model/train.ts on real phrasings and look-alikes. The
 * vector carries meaning across words nobody wrote down; the stems keep it exact where the
 * training phrasings were many. It reads the words alone, not the lexicon's cues: the lexicon was
 * written from the same phrasings it would learn from, so leaning on it would teach the classifier
 * to trust the lexicon most exactly where the lexicon is blind
 * (docs/decisions/021-the-classifier-reads-words-alone.md). Only its numbers are committed.
 */
import { StemmerEn } from '@nlpjs/lang-en';
import type { CrisisModel } from './safety-content';
import type { WordVectors } from './word-vectors';

/** The classifier's outputs: the full reply, the line above the answer, or the answer alone. */
export const CRISIS_CLASSES = ['crisis', 'warning', 'none'] as const;
export type CrisisClass = (typeof CRISIS_CLASSES)[number];

/**
 * Words too common to say anything about the writer's state; left out of the mean vector so it
 * is the content words that set it.
 */
const STOP_WORDS = new Set(
  'i a an the to and of my it is in that for me on with be was have this at do so but am are as what if or about can how va'.split(
    ' ',
  ),
);
/** The mean vector's weight beside the 0/1 stems and cues: its components are small. */
const VECTOR_WEIGHT = 3;

const stemmer = new StemmerEn();

/** What the cue reader leaves of a look-alike it masked ("dying to know", "my buddy's suicide"). */
const MASKED = '~';

/** The words of normalised clauses, without the look-alikes the cue reader masked. */
const wordsOf = (clauses: readonly string[]) =>
  clauses.flatMap((clause) => clause.split(' ')).filter((word) => word && !word.includes(MASKED));

/**
 * The stems of the words, and the mask itself when a look-alike was masked: that a text holds
 * an idiom or speaks of suicide as a subject is itself a sign it needs no crisis reply.
 */
export const stemsOf = (clauses: readonly string[]) => {
  const stems = new Set(wordsOf(clauses).map((word) => stemmer.stem(word)));
  if (clauses.some((clause) => clause.includes(MASKED))) stems.add(MASKED);
  return stems;
};

export interface FeatureSpace {
  stems: readonly string[];
}

/** The features in the model's order: the mean vector, the stems, and a bias of 1. */
export function createFeatureEncoder(vectors: WordVectors, space: FeatureSpace) {
  const stemAt = new Map(space.stems.map((stem, index) => [stem, index]));
  const stemStart = vectors.dimensions;
  const length = stemStart + space.stems.length + 1;
  return (clauses: readonly string[]): Float32Array => {
    const features = new Float32Array(length);
    const mean = vectors.meanOf(wordsOf(clauses).filter((word) => !STOP_WORDS.has(word)));
    mean.forEach((value, index) => {
      features[index] = value * VECTOR_WEIGHT;
    });
    for (const stem of stemsOf(clauses)) {
      const at = stemAt.get(stem);
      if (at !== undefined) features[stemStart + at] = 1;
    }
    features[length - 1] = 1;
    return features;
  };
}

/** Each class's probability, from one weight row per class. */
export function softmaxScores(
  weights: readonly (readonly number[])[],
  features: Float32Array,
): number[] {
  const logits = weights.map((row) =>
    row.reduce((sum, weight, index) => sum + weight * features[index]!, 0),
  );
  const top = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - top));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}

export interface CrisisClassifier {
  scores(clauses: readonly string[]): Record<CrisisClass, number>;
}

export function loadCrisisClassifier(model: CrisisModel, vectors: WordVectors): CrisisClassifier {
  const encode = createFeatureEncoder(vectors, model.features);
  const expected = encode([]).length;
  if (model.weights.some((row) => row.length !== expected)) {
    throw new Error(`crisis model: weight rows must hold ${expected} weights, one per feature`);
  }
  return {
    scores(clauses) {
      const [crisis, warning, none] = softmaxScores(model.weights, encode(clauses));
      return { crisis: crisis!, warning: warning!, none: none! };
    },
  };
}
