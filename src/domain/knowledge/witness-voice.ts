/**
 * The veteran's words put in the voice of the person writing a lay statement: "my wife sees my
 * nightmares" becomes "I see [veteran’s name]’s nightmares". Only clauses whose every word is
 * understood are turned; any other is left as the veteran wrote it (null), to be quoted.
 */

/** The veteran, named once in a draft's sentences and "they" after. */
export const VETERAN_NAME = '[veteran’s name]';

/** Tracks whether the veteran was named yet, across the sentences of one draft. */
export interface VeteranMention {
  named: boolean;
}

const FEMALE = /^(?:wife|girlfriend|fianc[eé]e|mom|mother|daughter|sister)$/;
const MALE = /^(?:husband|boyfriend|fianc[eé]|dad|father|son|brother)$/;
const ADVERBS =
  /^(?:always|often|still|usually|sometimes|also|even|never|really|regularly|just|now)$/;
/** Verbs the writer's subject keeps as they are: past tense and modals. */
const UNCHANGED =
  /^(?:can|could|will|would|should|might|must|saw|heard|woke|knew|told|said|found|took|got|came|went|had|used|felt|thought|kept|made|left|ran|held|caught|\w+ed)$/;
const IRREGULAR: Readonly<Record<string, string>> = {
  is: 'am',
  was: 'was',
  has: 'have',
  does: 'do',
  goes: 'go',
  says: 'say',
};
/** The veteran in the writer's voice: "I" becomes "they", "my" becomes "their". */
const ABOUT_VETERAN: Readonly<Record<string, string>> = {
  i: 'they',
  "i'm": "they're",
  im: "they're",
  "i've": "they've",
  ive: "they've",
  "i'd": "they'd",
  "i'll": "they'll",
  me: 'them',
  my: 'their',
  mine: 'theirs',
  myself: 'themselves',
};
/** After "they", the verb "to be" agrees: "I am" becomes "they are". */
const AFTER_THEY: Readonly<Record<string, string>> = { am: 'are', was: 'were' };

function writerPronouns(writer: string): RegExp {
  if (FEMALE.test(writer)) return /^(?:she|her|hers|herself)$/;
  if (MALE.test(writer)) return /^(?:he|him|his|himself)$/;
  return /^(?:she|her|hers|herself|he|him|his|himself)$/;
}

/** The writer's verb after "I": "sees" → "see", "watches" → "watch"; null when unsure. */
function firstPersonVerb(verb: string): string | null {
  const lower = verb.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (UNCHANGED.test(lower)) return lower;
  if (/[^aeiou]ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z|o)es$/.test(lower)) return lower.slice(0, -2);
  if (/[^su]s$/.test(lower)) return lower.slice(0, -1);
  return null;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const asSentence = (text: string) => capitalized(/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * Words about the veteran, said by someone else: "since I got back" → "since they got back".
 * Null when a word may mean the writer (she, her…), which only the writer can put right.
 */
export function aboutTheVeteran(
  words: string,
  writer: string | null,
  mention: VeteranMention = { named: true },
): string | null {
  const writerWord = writer ? writerPronouns(writer) : null;
  const out: string[] = [];
  for (const word of words.trim().split(/\s+/)) {
    const [, core = '', end = ''] = /^(.*?)([,;:]?)$/.exec(word) ?? [];
    const lower = core.toLowerCase().replace(/[’']/g, "'");
    if (writerWord?.test(lower)) return null;
    let turned = ABOUT_VETERAN[lower];
    if (turned && !mention.named && (lower === 'my' || lower === 'me')) {
      turned = lower === 'my' ? `${VETERAN_NAME}’s` : VETERAN_NAME;
      mention.named = true;
    } else if (out.at(-1) === 'they' && AFTER_THEY[lower]) {
      turned = AFTER_THEY[lower];
    }
    out.push((turned ?? core) + end);
  }
  return out.join(' ');
}

/**
 * A clause whose subject is the writer ("my wife sees my nightmares", "she wakes me up when I
 * yell"), in the writer's own voice, or null when it cannot be turned reliably.
 */
export function inWitnessVoice(
  clause: string,
  writer: string,
  mention: VeteranMention,
): string | null {
  const words = clause.trim().split(/\s+/);
  const lower = words.map((word) => word.toLowerCase());
  let next: number;
  if (lower[0] === 'my' && words.slice(1).join(' ').toLowerCase().startsWith(writer)) {
    next = 1 + writer.split(' ').length;
    // A name after the relationship, in capitals: "my buddy Jake saw it".
    while (next < words.length && /^\p{Lu}/u.test(words[next]!)) next++;
  } else if (/^(?:she|he)$/.test(lower[0] ?? '') && writerPronouns(writer).test(lower[0]!)) {
    next = 1;
  } else {
    return null;
  }
  const adverbs: string[] = [];
  while (next < words.length && ADVERBS.test(lower[next]!)) adverbs.push(words[next++]!);
  const verb = words[next];
  const firstPerson = verb ? firstPersonVerb(verb) : null;
  if (!firstPerson) return null;
  const rest = aboutTheVeteran(words.slice(next + 1).join(' '), writer, mention);
  if (rest === null) return null;
  return asSentence(['I', ...adverbs, firstPerson, rest].filter(Boolean).join(' '));
}
