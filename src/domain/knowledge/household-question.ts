/**
 * The household a pay question describes ("what does 70% pay with my wife and 2 kids"): a
 * spouse, children under 18, children in school, dependent parents. The household a question
 * states wins over the one saved on the profile, so what it leaves out counts as none.
 */
import { VETERAN_ALONE, type Household } from '../ratings/household-compensation';
import { normalizeMessage } from './phrase-match';
import { speaksOfSeparatedSpouse } from '../understanding/separated-spouse';

export interface StatedHousehold {
  household: Household;
  /** What was read from vague words, for the answer to say ("kids" with no number: 2). */
  assumed: string[];
  /** The spouse is one the veteran lives apart from but is still married to. */
  separatedSpouse: boolean;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  my: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const NUMBER = String.raw`(\d{1,2}|a|an|my|one|two|three|four|five|six|seven|eight|nine|ten)`;
const CHILD = String.raw`(kids?|children|child|sons?|daughters?)`;
const PLURAL_CHILD = /^(?:kids|children|sons|daughters)$/;
const SCHOOL = String.raw`(?:(?:over|above|older\s+than)\s+18\s+)?(?:(?:who\s+)?(?:is|are)\s+)?(?:in|at|attending|going\s+to)\s+(?:college|school|university|a\s+qualifying\s+school(?:\s+program)?)`;

const countOf = (word: string) => NUMBER_WORDS[word] ?? Number(word);

const NO_DEPENDENTS =
  /\b(?:no\s+dependents?|without\s+dependents?|veteran\s+alone|just\s+me|by\s+myself|no\s+(?:wife|husband|spouse|kids|children|family))\b/;
const SPOUSE = /\b(?:wife|husband|spouse|married)\b/;
/** "Not divorced" or "not yet divorced" says the marriage goes on. */
const NOT_DIVORCED =
  /\b(?:not|never|isn'?t|aren'?t)\s+(?:yet\s+|legally\s+|officially\s+)?divorced\b/g;
const NO_SPOUSE =
  /\b(?:not\s+married|unmarried|(?:i'?m|i\s+am)\s+single|divorced|widow(?:ed|er)?|no\s+(?:wife|husband|spouse)|without\s+(?:a\s+|my\s+)?(?:wife|husband|spouse))\b/;
const AID_AND_ATTENDANCE = /\b(?:aid\s+(?:and|&)\s+attendance|a\s?&\s?a)\b/;
const NO_CHILDREN = /\b(?:no\s+(?:kids|children)|without\s+(?:kids|children)|childless)\b/;
const COUNTED_CHILDREN = new RegExp(
  String.raw`\b${NUMBER}\s+(?:(?:young|little|minor|small|dependent)\s+)?${CHILD}\b(\s+${SCHOOL})?`,
  'g',
);
const SCHOOL_OF_THEM = new RegExp(String.raw`\b${NUMBER}\s+(?:of\s+them\s+)?${SCHOOL}`);
const UNCOUNTED_CHILDREN = /\b(?:kids|children)\b/;
const BOTH_PARENTS =
  /\b(?:both\s+(?:of\s+)?(?:my\s+)?parents|(?:two|2)\s+(?:dependent\s+)?parents|(?:mom|mother|mum)\s+and\s+(?:dad|father)|(?:dad|father)\s+and\s+(?:mom|mother|mum))\b/;
const ONE_PARENT =
  /\b(?:(?:a|one|1)\s+(?:dependent\s+)?parent|(?:my\s+)?(?:mom|mother|mum|dad|father)|dependent\s+parent)\b/;
const PARENTS = /\b(?:dependent\s+)?parents\b/;

/** The household the question states, or null when it says nothing about dependents. */
export function readHousehold(text: string): StatedHousehold | null {
  const message = normalizeMessage(text).toLowerCase().replace(NOT_DIVORCED, 'married');
  const assumed: string[] = [];
  let said = NO_DEPENDENTS.test(message);

  const separatedSpouse = speaksOfSeparatedSpouse(message) && !NO_SPOUSE.test(message);
  const spouse = separatedSpouse || (SPOUSE.test(message) && !NO_SPOUSE.test(message));
  said ||= spouse || NO_SPOUSE.test(message);

  let childrenUnder18 = 0;
  let childrenInSchool = 0;
  for (const [, number, noun, school] of message.matchAll(COUNTED_CHILDREN)) {
    // "my kids" says there are children, not how many.
    if (number === 'my' && PLURAL_CHILD.test(noun!)) continue;
    const count = countOf(number!);
    if (school) childrenInSchool += count;
    else childrenUnder18 += count;
  }
  const inSchool = childrenInSchool === 0 ? SCHOOL_OF_THEM.exec(message) : null;
  if (inSchool) {
    // "2 kids, one in college": that one is 18–23 in school, the rest under 18.
    const count = Math.min(countOf(inSchool[1]!), childrenUnder18);
    childrenUnder18 -= count;
    childrenInSchool += count;
  }
  if (childrenUnder18 + childrenInSchool === 0 && UNCOUNTED_CHILDREN.test(message)) {
    if (!NO_CHILDREN.test(message)) {
      childrenUnder18 = 2;
      assumed.push('2 children under 18, since the question does not say how many');
    }
  }
  said ||= childrenUnder18 + childrenInSchool > 0 || NO_CHILDREN.test(message);

  const dependentParents = BOTH_PARENTS.test(message)
    ? 2
    : ONE_PARENT.test(message)
      ? 1
      : PARENTS.test(message)
        ? 2
        : 0;
  said ||= dependentParents > 0;

  if (!said) return null;
  return {
    household: {
      ...VETERAN_ALONE,
      spouse,
      spouseAidAndAttendance: spouse && AID_AND_ATTENDANCE.test(message),
      childrenUnder18,
      childrenInSchool,
      dependentParents,
    },
    assumed,
    separatedSpouse,
  };
}
