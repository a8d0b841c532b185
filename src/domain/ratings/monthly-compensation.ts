/**
 * Monthly compensation for a veteran alone, looked up in a dated rates table
 * (content/rates/compensation-rates.json, va-facts.md §8) that the caller passes in.
 */
import { assertRatingPercentage } from './combine-ratings';
import { formatLongDate } from '../knowledge/calendar-words';

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

/**
 * A table VA has put in force that Wingman has not loaded yet (content/rates "notLoaded"): only
 * its label and the date it took effect, so no month on or after that date is paid from it.
 */
export interface UnloadedRatesTable {
  label: string;
  /** YYYY-MM-DD, the first day VA pays its amounts. */
  effectiveDate: string;
}

/** The rates file as the pay screens and the chat read it. */
export interface RatesFile<T extends MonthlyRatesTable> {
  tables: readonly T[];
  notLoaded?: readonly UnloadedRatesTable[];
}

/**
 * Which table pays a month: `current` when the table in force is loaded; `previous` when a newer
 * table is in force but not loaded, so amounts come from the last loaded table and must say so;
 * `none` before the first loaded table, where nothing can be estimated.
 */
export type RatesForMonth<T extends MonthlyRatesTable> =
  | { status: 'current'; table: T }
  | { status: 'previous'; table: T; inForce: UnloadedRatesTable }
  | { status: 'none' };

const yearAfter = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;

/**
 * The one place that decides which table applies to `date` (YYYY-MM-DD) and whether it is the
 * real one. A table listed as not loaded is in force from its own date; without such a listing, a
 * table more than a year old is taken as replaced (VA has changed the amounts each December 1).
 */
export function ratesForMonth<T extends MonthlyRatesTable>(
  rates: RatesFile<T>,
  date: string,
): RatesForMonth<T> {
  const table = ratesInEffect(rates.tables, date);
  if (!table) return { status: 'none' };
  const unloaded = (rates.notLoaded ?? [])
    .filter((entry) => entry.effectiveDate > table.effectiveDate && entry.effectiveDate <= date)
    .sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate))[0];
  if (unloaded) return { status: 'previous', table, inForce: unloaded };
  const replacedOn = yearAfter(table.effectiveDate);
  if (replacedOn <= date) {
    const label = `${Number(table.effectiveDate.slice(0, 4)) + 2} rates`;
    return { status: 'previous', table, inForce: { label, effectiveDate: replacedOn } };
  }
  return { status: 'current', table };
}

/** The loaded table a month's amounts come from (the previous one when the real one is missing). */
export const tableUsed = <T extends MonthlyRatesTable>(choice: RatesForMonth<T>): T | undefined =>
  choice.status === 'none' ? undefined : choice.table;

/**
 * The sentence that goes beside an amount paid from the previous table, from the rates file's
 * `previousTable` wording ({inForce}, {since}, {table}); null when the table used is the real one.
 */
export function previousTableNote(
  choice: RatesForMonth<MonthlyRatesTable>,
  wording: string,
): string | null {
  if (choice.status !== 'previous') return null;
  const fields: Record<string, string> = {
    inForce: choice.inForce.label,
    since: formatLongDate(choice.inForce.effectiveDate, { weekday: false }),
    table: choice.table.label,
  };
  return wording.replace(/\{(\w+)\}/g, (whole, name: string) => fields[name] ?? whole);
}
