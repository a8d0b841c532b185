/**
 * Combined ratings by 38 CFR 4.25 (Table I), in integer arithmetic.
 * Source: va-facts.md §1.1–1.2.
 */

/** One line of the work: `before` combined with `rating` gives `after` (a Table I value). */
export interface CombinationStep {
  rating: number;
  before: number;
  after: number;
}

export interface CombinedRatings {
  /** The Table I value before conversion to a multiple of 10 (e.g. 65). */
  combinedValue: number;
  /** The combined value converted to the nearest 10, values ending in 5 going up (e.g. 70). */
  combinedRating: number;
  steps: CombinationStep[];
}

/** Throws unless `rating` is one of 0, 10, …, 100: a guard behind the callers' own validation. */
export function assertRatingPercentage(rating: number): void {
  if (!Number.isInteger(rating) || rating < 0 || rating > 100 || rating % 10 !== 0) {
    throw new RangeError(`A rating must be 0–100 in steps of 10, got ${String(rating)}`);
  }
}

/**
 * The Table I cell where row `combinedSoFar` meets column `rating`:
 * A + B(100 − A)/100 rounded half up, computed on integers so .5 never meets banker's rounding.
 */
export function tableOneValue(combinedSoFar: number, rating: number): number {
  return Math.floor((100 * combinedSoFar + rating * (100 - combinedSoFar) + 50) / 100);
}

/** Nearest multiple of 10, values ending in 5 adjusted upward (4.25(a)). */
export function roundCombinedValue(combinedValue: number): number {
  return Math.floor((combinedValue + 5) / 10) * 10;
}

/**
 * Combines whole-number values (0–100) in descending order without rounding between steps.
 * Unlike `combineRatings` it accepts values that are not multiples of 10, such as a
 * bilateral-factor value of 21 (4.26), which takes its place in the order like any rating.
 */
export function combineValues(values: readonly number[]): CombinedRatings {
  for (const value of values) {
    if (!Number.isInteger(value) || value < 0 || value > 100) {
      throw new RangeError(`A value to combine must be a whole number 0–100, got ${String(value)}`);
    }
  }
  const ordered = values.filter((value) => value > 0).sort((a, b) => b - a);
  const steps: CombinationStep[] = [];
  let combinedValue = 0;
  for (const rating of ordered) {
    const after = tableOneValue(combinedValue, rating);
    steps.push({ rating, before: combinedValue, after });
    combinedValue = after;
  }
  return { combinedValue, combinedRating: roundCombinedValue(combinedValue), steps };
}

/**
 * Combines VA ratings by 38 CFR 4.25. Zero ratings are ignored; the first step starts from 0,
 * so a single rating shows as 0 → rating.
 */
export function combineRatings(ratings: readonly number[]): CombinedRatings {
  ratings.forEach(assertRatingPercentage);
  return combineValues(ratings);
}
