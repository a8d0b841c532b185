/**
 * The statistical half of the safety check: a softmax regression over a text's mean word vector,
 * the lexicon's cue kinds and word stems, trained by scripts/crisis-model/train.ts on real
 * phrasings and look-alikes. The vector carries meaning across words nobody wrote down; the
 * stems and cues keep it exact where the training phrasings were many. Only its numbers are
 * committed, never the phrasings.
 */
import { StemmerEn } from '@nlpjs/lang-en';
import type { FoundCue } from './read-cues';
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

/** The words of normalised clauses, without the look-alikes the cue reader masked. */
const wordsOf = (clauses: readonly string[]) =>
  clauses.flatMap((clause) => clause.split(' ')).filter((word) => word && !word.includes('~'));

export const stemsOf = (clauses: readonly string[]) =>
  new Set(wordsOf(clauses).map((word) => stemmer.stem(word)));

/** A cue kind as a feature name: "act", or "act:negated" for a denied one. */
export const cueFeature = (cue: FoundCue) => `${cue.kind}${cue.negated ? ':negated' : ''}`;

export interface FeatureSpace {
  cues: readonly string[];
  stems: readonly string[];
}

/** The features in the model's order: the mean vector, the cues, the stems, and a bias of 1. */
export function createFeatureEncoder(vectors: WordVectors, space: FeatureSpace) {
  const cueAt = new Map(space.cues.map((name, index) => [name, index]));
  const stemAt = new Map(space.stems.map((stem, index) => [stem, index]));
  const cueStart = vectors.dimensions;
  const stemStart = cueStart + space.cues.length;
  const length = stemStart + space.stems.length + 1;
  return (clauses: readonly string[], cues: readonly FoundCue[]): Float32Array => {
    const features = new Float32Array(length);
    const mean = vectors.meanOf(wordsOf(clauses).filter((word) => !STOP_WORDS.has(word)));
    mean.forEach((value, index) => {
      features[index] = value * VECTOR_WEIGHT;
    });
    for (const cue of cues) {
      const at = cueAt.get(cueFeature(cue));
      if (at !== undefined) features[cueStart + at] = 1;
    }
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
  scores(clauses: readonly string[], cues: readonly FoundCue[]): Record<CrisisClass, number>;
}

export function loadCrisisClassifier(model: CrisisModel, vectors: WordVectors): CrisisClassifier {
  const encode = createFeatureEncoder(vectors, model.features);
  const expected = encode([], []).length;
  if (model.weights.some((row) => row.length !== expected)) {
    throw new Error(`crisis model: weight rows must hold ${expected} weights, one per feature`);
  }
  return {
    scores(clauses, cues) {
      const [crisis, warning, none] = softmaxScores(model.weights, encode(clauses, cues));
      return { crisis: crisis!, warning: warning!, none: none! };
    },
  };
}
