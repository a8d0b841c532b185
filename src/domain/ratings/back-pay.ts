/**
 * Back pay, month by month: VA pays from the first day of the month after the effective date
 * (38 CFR 3.31), each month at the rate of the table in force that month (a new table every
 * December 1), for the rating and household of that month, less what VA already paid.
 */
import { parseCalendarDate, type CalendarDate } from '../deadlines/calendar-date';
import {
  householdMonthlyCents,
  VETERAN_ALONE,
  type CompensationRatesTable,
  type Household,
} from './household-compensation';
import { describeHousehold } from './household-words';
import { ratesForMonth, type UnloadedRatesTable } from './monthly-compensation';

/** A rating and the date it took effect. */
export interface RatingPeriod {
  from: string;
  percent: number;
}

/** A household and the date it became so (a marriage, a birth, a child starting school). */
export interface HouseholdPeriod {
  from: string;
  household: Household;
}

/** What VA already paid for one month (YYYY-MM) of the period. */
export interface PaidMonth {
  month: string;
  cents: number;
}

export interface BackPayInput {
  effectiveDate: string;
  /** At least one, the first in effect on the effective date. */
  ratings: readonly RatingPeriod[];
  /** None means the veteran alone throughout. */
  households?: readonly HouseholdPeriod[];
  alreadyPaid?: readonly PaidMonth[];
  /** The last month to count, YYYY-MM. */
  through: string;
  rates: readonly CompensationRatesTable[];
  /** Tables VA has put in force that are not loaded (content/rates): their months are not estimated. */
  notLoaded?: readonly UnloadedRatesTable[];
}

export interface BackPayMonth {
  month: string;
  percent: number;
  household: string;
  cents: number;
  paidCents: number;
  tableYear: number;
  /** Why this month is paid at this amount, each reason with its rule. */
  rule: string;
}

export type BackPayLedger =
  | {
      estimable: true;
      months: BackPayMonth[];
      grossCents: number;
      alreadyPaidCents: number;
      /** Gross less already paid; below 0 when VA paid more than these months come to. */
      totalCents: number;
    }
  | { estimable: false; reason: string };

const pad = (value: number) => String(value).padStart(2, '0');
const monthOf = ({ year, month }: Pick<CalendarDate, 'year' | 'month'>) => `${year}-${pad(month)}`;

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${pad(number + 1)}`;
}

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
function assertMonth(month: string, what: string): void {
  if (!MONTH_PATTERN.test(month)) throw new RangeError(`${what} must be a month (YYYY-MM)`);
}

/** The month a change dated `date` is first paid in (38 CFR 3.31). */
export const firstPaidMonth = (date: string) => nextMonth(monthOf(parseCalendarDate(date)));

/** The latest change first paid in or before `month`. */
function inForce<T extends { from: string }>(changes: readonly T[], month: string): T | undefined {
  return changes.filter((change) => firstPaidMonth(change.from) <= month).at(-1);
}

const byDate = <T extends { from: string }>(changes: readonly T[]) =>
  [...changes].sort((a, b) => a.from.localeCompare(b.from));

const tableYear = (table: Pick<CompensationRatesTable, 'effectiveDate'>) =>
  Number(table.effectiveDate.slice(0, 4)) + 1;

const longDate = (date: string) => {
  const { year, month, day } = parseCalendarDate(date);
  const name = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${name} ${day}, ${year}`;
};

function cannotEstimate(
  month: string,
  rates: readonly CompensationRatesTable[],
  inForce?: UnloadedRatesTable,
): BackPayLedger {
  if (inForce) {
    return {
      estimable: false,
      reason: `Wingman cannot estimate back pay for ${month}: VA's ${inForce.label} took effect on ${longDate(inForce.effectiveDate)} and Wingman has not loaded them yet, and it never uses another year's table for a month.`,
    };
  }
  const dates = rates.map((table) => table.effectiveDate).sort();
  const [first, last] = [dates[0], dates.at(-1)];
  const range =
    first && last
      ? `from ${longDate(first)} through ${longDate(`${tableYear({ effectiveDate: last })}-11-30`)}`
      : 'for no months';
  return {
    estimable: false,
    reason: `Wingman cannot estimate back pay for ${month}: it has VA's rates ${range}, and never uses another year's table for a month.`,
  };
}

export function backPayLedger(input: BackPayInput): BackPayLedger {
  const start = firstPaidMonth(input.effectiveDate);
  assertMonth(input.through, 'The last month');
  const ratings = byDate(input.ratings);
  const households = byDate(input.households ?? []);
  if (!ratings[0] || ratings[0].from > input.effectiveDate) {
    throw new RangeError('A rating must be in effect on the effective date');
  }
  for (const paid of input.alreadyPaid ?? []) {
    if (paid.month < start || paid.month > input.through) {
      throw new RangeError(`${paid.month} is paid for outside the months counted`);
    }
  }

  const months: BackPayMonth[] = [];
  for (let month = start; month <= input.through; month = nextMonth(month)) {
    const rates = ratesForMonth(
      { tables: input.rates, notLoaded: input.notLoaded ?? [] },
      `${month}-01`,
    );
    if (rates.status === 'none') return cannotEstimate(month, input.rates);
    if (rates.status === 'previous') return cannotEstimate(month, input.rates, rates.inForce);
    const { table } = rates;
    const rating = inForce(ratings, month)!;
    const household = inForce(households, month);
    const rules = [
      month === start
        ? `38 CFR 3.31: paid from the first day of the month after the effective date (${input.effectiveDate})`
        : null,
      month !== start && firstPaidMonth(rating.from) === month
        ? `38 CFR 3.31: ${rating.percent}% paid from the first day of the month after it took effect (${rating.from})`
        : null,
      household && month !== start && firstPaidMonth(household.from) === month
        ? `38 CFR 3.31: the household change of ${household.from} paid from the first day of the month after it`
        : null,
      `${tableYear(table)} table, in force from ${longDate(table.effectiveDate)}`,
    ];
    months.push({
      month,
      percent: rating.percent,
      household: describeHousehold(household?.household ?? VETERAN_ALONE),
      cents: householdMonthlyCents(table, rating.percent, household?.household ?? VETERAN_ALONE),
      paidCents: (input.alreadyPaid ?? [])
        .filter((paid) => paid.month === month)
        .reduce((sum, paid) => sum + paid.cents, 0),
      tableYear: tableYear(table),
      rule: rules.filter(Boolean).join('; '),
    });
  }
  const grossCents = months.reduce((sum, line) => sum + line.cents, 0);
  const alreadyPaidCents = months.reduce((sum, line) => sum + line.paidCents, 0);
  return {
    estimable: true,
    months,
    grossCents,
    alreadyPaidCents,
    totalCents: grossCents - alreadyPaidCents,
  };
}
