/**
 * The percentages in a veteran's message, each with what it belongs to: "I'm 70% combined but
 * back 20, knees 10 each, tinnitus 10, PTSD 50" holds a combined rating (70), ratings for the
 * back, each knee, tinnitus and PTSD, and nothing to hope for. A number belongs to the words of
 * its own clause, so the reading does not depend on the order or the phrasing of the list.
 */
import type { Side } from '../ratings/bilateral-factor';

export type PercentageOwner = 'combined' | 'condition' | 'goal' | 'unknown';

export interface Percentage {
  value: number;
  of: PercentageOwner;
  /** The words the number belongs to ("back", "left knee", "ptsd"), when it has any. */
  condition?: string;
  /** For one of a pair of limbs: "knees 10 each" gives a left and a right. */
  side?: Side;
  /** "my 50%", "I'm 70%": the veteran's own rating rather than one asked about. */
  own: boolean;
}

/** Words that end a clause: each clause gives its numbers one owner. */
const CLAUSE_BREAK = /[,;:()\n!?]|\s[-–—]\s|\s(?:and|but|plus|with|\+|&)\s|\.(?!\d)/;
const NUMBER = /(?<![\w$.-])(\d{1,3})(?:\s*(%|percent|pct)\b|(?![\w/]|[.,-]\d|\s*[-/]\d))/gi;

/** Words after a number that make it a count, a measure or a date, never a percentage. */
const UNIT_AFTER =
  /^\s*(?:years?|yrs?|months?|mos?|weeks?|days?|hours?|hrs?|minutes?|mins?|seconds?|mg|lbs?|pounds|degrees?|°|times|x\b|kids|children|dependents|hz|db|inches|in\b|feet|ft|st\b|nd\b|rd\b|th\b|am\b|pm\b|dollars|bucks|k\b)/i;
/** Words before a number that make it a code, a form, an age or money. */
const MARK_BEFORE =
  /(?:\$|\bdc|\bcode|\bform|\bage|\baged|\bflexion|\bextension|\bpart|\bsection|\bchapter|\bno\.|#|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)\s*$/i;

const COMBINED = /\b(?:combined|overall|total|in\s+all|altogether)\b/i;
/** Hopes and thresholds: "want 100", "get to 70", "bump me to 50", "over 50". */
const GOAL =
  /\b(?:want|wants|need|needs|reach|hoping|hope|goal|aim|get\s+to|go\s+to|up\s+to|bump(?:ed)?(?:\s+\w+)?\s+to|raised?\s+to|increased?\s+to|to\s+get|at\s+least|over|above|under|below|more\s+than|less\s+than)\s+(?:a\s+|an\s+)?$/i;
const OWN_BEFORE =
  /\b(?:my|i['’]?m|i\s+am|i['’]?ve|i\s+have|i\s+got|im|rated|currently)(?:\s+(?:at|rated|only|now|a|an))*\s+$/i;
const I_AM_BEFORE = /\b(?:i['’]?m|i\s+am|im)(?:\s+(?:at|only|now|currently))*\s+$/i;
const EACH = /\b(?:each|both|bilateral(?:ly)?)\b/i;
const LIMB =
  'knee|leg|arm|ankle|foot|feet|hip|shoulder|elbow|wrist|hand|thigh|calf|forearm|extremity|sciatic|radiculopathy|ear|eye';
const SIDE = new RegExp(`\\b(left|right|l|r)\\s+(?:side\\s+|upper\\s+|lower\\s+)?(?:${LIMB})`, 'i');
/** A limb named in the plural is two limbs, each with the number given. */
const PAIRED_LIMBS =
  /\b(knees|legs|arms|ankles|feet|hips|shoulders|elbows|wrists|hands|thighs|calves|forearms|extremities)\b/i;

/** Words in a clause that say nothing about what a number belongs to. */
const FILLER = new Set(
  (
    "a an the my i im i'm am is are was were be been at of for on in to by from as " +
    'rated rating ratings percent pct each both bilateral bilaterally currently now only about ' +
    "around get got gets have has had i've ive it its it's that this these those so and but " +
    'also then just va gave give given me with what whats how does do did would will can could ' +
    'should equal equals make makes come comes out add adds up math really right wrong correct ' +
    'supposed be they them their there you your we our he she his her why when who which where ' +
    'if or not no yes any all one ones another other sum plus minus times than like take ' +
    'takes taken took lower lowered cut reduce reduced keep lose raise raised increase drop ' +
    'dropped pay pays paid worth mean means qualify file filed claim claimed still think'
  ).split(' '),
);

function clauseWords(clause: string): string {
  return clause
    .toLowerCase()
    .replace(/\d+\s*(?:%|percent|pct)?/g, ' ')
    .split(/[^a-z']+/)
    .filter((word) => word && !FILLER.has(word))
    .join(' ');
}

/** The clause around `index` in `text`: from the break before it to the break after it. */
function clauseAround(text: string, start: number, end: number): { before: string; after: string } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const breaksBefore = [...before.matchAll(new RegExp(CLAUSE_BREAK.source, 'g'))];
  const lastBreak = breaksBefore.at(-1);
  const from = lastBreak ? (lastBreak.index ?? 0) + lastBreak[0].length : 0;
  const nextBreak = CLAUSE_BREAK.exec(after);
  return {
    before: before.slice(from),
    after: nextBreak ? after.slice(0, nextBreak.index) : after,
  };
}

/** Every percentage of the message, in the order written. */
export function readPercentages(message: string): Percentage[] {
  const text = message.replace(/[‘’ʼ`]/g, "'");
  const found: Percentage[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const value = Number(match[1]);
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const marked = Boolean(match[2]);
    if (value > 100) continue;
    if (MARK_BEFORE.test(text.slice(Math.max(0, start - 12), start))) continue;
    if (!marked && UNIT_AFTER.test(text.slice(end, end + 10))) continue;
    // A bare number counts when it is a rating step (0, 10 … 100); "3 kids" does not.
    if (!marked && value % 10 !== 0) continue;

    const { before, after } = clauseAround(text, start, end);
    const clause = `${before} ${after}`;
    const own = OWN_BEFORE.test(before);
    const words = clauseWords(clause.replace(COMBINED, ' ').replace(/\b(?:left|right)\b/gi, ' '));
    let of: PercentageOwner = 'unknown';
    if (COMBINED.test(before.slice(-24)) || COMBINED.test(after.slice(0, 24))) of = 'combined';
    else if (GOAL.test(before)) of = 'goal';
    else if (words) of = 'condition';
    // "I'm 70%", "I am at 90%": how veterans give their combined rating.
    else if (I_AM_BEFORE.test(before)) of = 'combined';

    const entry: Percentage = { value, of, own, ...(words ? { condition: words } : {}) };
    const sideWord = SIDE.exec(clause)?.[1]?.toLowerCase();
    const side: Side | undefined = sideWord
      ? sideWord.startsWith('l')
        ? 'left'
        : 'right'
      : undefined;
    if (of === 'condition' && (EACH.test(clause) || PAIRED_LIMBS.test(clause)) && !side) {
      found.push({ ...entry, side: 'left' }, { ...entry, side: 'right' });
    } else {
      found.push(side && of === 'condition' ? { ...entry, side } : entry);
    }
  }
  return found;
}
