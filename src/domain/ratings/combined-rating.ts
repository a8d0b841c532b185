/**
 * A veteran's combined rating: 38 CFR 4.26 (bilateral factor) first, then 4.25 (Table I).
 */
import { assertRatingPercentage, combineValues, type CombinationStep } from './combine-ratings';
import {
  bilateralFactor,
  splitBilateralGroup,
  type BilateralFactor,
  type RatedDisability,
} from './bilateral-factor';

export interface CombinedRatingStep extends CombinationStep {
  /** Set on the step whose `rating` is the bilateral-factor value. */
  bilateral?: true;
}

export interface CombinedRating {
  combinedValue: number;
  combinedRating: number;
  steps: CombinedRatingStep[];
  bilateral?: BilateralFactor;
}

export function calculateCombinedRating(entries: readonly RatedDisability[]): CombinedRating {
  for (const entry of entries) {
    assertRatingPercentage(entry.percentage);
    if (entry.side != null && entry.side !== 'left' && entry.side !== 'right') {
      throw new RangeError(`A side must be left or right, got ${String(entry.side)}`);
    }
  }
  const { paired, others } = splitBilateralGroup(entries);
  const otherRatings = others.map((entry) => entry.percentage);
  if (paired.length === 0) return combineValues(otherRatings);

  const bilateral = bilateralFactor(paired.map((entry) => entry.percentage));
  const combined = combineValues([bilateral.value, ...otherRatings]);
  // Ties with an ordinary rating of the same size give the same Table I values either way.
  const bilateralStep = combined.steps.find((step) => step.rating === bilateral.value);
  const steps = combined.steps.map((step) =>
    step === bilateralStep ? { ...step, bilateral: true as const } : step,
  );
  return { ...combined, steps, bilateral };
}
