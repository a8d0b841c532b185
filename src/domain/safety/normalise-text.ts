/**
 * Text as the safety check reads it: lower case, apostrophes and punctuation dropped,
 * contractions and shorthand spelled out, known misspellings and one-letter slips corrected —
 * so "Im gonna end it 2nite" and "I'm going to end it tonight" read the same.
 */
import type { SafetyLexicon } from './safety-content';

export interface SpellingFixer {
  (tokens: string[]): string[];
}

/** Whether one letter dropped, doubled or two swapped turns `a` into `b` (not a substitution). */
function oneSlipApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length === b.length) {
    const at = [...a].findIndex((char, index) => char !== b[index]);
    return a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  if (longer.length - shorter.length !== 1) return false;
  const at = [...shorter].findIndex((char, index) => char !== longer[index]);
  const split = at === -1 ? shorter.length : at;
  return shorter.slice(split) === longer.slice(split + 1);
}

/** Multi-word keys ("my self") are joined before single words are looked up. */
export function createSpellingFixer(lexicon: SafetyLexicon): SpellingFixer {
  const replacements = new Map<string, string[]>();
  for (const [from, to] of [
    ...Object.entries(lexicon.contractions),
    ...Object.entries(lexicon.misspellings),
  ]) {
    replacements.set(from.replace(/['’-]/g, ''), to.split(' '));
  }
  const pairs = [...replacements.keys()].filter((key) => key.includes(' '));
  const fuzzy = lexicon.fuzzyWords;
  const known = new Set(fuzzy);
  const corrected = new Map<string, string>();
  const correct = (token: string) => {
    if (token.length < 5 || known.has(token)) return token;
    let fixed = corrected.get(token);
    if (fixed === undefined) {
      fixed = fuzzy.find((word) => oneSlipApart(token, word)) ?? token;
      corrected.set(token, fixed);
    }
    return fixed;
  };
  return (tokens) => {
    let joined = tokens.join(' ');
    for (const pair of pairs) {
      joined = ` ${joined} `.replaceAll(` ${pair} `, ` ${pair.replace(/ /g, '_')} `).trim();
    }
    return joined
      .split(' ')
      .filter(Boolean)
      .flatMap((token) => replacements.get(token.replace(/_/g, ' ')) ?? [correct(token)]);
  };
}

/** Sentence ends, line breaks, ellipses, dashes and "but" start a new clause. */
const CLAUSE_BREAK = /[.!?;:\n\r]+|…|\s-{1,2}\s|\s—\s|\bbut\b/giu;

export function splitClauses(text: string): string[] {
  return text
    .replace(/(^|\s)\.(\d)/g, '$1$2')
    .split(CLAUSE_BREAK)
    .filter((clause) => clause.trim().length > 0);
}

/** Words that only intensify: "I just fucking want to die" reads as "I want to die". */
const FILLERS = new Set([
  'just',
  'really',
  'fucking',
  'fuckin',
  'freaking',
  'literally',
  'honestly',
  'actually',
  'seriously',
  'simply',
  'truly',
  'totally',
  'completely',
  'very',
  'so',
  'even',
  'basically',
  'genuinely',
  'damn',
  'kinda',
  'sorta',
  'probably',
  'prolly',
  'definitely',
  'still',
  'always',
  'constantly',
  'sometimes',
  'often',
  'almost',
  'finally',
]);

/** One clause as words: ".45" stays "45", "C&P" becomes "c p". */
export function clauseWords(clause: string, fix: SpellingFixer): string[] {
  const tokens = clause
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  return fix(tokens).filter((token) => !FILLERS.has(token));
}
