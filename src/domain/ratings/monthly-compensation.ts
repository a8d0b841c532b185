/**
 * Monthly compensation for a veteran alone, looked up in a dated rates table
 * (content/rates/compensation-rates.json, va-facts.md §8) that the caller passes in.
 */
import { assertRatingPercentage } from './combine-ratings';

export interface RatesSource {
  title: string;
  url: string;
}

export interface MonthlyRatesTable {
  label: string;
  /** YYYY-MM-DD, the first day these amounts are paid for. */
  effectiveDate: string;
  source: RatesSource;
  /** YYYY-MM-DD: the day these amounts were last compared with their source; the UI says so. */
  checkedOn: string;
  /** Dollars a month by combined rating, keyed "10" … "100". */
  amounts: Record<string, number>;
}

/** The table whose effective date is the latest on or before `date` (YYYY-MM-DD). */
export function ratesInEffect<T extends MonthlyRatesTable>(
  tables: readonly T[],
  date: string,
): T | undefined {
  let inEffect: T | undefined;
  for (const table of tables) {
    // ISO dates compare correctly as strings.
    if (
      table.effectiveDate <= date &&
      (!inEffect || table.effectiveDate > inEffect.effectiveDate)
    ) {
      inEffect = table;
    }
  }
  return inEffect;
}

/** Monthly amount in cents for a combined rating; 0% pays nothing. */
export function monthlyCompensationCents(table: MonthlyRatesTable, combinedRating: number): number {
  assertRatingPercentage(combinedRating);
  if (combinedRating === 0) return 0;
  const dollars = table.amounts[String(combinedRating)];
  if (dollars === undefined) {
    throw new RangeError(`The ${table.label} table has no amount for ${combinedRating}%`);
  }
  // Cents as integers, so differences between amounts never show float noise.
  return Math.round(dollars * 100);
}
