/**
 * How veterans write a condition ("my bad knees", "left shoulder", "ringing in my ears") turned
 * into the words the search compares: the side is read out, plurals and filler words go.
 */

/** Which side a veteran named; "both" covers "both" and "bilateral". */
export type NamedSide = 'left' | 'right' | 'both';

const SIDE_WORDS: Readonly<Record<string, NamedSide>> = {
  left: 'left',
  right: 'right',
  both: 'both',
  bilateral: 'both',
};

// Words that say how it feels or whose it is, not what it is: "my bad back" is the back.
const FILLER_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'my',
  'bad',
  'sore',
  'hurt',
  'hurts',
  'hurting',
  'aching',
  'achy',
  'problem',
  'problems',
  'issue',
  'issues',
  'trouble',
  'condition',
  'side',
  'sides',
]);

const IRREGULAR_PLURALS: Readonly<Record<string, string>> = { feet: 'foot', teeth: 'tooth' };

/** Lower case, punctuation to spaces, single spaces: "Crohn's, disease" → "crohn s disease". */
export function normalizeConditionName(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text, normalized. */
export const wordsOf = (value: string) => normalizeConditionName(value).split(' ').filter(Boolean);

/**
 * One plural word to its singular, enough for body parts and symptoms: "knees" → "knee",
 * "allergies" → "allergy", "sinuses" → "sinus". Short words and Latin endings ("tinnitus",
 * "fasciitis", "stress") stay as they are.
 */
export function singularWord(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (word.length < 4 || !word.endsWith('s') || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('uses')) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * The words of a name or alias as the search compares them: singular, without filler. Text that
 * is all filler ("Condition") keeps its words, so it can still be found by them.
 */
export function comparableWords(value: string): string[] {
  const words = wordsOf(value);
  const meaningful = words.filter((word) => !FILLER_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words).map(singularWord);
}

export interface ConditionQuery {
  /** The words left to compare, joined by single spaces. */
  text: string;
  /** The side named in the query, if any. */
  side: NamedSide | null;
}

/**
 * Reads what a veteran typed: "Left knees" → { text: "knee", side: "left" }. Two different
 * sides ("left and right") read as both.
 */
export function readConditionQuery(query: string): ConditionQuery {
  const sides = new Set<NamedSide>();
  const rest: string[] = [];
  for (const word of wordsOf(query)) {
    const side = SIDE_WORDS[word];
    if (side) sides.add(side);
    else rest.push(word);
  }
  const side = sides.size === 0 ? null : sides.size === 1 ? [...sides][0]! : 'both';
  return { text: comparableWords(rest.join(' ')).join(' '), side };
}

/** The side named in a disability's name ("Right shoulder" → right), or null. */
export const sideNamedIn = (name: string): NamedSide | null => readConditionQuery(name).side;
