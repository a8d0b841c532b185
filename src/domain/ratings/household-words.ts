/**
 * A household and the computation of its monthly amount in plain words, the same on Current
 * Disabilities and in the chat: "a spouse and 2 children under 18", "Basic rate, veteran with a
 * spouse and a child: $2,074.45", "1 more child under 18 × $76.00: $76.00".
 */
import type {
  AddedAmount,
  BasicHousehold,
  Household,
  HouseholdCompensation,
} from './household-compensation';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => dollars.format(cents / 100);

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** "a, b and c". */
const joined = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;

/** "a spouse who receives Aid and Attendance, 2 children under 18 and 1 dependent parent". */
export function describeHousehold(household: Household): string {
  const parts = [
    household.spouse
      ? household.spouseAidAndAttendance
        ? 'a spouse who receives Aid and Attendance'
        : 'a spouse'
      : null,
    household.childrenUnder18 > 0
      ? counted(household.childrenUnder18, 'child under 18', 'children under 18')
      : null,
    household.childrenInSchool > 0
      ? counted(
          household.childrenInSchool,
          'child 18 to 23 in school',
          'children 18 to 23 in school',
        )
      : null,
    household.dependentParents > 0
      ? counted(household.dependentParents, 'dependent parent', 'dependent parents')
      : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? 'no dependents' : joined(parts);
}

export const hasDependents = (household: Household): boolean =>
  describeHousehold(household) !== 'no dependents';

const BASIC_WORDS: Record<BasicHousehold, string> = {
  alone: 'veteran alone',
  withSpouse: 'veteran with a spouse',
  withSpouseAndOneParent: 'veteran with a spouse and 1 parent',
  withSpouseAndTwoParents: 'veteran with a spouse and 2 parents',
  withOneParent: 'veteran with 1 parent',
  withTwoParents: 'veteran with 2 parents',
  withChild: 'veteran with a child',
  withSpouseAndChild: 'veteran with a spouse and a child',
  withSpouseOneParentAndChild: 'veteran with a spouse, 1 parent and a child',
  withSpouseTwoParentsAndChild: 'veteran with a spouse, 2 parents and a child',
  withOneParentAndChild: 'veteran with 1 parent and a child',
  withTwoParentsAndChild: 'veteran with 2 parents and a child',
};

const ADDED_WORDS: Record<AddedAmount, [one: string, many: string]> = {
  eachAdditionalChildUnder18: ['more child under 18', 'more children under 18'],
  eachChildOver18InSchool: ['child 18 to 23 in school', 'children 18 to 23 in school'],
  spouseReceivingAidAndAttendance: [
    'spouse who receives Aid and Attendance',
    'spouse who receives Aid and Attendance',
  ],
};

/** The lines of the computation: the basic rate, each added amount, and the total. */
export function computationLines(computed: HouseholdCompensation): string[] {
  const lines = [
    `Basic rate, ${BASIC_WORDS[computed.basic.household]}: ${money(computed.basic.cents)}`,
  ];
  for (const line of computed.added) {
    const [one, many] = ADDED_WORDS[line.item];
    lines.push(
      `${counted(line.count, one, many)} × ${money(line.eachCents)}: ${money(line.cents)}`,
    );
  }
  if (computed.added.length > 0) lines.push(`Total: ${money(computed.totalCents)}`);
  return lines;
}
