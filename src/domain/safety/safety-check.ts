/**
 * The one safety check every text a person writes passes through (DESIGN §1 "safety"): the
 * chat before anything else runs, journal entries, statements, witness answers, exam notes.
 * Cues from the lexicon are combined the way crisis screening reads them, and the classifier
 * raises the level where it hears what the lexicon has no words for. Thresholds were chosen
 * for recall: a missed crisis costs more than an extra line.
 */
import { type CrisisClass, loadCrisisClassifier } from './crisis-classifier';
import { type FoundCue, createCueReader } from './read-cues';
import type { CrisisModel, CueKind, SafetyContent, SafetyLexicon } from './safety-content';
import { type SafetyCheck, type SafetyLevel, higherLevel } from './safety-types';
import { loadWordVectors } from './word-vectors';

type Has = (kind: CueKind, negated?: boolean) => boolean;

/**
 * The level the lexicon's cues give on their own:
 * - imminent: a means in hand, a goodbye, or thoughts of dying with a means or a plan;
 * - ideation: dying or killing oneself, wished or intended, not denied nor told as past,
 *   thoughts that keep coming even while denied, or someone else at risk with a means named;
 * - warning: denial of such thoughts, burden, hopelessness, entrapment, unbearable pain, a past
 *   attempt, someone else at risk.
 */
function lexiconLevel(has: Has): SafetyLevel {
  const deathWords = has('act', false) || has('wish', false);
  if (has('means-at-hand') || has('goodbye', false)) return 'imminent';
  if (deathWords && (has('means') || has('plan', false))) return 'imminent';
  if (deathWords) return 'ideation';
  // Someone else at risk with a means named is as near as a crisis of one's own: the reader is
  // given the full Crisis Line, to call for them.
  if (has('other-at-risk') && has('means')) return 'ideation';
  const denied = has('act', true) || has('wish', true);
  if (has('thoughts') && (denied || has('means'))) return 'ideation';
  if (denied || has('thoughts') || has('goodbye', true)) return 'warning';
  if (
    ['burden', 'hopeless', 'pain', 'past-attempt', 'other-at-risk'].some((kind) =>
      has(kind as CueKind),
    )
  ) {
    return 'warning';
  }
  return 'none';
}

/** A cue inside a past attempt ("I tried to kill myself") is read as the attempt only. */
function withoutPastActs(cues: FoundCue[]): FoundCue[] {
  const past = cues.filter((cue) => cue.kind === 'past-attempt').map((cue) => cue.words);
  return cues.filter(
    (cue) => cue.kind !== 'act' || !past.some((words) => words.includes(cue.words.split(' ')[0]!)),
  );
}

export interface LexiconReading {
  cues: FoundCue[];
  level: SafetyLevel;
  /** The normalised clauses with look-alikes masked, as the classifier reads them. */
  clauses: string[];
}

/** What the lexicon makes of a text, and what the classifier reads: shared with its training. */
export function createLexiconReader(lexicon: SafetyLexicon): (text: string) => LexiconReading {
  const reader = createCueReader(lexicon);
  return (text) => {
    const cues = withoutPastActs(reader.read(text));
    const has: Has = (kind, negated) =>
      cues.some((cue) => cue.kind === kind && (negated === undefined || cue.negated === negated));
    return {
      cues,
      level: lexiconLevel(has),
      clauses: reader.normalise(text),
    };
  };
}

/** Means and times say how near a crisis is, not that there is one. */
const isSign = (cue: FoundCue) => cue.kind !== 'means' && cue.kind !== 'plan';

/**
 * The level the classifier's probabilities give. Beside a cue the lexicon found (a means and a
 * time included) and that was not denied, less certainty is needed for the full reply; a
 * denial ("I'm not suicidal, but…") is left to the classifier, since people at risk often deny
 * it in the same breath.
 */
export function heardLevel(
  { crisis, warning }: Record<CrisisClass, number>,
  cues: readonly FoundCue[],
  thresholds: CrisisModel['thresholds'],
): SafetyLevel {
  const undeniedCue = cues.some((cue) => !cue.negated);
  if (crisis >= (undeniedCue ? thresholds.crisisWithCue : thresholds.crisis)) return 'ideation';
  return crisis + warning >= thresholds.warning ? 'warning' : 'none';
}

export function createSafetyCheck({ lexicon, model, vectors }: SafetyContent): SafetyCheck {
  const read = createLexiconReader(lexicon);
  const classifier = loadCrisisClassifier(model, loadWordVectors(vectors));
  return {
    assess(text) {
      const reading = read(text);
      const heard = heardLevel(classifier.scores(reading.clauses), reading.cues, model.thresholds);
      const level = higherLevel(reading.level, heard);
      const words = reading.cues.filter(isSign).map((cue) => cue.words);
      return { level, words: level === 'none' ? [] : words };
    },
  };
}
