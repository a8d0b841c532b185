/**
 * What the veteran types into the back pay estimate, where it starts from (a granted claim or a
 * decision letter, their combined rating and saved dependents), and the request it becomes.
 */
import type { EffectiveDateQuery } from '../../../contracts/back-pay';
import type { FieldError } from '../../../contracts/errors';
import { VETERAN_ALONE, type Household } from '../../../domain/ratings/household-compensation';
import type { BackPayInput } from '../../lib/api/estimate-back-pay';

/** The facts an estimate opens with; the veteran can change each one. */
export interface BackPayStart {
  /** What the estimate is for, e.g. the claim's condition. */
  title: string;
  /** The condition a claim is for: the estimate starts from its rating, not every rating held. */
  condition?: string;
  claimReceived?: string | null;
  intentToFile?: string | null;
  decisionDate?: string | null;
  /** The effective date a decision letter states. */
  decisionStatedDate?: string | null;
  /**
   * The ratings a letter gives, the first from the effective date and the rest staged; when
   * absent, the claimed condition's rating, or for a letter without ratings the veteran's
   * current combined rating.
   */
  ratings?: readonly { from: string; percent: number }[];
}

export interface RatingChange {
  key: number;
  from: string;
  percent: string;
}

export interface HouseholdChange {
  key: number;
  from: string;
  household: Household;
}

export interface PaidMonthValues {
  key: number;
  /** YYYY-MM. */
  month: string;
  /** As typed, in dollars. */
  dollars: string;
}

export interface BackPayValues {
  claimReceived: string;
  intentToFile: string;
  dischargeDate: string;
  decisionStatedDate: string;
  decisionDate: string;
  percent: string;
  ratingChanges: RatingChange[];
  household: Household;
  householdChanges: HouseholdChange[];
  paid: PaidMonthValues[];
}

export function initialBackPayValues(
  start: BackPayStart,
  saved: {
    /** The claimed condition's rating (domain/ratings/claimed-rating). */
    claimedRating?: number | null;
    /** Every saved rating combined: only for a letter that gives no rating. */
    combinedRating: number | null;
    household: Household | null;
  },
): BackPayValues {
  const startRating =
    start.ratings?.[0]?.percent ??
    (start.condition === undefined ? saved.combinedRating : saved.claimedRating);
  return {
    claimReceived: start.claimReceived ?? '',
    intentToFile: start.intentToFile ?? '',
    dischargeDate: '',
    decisionStatedDate: start.decisionStatedDate ?? '',
    decisionDate: start.decisionDate ?? '',
    percent: String(startRating ?? 0),
    ratingChanges: (start.ratings ?? []).slice(1).map(({ from, percent }, index) => ({
      key: index + 1,
      from,
      percent: String(percent),
    })),
    household: saved.household ?? VETERAN_ALONE,
    householdChanges: [],
    paid: [],
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The facts the effective date is asked for with, once there is a date to count from. */
export function effectiveDateFacts(values: BackPayValues): EffectiveDateQuery | null {
  const facts = {
    claimReceived: values.claimReceived,
    intentToFile: values.intentToFile,
    dischargeDate: values.dischargeDate,
    decisionStatedDate: values.decisionStatedDate,
  };
  if (!DATE.test(facts.claimReceived) && !DATE.test(facts.decisionStatedDate)) return null;
  // Only dates the veteran gave are sent; the query leaves out the empty ones.
  return Object.fromEntries(Object.entries(facts).filter(([, date]) => date !== ''));
}

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** "$1,234.5" → 123450 cents; null when it is not an amount. */
export function centsOf(typed: string): number | null {
  const match = DOLLARS.exec(typed.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replace(/,/g, ''));
  return whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The request for the ledger from the effective date the server worked out, or the problems
 * only the screen can see (an amount that is not one, no decision date to count through).
 */
export function backPayRequest(
  values: BackPayValues,
  effectiveDate: string,
): { request: BackPayInput } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (!DATE.test(values.decisionDate)) {
    errors.push({
      path: 'decisionDate',
      message: 'Decision date is needed: back pay is counted through its month',
    });
  }
  // A change or payment added and left without its date is named here, in the veteran's words.
  values.ratingChanges.forEach(({ from }, index) => {
    if (!from)
      errors.push({
        path: `ratings.${index + 1}.from`,
        message: 'Add the date the rating changed',
      });
  });
  values.householdChanges.forEach(({ from }, index) => {
    if (!from) {
      errors.push({
        path: `households.${index + 1}.from`,
        message: 'Add the date the dependents changed',
      });
    }
  });
  values.paid.forEach(({ month }, index) => {
    if (!month)
      errors.push({ path: `alreadyPaid.${index}.month`, message: 'Add the month VA paid for' });
  });
  const alreadyPaid = values.paid.map((paid, index) => {
    const cents = centsOf(paid.dollars);
    if (cents === null) {
      errors.push({
        path: `alreadyPaid.${index}.cents`,
        message: 'Amount paid must be in dollars, like 1,234.56',
      });
    }
    return { month: paid.month, cents: cents ?? 0 };
  });
  if (errors.length > 0) return { errors };
  return {
    request: {
      effectiveDate,
      ratings: [
        { from: effectiveDate, percent: Number(values.percent) },
        ...values.ratingChanges.map(({ from, percent }) => ({ from, percent: Number(percent) })),
      ],
      households: [
        { from: effectiveDate, household: values.household },
        ...values.householdChanges.map(({ from, household }) => ({ from, household })),
      ],
      alreadyPaid,
      through: values.decisionDate.slice(0, 7),
    },
  };
}
