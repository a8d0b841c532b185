/**
 * The bilateral factor of 38 CFR 4.26. Source: va-facts.md §2.
 */
import { combineRatings, type CombinationStep } from './combine-ratings';

export type Side = 'left' | 'right';

/** A rating as the veteran tracks it; `side` only for a paired extremity (arm, leg). */
export interface RatedDisability {
  percentage: number;
  side?: Side | null;
}

export interface BilateralFactor {
  /** The compensable paired ratings, in the descending order they were combined. */
  ratings: number[];
  /** Their Table I value, unrounded (e.g. 19). */
  combinedValue: number;
  /** 10% of the combined value, for display only (e.g. 1.9); `value` is computed on integers. */
  factor: number;
  /** Combined value plus the factor, to a whole number (e.g. 21): one disability from here on. */
  value: number;
  steps: CombinationStep[];
}

export interface BilateralSplit<T extends RatedDisability> {
  /** Entries that go through 4.26, or empty when the factor does not apply. */
  paired: T[];
  /** Everything else, combined as ordinary ratings. */
  others: T[];
}

/**
 * 4.26(c): the factor applies only when each side has a compensable (> 0%) rating. Then every
 * sided entry joins the group, including extra ones on one side (the way VA treated a third
 * extremity rating in BVA 0639232, va-facts §2.2 B5). Sided entries without a compensable
 * partner on the other side stay ordinary ratings.
 *
 * Known limit: `side` does not say arm or leg, so a left arm with a right leg is treated as a
 * pair although 4.26 pairs arms with arms and legs with legs; callers should only set a side
 * on paired extremities and the UI should say so.
 */
export function splitBilateralGroup<T extends RatedDisability>(
  entries: readonly T[],
): BilateralSplit<T> {
  const compensableOn = (side: Side) =>
    entries.some((entry) => entry.side === side && entry.percentage > 0);
  if (!compensableOn('left') || !compensableOn('right')) {
    return { paired: [], others: [...entries] };
  }
  return {
    paired: entries.filter((entry) => entry.side === 'left' || entry.side === 'right'),
    others: entries.filter((entry) => entry.side !== 'left' && entry.side !== 'right'),
  };
}

/**
 * Combines the paired ratings by Table I, then ADDS (not combines) 10% of that combined value.
 *
 * Open question (va-facts §2.1, [UNVERIFIED]): the regulation's examples round 20.9 → 21 and
 * 30.8 → 31, but no source shows an exact .5 (only possible when the combined value ends in 5,
 * e.g. 55 + 5.5 = 60.5). We round half up, like 4.25 and AR 635-40 B-12; a VSO or M21-1 check
 * should confirm it.
 */
export function bilateralFactor(ratings: readonly number[]): BilateralFactor {
  const combined = combineRatings(ratings);
  const { combinedValue } = combined;
  // combinedValue × 1.1 in tenths, + 5 tenths, floored: half up without floating point.
  const withFactor = Math.floor((11 * combinedValue + 5) / 10);
  return {
    ratings: combined.steps.map((step) => step.rating),
    combinedValue,
    factor: combinedValue / 10,
    // No one is more than 100% disabled; a paired 100% would otherwise give 110.
    value: Math.min(100, withFactor),
    steps: combined.steps,
  };
}
