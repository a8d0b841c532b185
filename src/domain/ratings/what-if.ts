/**
 * What-if: which single change to a veteran's ratings reaches the next rounded combined rating,
 * how each change stands against the TDIU thresholds, and what it pays the veteran's household
 * (a veteran alone when no household is given).
 */
import { type RatedDisability } from './bilateral-factor';
import { calculateCombinedRating } from './combined-rating';
import {
  householdMonthlyCents,
  VETERAN_ALONE,
  type CompensationRatesTable,
  type Household,
} from './household-compensation';
import type { RatesSource } from './monthly-compensation';
import { tdiuSchedularStatus, type TdiuSchedularStatus } from './tdiu-schedular-status';

export interface MonthlyChange {
  beforeCents: number;
  afterCents: number;
  changeCents: number;
}

export interface WhatIfOutcome {
  combinedValue: number;
  combinedRating: number;
  reachesNextStep: boolean;
  tdiu: TdiuSchedularStatus;
  /** Present when a rates table was given. */
  monthly?: MonthlyChange;
}

export interface RatingIncrease<T extends RatedDisability> extends WhatIfOutcome {
  kind: 'increase';
  entryIndex: number;
  entry: T;
  from: number;
  to: number;
  raise: number;
}

export interface NewRating extends WhatIfOutcome {
  kind: 'new-rating';
  percentage: number;
}

export interface WhatIf<T extends RatedDisability> {
  current: {
    combinedValue: number;
    combinedRating: number;
    tdiu: TdiuSchedularStatus;
    monthlyCents?: number;
  };
  /** The next rounded rating (current + 10), or null at 100%. */
  nextStep: number | null;
  /** The combined value that rounds to the next step (e.g. 65 for 70). */
  combinedValueNeeded: number | null;
  /** Each existing rating raised to its next level (its code's, else the next 10). */
  increases: RatingIncrease<T>[];
  /** A new rating of 10, 20, … 100 alongside the current ones. */
  newRatings: NewRating[];
  /** The smallest raise of one rating, to a level its code has, that reaches the next step. */
  smallestIncrease?: RatingIncrease<T>;
  /** The smallest new rating that reaches the next step. */
  smallestNewRating?: NewRating;
  /** Which table the monthly amounts come from, for the screen to show. */
  rates?: { label: string; effectiveDate: string; source: RatesSource; checkedOn: string };
}

const RATING_STEPS: readonly number[] = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

/** A rating with, when known, the levels its diagnostic code allows (PTSD: 0, 10, 30, 50, 70, 100). */
export interface WhatIfEntry extends RatedDisability {
  levels?: readonly number[] | null;
}

/** The percentages a rating could be raised to: its code's higher levels, else every 10 up to 100. */
export function higherLevels(entry: WhatIfEntry): number[] {
  const candidates = entry.levels?.length ? [...entry.levels] : RATING_STEPS;
  return candidates.filter((level) => level > entry.percentage).sort((a, b) => a - b);
}

export interface WhatIfOptions {
  /** The table in effect (see `ratesInEffect`); without it no amounts are given. */
  rates?: CompensationRatesTable;
  /** Who depends on the veteran; without it the amounts are for a veteran alone. */
  household?: Household;
}

export function whatIf<T extends WhatIfEntry>(
  entries: readonly T[],
  options: WhatIfOptions = {},
): WhatIf<T> {
  const { rates, household = VETERAN_ALONE } = options;
  const current = calculateCombinedRating(entries);
  const nextStep = current.combinedRating < 100 ? current.combinedRating + 10 : null;
  const monthlyOf = (rating: number) =>
    rates ? householdMonthlyCents(rates, rating, household) : undefined;
  const currentMonthly = monthlyOf(current.combinedRating);

  const outcome = (changed: readonly RatedDisability[]): WhatIfOutcome => {
    const result = calculateCombinedRating(changed);
    const afterCents = monthlyOf(result.combinedRating);
    return {
      combinedValue: result.combinedValue,
      combinedRating: result.combinedRating,
      reachesNextStep: nextStep !== null && result.combinedRating >= nextStep,
      tdiu: tdiuSchedularStatus(changed),
      ...(currentMonthly !== undefined && afterCents !== undefined
        ? {
            monthly: {
              beforeCents: currentMonthly,
              afterCents,
              changeCents: afterCents - currentMonthly,
            },
          }
        : {}),
    };
  };

  const increase = (entryIndex: number, to: number): RatingIncrease<T> => {
    const entry = entries[entryIndex] as T;
    const raise = to - entry.percentage;
    // The raised entry keeps its side, so a raise can bring in (or change) the bilateral factor.
    const changed = entries.map((other, index) =>
      index === entryIndex ? { ...other, percentage: to } : other,
    );
    return {
      kind: 'increase',
      entryIndex,
      entry,
      from: entry.percentage,
      to,
      raise,
      ...outcome(changed),
    };
  };

  // A new rating is unsided: one on a paired extremity could also add a bilateral factor,
  // which these candidates do not try.
  const newRating = (percentage: number): NewRating => ({
    kind: 'new-rating',
    percentage,
    ...outcome([...entries, { percentage }]),
  });

  const result: WhatIf<T> = {
    current: {
      combinedValue: current.combinedValue,
      combinedRating: current.combinedRating,
      tdiu: tdiuSchedularStatus(entries),
      ...(currentMonthly !== undefined ? { monthlyCents: currentMonthly } : {}),
    },
    nextStep,
    combinedValueNeeded: nextStep === null ? null : nextStep - 5,
    increases: [],
    newRatings: [],
    ...(rates
      ? {
          rates: {
            label: rates.label,
            effectiveDate: rates.effectiveDate,
            source: rates.source,
            checkedOn: rates.checkedOn,
          },
        }
      : {}),
  };
  if (nextStep === null) return result;

  entries.forEach((entry, index) => {
    const next = higherLevels(entry)[0];
    if (next !== undefined) result.increases.push(increase(index, next));
  });
  result.newRatings = RATING_STEPS.map(newRating);

  result.smallestIncrease = smallestIncreaseReachingNextStep(entries, increase);
  result.smallestNewRating = result.newRatings.find((candidate) => candidate.reachesNextStep);
  return result;
}

function smallestIncreaseReachingNextStep<T extends WhatIfEntry>(
  entries: readonly T[],
  increase: (entryIndex: number, to: number) => RatingIncrease<T>,
): RatingIncrease<T> | undefined {
  let best: RatingIncrease<T> | undefined;
  entries.forEach((entry, index) => {
    for (const to of higherLevels(entry)) {
      const raise = to - entry.percentage;
      if (best && raise > best.raise) return;
      const candidate = increase(index, to);
      if (!candidate.reachesNextStep) continue;
      // Same raise: the one that lands higher is the better use of the same evidence.
      if (!best || raise < best.raise || candidate.combinedValue > best.combinedValue) {
        best = candidate;
      }
      return;
    }
  });
  return best;
}
