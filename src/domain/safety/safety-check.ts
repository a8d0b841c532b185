/**
 * The one safety check every text a person writes passes through (DESIGN §1 "safety"): the
 * chat before anything else runs, journal entries, statements, witness answers, exam notes.
 * Cues from the lexicon are combined the way crisis screening reads them, and the classifier
 * raises the level where it hears what the lexicon has no words for. Thresholds were chosen
 * for recall: a missed crisis costs more than an extra line.
 */
import { loadCrisisClassifier } from './crisis-classifier';
import { type FoundCue, createCueReader } from './read-cues';
import type { CueKind, SafetyContent, SafetyLexicon } from './safety-content';
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

export function createSafetyCheck({ lexicon, model, vectors }: SafetyContent): SafetyCheck {
  const read = createLexiconReader(lexicon);
  const classifier = loadCrisisClassifier(model, loadWordVectors(vectors));
  const { thresholds } = model;
  return {
    assess(text) {
      const reading = read(text);
      const { crisis, warning } = classifier.scores(reading.clauses, reading.cues);
      // Beside a sign the lexicon found and that was not denied, less certainty is needed for
      // the full reply; a denial ("I'm not suicidal, but…") is left to the classifier, since
      // people at risk often deny it in the same breath.
      const undeniedCue = reading.cues.some((cue) => !cue.negated);
      const heard: SafetyLevel =
        crisis >= (undeniedCue ? thresholds.crisisWithCue : thresholds.crisis)
          ? 'ideation'
          : crisis + warning >= thresholds.warning
            ? 'warning'
            : 'none';
      const level = higherLevel(reading.level, heard);
      // Means and times say how near a crisis is, not that there is one.
      const raising = reading.cues.filter((cue) => cue.kind !== 'means' && cue.kind !== 'plan');
      return { level, words: level === 'none' ? [] : raising.map((cue) => cue.words) };
    },
  };
}
