/**
 * The statistical half of the safety check: NLP.js's neural classifier over word stems and the
 * lexicon's cue kinds, trained by scripts/train-crisis-model.ts on real phrasings
 * and look-alikes. It reads what the lexicon has no words for; the lexicon keeps it honest where
 * the training phrasings were few. Only its numbers are committed, never the phrasings.
 */
import { NeuralNetwork } from '@nlpjs/neural';
import { StemmerEn } from '@nlpjs/lang-en';
import type { FoundCue } from './read-cues';
import type { CrisisModel } from './safety-content';

/** The classifier's outputs: the full reply, the line above the answer, or the answer alone. */
export const CRISIS_CLASSES = ['crisis', 'warning', 'none'] as const;
export type CrisisClass = (typeof CRISIS_CLASSES)[number];

export type Features = Record<string, number>;

const stemmer = new StemmerEn();

/**
 * Word stems of each clause and one feature per cue kind found. Word pairs were tried and
 * generalised worse to unseen phrasings: they learn the sentences, not the signal.
 */
export function crisisFeatures(clauses: readonly string[], cues: readonly FoundCue[]): Features {
  const features: Features = {};
  for (const clause of clauses) {
    const stems = clause
      .split(' ')
      .filter((word) => word && !word.includes('~'))
      .map((word) => stemmer.stem(word));
    for (const stem of stems) features[stem] = 1;
  }
  for (const cue of cues) features[`cue:${cue.kind}${cue.negated ? ':negated' : ''}`] = 1;
  return features;
}

export interface CrisisClassifier {
  scores(features: Features): Record<CrisisClass, number>;
}

export function loadCrisisClassifier(model: CrisisModel): CrisisClassifier {
  const network = new NeuralNetwork();
  network.fromJSON(model.network);
  return {
    scores(features) {
      // Features the network never saw are ignored by it.
      const output = network.run(features) ?? {};
      return {
        crisis: output.crisis ?? 0,
        warning: output.warning ?? 0,
        none: output.none ?? 0,
      };
    },
  };
}
