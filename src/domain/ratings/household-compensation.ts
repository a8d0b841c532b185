/**
 * Monthly compensation for a veteran's household, read the way VA's tables are read: the basic
 * rate for the household (spouse, dependent parents, a child under 18), plus the added amounts
 * for each further child under 18, each child 18–23 in school and a spouse who receives Aid and
 * Attendance. Dependents only count from 30%; at 10% and 20% VA pays the same to everyone.
 */
import { assertRatingPercentage } from './combine-ratings';
import { monthlyCompensationCents, type MonthlyRatesTable } from './monthly-compensation';

/** Who depends on the veteran, as VA counts them for compensation. */
export interface Household {
  spouse: boolean;
  /** Only with a spouse: a spouse who receives Aid and Attendance. */
  spouseAidAndAttendance: boolean;
  childrenUnder18: number;
  /** Children 18 to 23 in a qualifying school program. */
  childrenInSchool: number;
  /** 0, 1 or 2 dependent parents. */
  dependentParents: number;
}

export const VETERAN_ALONE: Household = {
  spouse: false,
  spouseAidAndAttendance: false,
  childrenUnder18: 0,
  childrenInSchool: 0,
  dependentParents: 0,
};

/** The households of VA's basic-rate table, other than the veteran alone. */
export const BASIC_HOUSEHOLDS = [
  'withSpouse',
  'withSpouseAndOneParent',
  'withSpouseAndTwoParents',
  'withOneParent',
  'withTwoParents',
  'withChild',
  'withSpouseAndChild',
  'withSpouseOneParentAndChild',
  'withSpouseTwoParentsAndChild',
  'withOneParentAndChild',
  'withTwoParentsAndChild',
] as const;
export type BasicHousehold = 'alone' | (typeof BASIC_HOUSEHOLDS)[number];

export const ADDED_AMOUNTS = [
  'eachAdditionalChildUnder18',
  'eachChildOver18InSchool',
  'spouseReceivingAidAndAttendance',
] as const;
export type AddedAmount = (typeof ADDED_AMOUNTS)[number];

/** One rating's row of VA's dependents tables, in dollars. */
export interface DependentRates {
  basic: Record<(typeof BASIC_HOUSEHOLDS)[number], number>;
  added: Record<AddedAmount, number>;
}

/** A year's table: the veteran-alone amounts, and the dependents tables keyed "30" … "100". */
export interface CompensationRatesTable extends MonthlyRatesTable {
  dependents: Record<string, DependentRates>;
}

/** The lowest rating at which VA pays more for dependents (38 U.S.C. 1115). */
export const DEPENDENTS_FROM_RATING = 30;

export interface AddedLine {
  item: AddedAmount;
  count: number;
  eachCents: number;
  cents: number;
}

export interface HouseholdCompensation {
  rating: number;
  totalCents: number;
  /** The basic rate used: the household's row of VA's table. */
  basic: { household: BasicHousehold; cents: number };
  /** Each added amount that applies, in the order VA's table lists them. */
  added: AddedLine[];
  /** False below 30% (and at 0%), where the household does not change the amount. */
  dependentsCounted: boolean;
}

const cents = (dollars: number) => Math.round(dollars * 100);

function assertHousehold(household: Household): void {
  const counts = [
    household.childrenUnder18,
    household.childrenInSchool,
    household.dependentParents,
  ];
  if (counts.some((count) => !Number.isInteger(count) || count < 0)) {
    throw new RangeError('A household counts whole numbers of dependents, never fewer than 0');
  }
  if (household.dependentParents > 2) {
    throw new RangeError('VA counts at most 2 dependent parents');
  }
  if (household.spouseAidAndAttendance && !household.spouse) {
    throw new RangeError('Aid and Attendance for a spouse needs a spouse');
  }
}

/** The row of VA's basic-rate table for the household. */
export function basicHousehold({
  spouse,
  dependentParents,
  childrenUnder18,
}: Household): BasicHousehold {
  // A child 18–23 in school has its own added amount and is not the with-child row's child.
  const child = childrenUnder18 > 0;
  if (!spouse && !child && dependentParents === 0) return 'alone';
  const parents = ['', 'OneParent', 'TwoParents'][dependentParents]!;
  const parts = [spouse ? 'Spouse' : '', parents, child ? 'Child' : ''].filter(Boolean);
  const name = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join('')}And${parts.at(-1)!}`;
  return `with${name}` as BasicHousehold;
}

/** What the household is paid a month at `rating`, with the basic rate and each added amount. */
export function householdCompensation(
  table: CompensationRatesTable,
  rating: number,
  household: Household,
): HouseholdCompensation {
  assertRatingPercentage(rating);
  assertHousehold(household);
  const alone = monthlyCompensationCents(table, rating);
  if (rating < DEPENDENTS_FROM_RATING) {
    return {
      rating,
      totalCents: alone,
      basic: { household: 'alone', cents: alone },
      added: [],
      dependentsCounted: false,
    };
  }
  const rates = table.dependents[String(rating)];
  if (!rates) {
    throw new RangeError(`The ${table.label} table has no dependents amounts for ${rating}%`);
  }
  const household_ = basicHousehold(household);
  const basicCents = household_ === 'alone' ? alone : cents(rates.basic[household_]);
  const counts: Record<AddedAmount, number> = {
    eachAdditionalChildUnder18: Math.max(household.childrenUnder18 - 1, 0),
    eachChildOver18InSchool: household.childrenInSchool,
    spouseReceivingAidAndAttendance: household.spouseAidAndAttendance ? 1 : 0,
  };
  const added = ADDED_AMOUNTS.filter((item) => counts[item] > 0).map((item) => {
    const each = cents(rates.added[item]);
    return { item, count: counts[item], eachCents: each, cents: each * counts[item] };
  });
  return {
    rating,
    totalCents: basicCents + added.reduce((sum, line) => sum + line.cents, 0),
    basic: { household: household_, cents: basicCents },
    added,
    dependentsCounted: true,
  };
}

/** The monthly amount in cents for a rating and household. */
export const householdMonthlyCents = (
  table: CompensationRatesTable,
  rating: number,
  household: Household,
): number => householdCompensation(table, rating, household).totalCents;
