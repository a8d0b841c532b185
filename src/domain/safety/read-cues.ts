/**
 * Finds the lexicon's cues in a text, clause by clause. Look-alikes are masked before anything
 * else is read, and a cue of thoughts or wishes right after a negator ("I would never…", "I do
 * not want to die") is marked negated rather than dropped: denial next to such words still
 * earns the line.
 */
import { clauseWords, createSpellingFixer, splitClauses } from './normalise-text';
import type { CueKind, SafetyLexicon } from './safety-content';

export interface FoundCue {
  kind: CueKind;
  /** The normalised words that matched. */
  words: string;
  negated: boolean;
}

export interface CueReader {
  read(text: string): FoundCue[];
  /** The clauses as normalised words with look-alikes masked, for the classifier's features. */
  normalise(text: string): string[];
}

/** How far back a negator still turns a cue around: "I do not really want to die". */
const NEGATION_REACH = 3;
/** Kinds a negator can turn around; the others carry their own negation ("can not go on"). */
const NEGATABLE: ReadonlySet<CueKind> = new Set(['act', 'wish', 'thoughts', 'plan', 'goodbye']);
/** Hedges that look like negation and are not: "it is not so much that I want to die". */
const HEDGE = /\bnot (?:so much|much|that|just|only|sure|even sure)\b/g;
const MASK = '~';
/** Kinds that are about someone else or the past, read before the look-alikes are masked. */
const READ_UNMASKED: ReadonlySet<CueKind> = new Set(['other-at-risk', 'past-attempt']);

const wholeWords = (pattern: string) => new RegExp(`(?<![a-z0-9])(?:${pattern})(?![a-z0-9])`, 'g');

export function createCueReader(lexicon: SafetyLexicon): CueReader {
  const fix = createSpellingFixer(lexicon);
  const compile = (kinds: (kind: CueKind) => boolean) =>
    lexicon.cues
      .filter((cue) => kinds(cue.kind))
      .flatMap((cue) =>
        cue.patterns.map((pattern) => ({ kind: cue.kind, re: wholeWords(pattern) })),
      );
  const masks = compile((kind) => kind === 'not-a-cue');
  const negators = compile((kind) => kind === 'negator');
  const cues = compile((kind) => kind !== 'not-a-cue' && kind !== 'negator');

  const mask = (words: string) =>
    masks.reduce(
      (text, { re }) => text.replace(re, (found) => found.replace(/[a-z0-9]+/g, MASK)),
      words,
    );

  const negatedAt = (clause: string, index: number) => {
    const before = clause
      .slice(0, index)
      .replace(HEDGE, MASK)
      .split(' ')
      .slice(-NEGATION_REACH - 1);
    const window = before.join(' ');
    return negators.some(({ re }) => {
      re.lastIndex = 0;
      return re.test(window);
    });
  };

  const words = (text: string) =>
    splitClauses(text).map((clause) => clauseWords(clause, fix).join(' '));
  const normalise = (text: string) => words(text).map(mask);

  return {
    normalise,
    read(text) {
      const found: FoundCue[] = [];
      for (const unmasked of words(text)) {
        const clause = mask(unmasked);
        for (const { kind, re } of cues) {
          re.lastIndex = 0;
          for (const match of (READ_UNMASKED.has(kind) ? unmasked : clause).matchAll(re)) {
            if (match[0].trim() === '' || match[0].includes(MASK)) continue;
            found.push({
              kind,
              words: match[0],
              negated: NEGATABLE.has(kind) && negatedAt(clause, match.index),
            });
          }
        }
      }
      return found;
    },
  };
}
