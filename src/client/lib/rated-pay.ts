/**
 * The combined rating and monthly pay of the veteran's saved ratings and household, worked out
 * once for every screen that shows them (Current Disabilities, the home panel), so the two can
 * never disagree.
 */
import rates from '../../../content/rates/compensation-rates.json';
import type { Disability } from '../../contracts/disabilities';
import { householdOf, type Profile } from '../../contracts/profile';
import { nameWithSide } from '../../domain/conditions/disability-name';
import { calculateCombinedRating, type CombinedRating } from '../../domain/ratings/combined-rating';
import type {
  CompensationRatesTable,
  Household,
} from '../../domain/ratings/household-compensation';
import {
  previousTableNote,
  ratesForMonth,
  tableUsed,
  type RatesForMonth,
} from '../../domain/ratings/monthly-compensation';
import { whatIf, type WhatIf } from '../../domain/ratings/what-if';

/** A rating as the domain combines it, with the name the veteran knows it by. */
export type NamedRating = {
  name: string;
  percentage: number;
  side: Disability['side'];
  levels: Disability['ratingLevels'];
};

export interface RatedPay {
  combined: CombinedRating;
  /** The monthly amounts (current and what-if) for the household, from `table`. */
  outlook: WhatIf<NamedRating>;
  /** Which table pays this month, and whether it is the real one. */
  rates: RatesForMonth<CompensationRatesTable>;
  /** The loaded table the amounts come from; undefined when none covers the month. */
  table: CompensationRatesTable | undefined;
  /** Said beside every amount while the table in force is not loaded. */
  previousTable: string | null;
  /** The dependents saved on Profile & Settings; null while none are given (a veteran alone). */
  household: Household | null;
}

/** The household the pay screens count: the one saved on Profile & Settings, if any. */
export const savedHousehold = (profile: Profile | undefined): Household | null =>
  profile ? householdOf(profile) : null;

/** The combined rating and pay of `disabilities` for `household` in the month of `today`. */
export function ratedPay(
  disabilities: readonly Disability[],
  today: string,
  household: Household | null,
): RatedPay {
  const entries = disabilities.map((disability): NamedRating => ({
    name: nameWithSide(disability),
    percentage: disability.currentPercentage,
    side: disability.side,
    levels: disability.ratingLevels,
  }));
  const choice = ratesForMonth<CompensationRatesTable>(rates, today);
  const table = tableUsed(choice);
  return {
    combined: calculateCombinedRating(entries),
    outlook: whatIf(entries, { rates: table, ...(household ? { household } : {}) }),
    rates: choice,
    table,
    previousTable: previousTableNote(choice, rates.previousTable),
    household,
  };
}
