/**
 * The data the safety check reads: content/safety/lexicon.json (cue words drawn from clinical
 * screening instruments and warning-sign lists, with veterans' idioms) and
 * content/safety/crisis-model.json (the trained classifier's numbers, made by
 * scripts/crisis-model/train.ts) and content/safety/word-vectors.json.
 */
import type { WordVectorsFile } from './word-vectors';

/**
 * What a cue says about the writer. Each kind plays its own part when cues are combined
 * (safety-check.ts); the kinds follow the questions of the Columbia scale (wish to be dead,
 * thoughts, method, intent, plan, preparatory behaviour) and the warning-sign lists.
 */
export const CUE_KINDS = [
  /** Killing or harming oneself, said of oneself ("kill myself", "end it all", "overdose"). */
  'act',
  /** Wishing to be dead or not to exist ("wish I were dead", "don't want to wake up"). */
  'wish',
  /** Thoughts or urges that keep coming ("can't stop thinking about it", "the urge"). */
  'thoughts',
  /** A lethal means named ("my 45", "the pills", "a rope", "the bridge"). */
  'means',
  /** A means in hand, turned on oneself ("gun in my lap", "gun to my head"). */
  'means-at-hand',
  /** A plan, a method sought or a time ("I plan to", "how to", "tonight", "this weekend"). */
  'plan',
  /** Goodbyes and putting affairs in order ("after I'm gone", "gave my dog away", "my last post"). */
  'goodbye',
  /** Being a burden ("better off without me", "no one would miss me"). */
  'burden',
  /** Hopelessness and entrapment ("what's the point", "no way out", "I can't go on"). */
  'hopeless',
  /** Unbearable pain that only an act would stop ("make the pain stop"). */
  'pain',
  /** Someone else at risk now ("he said he wants to die"): the writer is worried for them. */
  'other-at-risk',
  /** A past attempt told as past ("the time I almost killed myself"). */
  'past-attempt',
  /** Words that turn the cue after them around ("not", "never"). */
  'negator',
  /**
   * Words that look like crisis words but are not, masked before any other cue is read: another
   * person's death ("my buddy killed himself"), idioms ("this claim is killing me"), suicide as a
   * subject ("suicide as a stressor", "DIC after a suicide", "the crisis line").
   */
  'not-a-cue',
] as const;
export type CueKind = (typeof CUE_KINDS)[number];

export interface SafetySource {
  id: string;
  label: string;
  url: string;
}

export interface SafetyCue {
  id: string;
  kind: CueKind;
  /** Ids of the sources this cue is drawn from. */
  sources: string[];
  /** Regular expressions over normalised text (lower case, contractions spelled out). */
  patterns: string[];
}

export interface SafetyLexicon {
  about: string;
  checkedOn: string;
  sources: SafetySource[];
  /** Contractions and shorthand spelled out: "im" → "i am", "wanna" → "want to". */
  contractions: Record<string, string>;
  /** Misspellings seen in writing, with the word meant: "suiside" → "suicide". */
  misspellings: Record<string, string>;
  /**
   * Words long enough that one dropped, doubled or swapped letter still reads as them
   * ("sucide", "myslef"); substitutions are left out, since "filing" is not "killing".
   */
  fuzzyWords: string[];
  cues: SafetyCue[];
}

/** content/safety/crisis-model.json: the softmax regression, saved by the training script. */
export interface CrisisModel {
  about: string;
  trainedOn: string;
  /**
   * Probabilities at or above which the level is raised: the full reply beside a sign the
   * lexicon found, the full reply on the classifier alone, and the line above the answer.
   */
  thresholds: { crisisWithCue: number; crisis: number; warning: number };
  /** The named features after the word vector's dimensions: word stems. */
  features: { stems: string[] };
  /** One row per class of CRISIS_CLASSES, one weight per feature and a bias last. */
  weights: number[][];
}

export interface SafetyContent {
  lexicon: SafetyLexicon;
  model: CrisisModel;
  vectors: WordVectorsFile;
}
