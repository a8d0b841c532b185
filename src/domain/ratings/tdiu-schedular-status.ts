/**
 * The schedular thresholds for TDIU, 38 CFR 4.16(a) (va-facts.md §3): one disability at 60% or
 * more, or two or more with one at 40% or more and a combined rating of 70% or more. What is
 * said about them is content/ratings/combined-rating-explained.json, passed in by the caller.
 */
import { fillText } from '../analysis/fill-text';
import { roundCombinedValue } from './combine-ratings';
import { splitBilateralGroup, type RatedDisability } from './bilateral-factor';
import { calculateCombinedRating } from './combined-rating';

export type TdiuPath = 'one-disability-at-60' | 'two-or-more-with-combined-70';

/** What the two-or-more route still lacks. */
export type TdiuShortfall = 'one-disability-at-40' | 'combined-70';

export interface TdiuSchedularStatus {
  met: boolean;
  metBy: TdiuPath | null;
  /** A combined 100% is already a total rating, so the 4.16(a) thresholds are not checked. */
  alreadyTotal: boolean;
  combinedRating: number;
  /** The highest single disability, counting a bilateral group as one (rounded to 10). */
  largestDisability: number;
  /** Compensable disabilities, counting a bilateral group as one. */
  disabilityCount: number;
  pointsToOneDisabilityAt60: number;
  pointsToOneDisabilityAt40: number;
  pointsToCombined70: number;
  /** What the two-or-more route still lacks. */
  missing: TdiuShortfall[];
  /** The other route, when neither is met. */
  alternative: 'one-disability-at-60' | null;
}

/** The words for a TDIU status, as content/ratings/combined-rating-explained.json holds them. */
export interface TdiuWording {
  metByOneAt60: string;
  metByTwoWithCombined70: string;
  /** `{lacks}`: what is missing, then the other route. */
  notYet: string;
  /** `{highest}`: the highest single disability. */
  needsOneAt40: string;
  /** `{combined}`: the combined rating. */
  needsCombined70: string;
  /** `{highest}`: the highest single disability. */
  orOneAt60: string;
  /** At a combined 100% (va-facts §10, Bradley v. Peake): TDIU on one disability and SMC(s). */
  alreadyTotal: string;
  /** What meeting the thresholds does not settle, and the route below them (4.16(b)). */
  notes: readonly string[];
  /**
   * Interpretations the result depends on. Open question (va-facts §3, [UNVERIFIED]): 4.16(a)
   * says "combined rating"; we read it as the rounded 4.25 rating, so 65 counts as 70.
   */
  assumptions: readonly string[];
}

export interface TdiuStatusWords {
  summary: string;
  notes: string[];
  /** Interpretations the result depends on; the UI shows them. */
  assumptions: string[];
}

/** The status in the veteran's words. */
export function tdiuStatusWords(
  status: TdiuSchedularStatus,
  wording: TdiuWording,
): TdiuStatusWords {
  if (status.alreadyTotal) return { summary: wording.alreadyTotal, notes: [], assumptions: [] };
  const highest = { highest: status.largestDisability };
  const shortfalls: Record<TdiuShortfall, string> = {
    'one-disability-at-40': fillText(wording.needsOneAt40, highest),
    'combined-70': fillText(wording.needsCombined70, { combined: status.combinedRating }),
  };
  const lacks = [
    status.missing.map((shortfall) => shortfalls[shortfall]).join('; '),
    status.alternative && fillText(wording.orOneAt60, highest),
  ]
    .filter(Boolean)
    .join(' — ');
  const summary =
    status.metBy === 'one-disability-at-60'
      ? wording.metByOneAt60
      : status.metBy === 'two-or-more-with-combined-70'
        ? wording.metByTwoWithCombined70
        : fillText(wording.notYet, { lacks });
  return { summary, notes: [...wording.notes], assumptions: [...wording.assumptions] };
}

export function tdiuSchedularStatus(entries: readonly RatedDisability[]): TdiuSchedularStatus {
  const combined = calculateCombinedRating(entries);
  const { combinedRating, bilateral } = combined;

  // Only the bilateral group is merged into one disability; the other 4.16(a) groups need facts
  // (cause, body system, combat, POW) we do not track.
  const singles = splitBilateralGroup(entries)
    .others.map((entry) => entry.percentage)
    .filter((percentage) => percentage > 0);
  const disabilities = bilateral ? [roundCombinedValue(bilateral.value), ...singles] : singles;
  const largestDisability = Math.max(0, ...disabilities);
  const disabilityCount = disabilities.length;

  const alreadyTotal = combinedRating === 100;
  const byOne = largestDisability >= 60;
  const byTwo = disabilityCount >= 2 && largestDisability >= 40 && combinedRating >= 70;
  const met = !alreadyTotal && (byOne || byTwo);
  const metBy: TdiuPath | null = !met
    ? null
    : byOne
      ? 'one-disability-at-60'
      : 'two-or-more-with-combined-70';

  const missing: TdiuShortfall[] = [];
  if (!met && !alreadyTotal) {
    if (largestDisability < 40) missing.push('one-disability-at-40');
    if (combinedRating < 70) missing.push('combined-70');
  }
  const alternative = met || alreadyTotal ? null : 'one-disability-at-60';

  return {
    met,
    metBy,
    alreadyTotal,
    combinedRating,
    largestDisability,
    disabilityCount,
    pointsToOneDisabilityAt60: Math.max(0, 60 - largestDisability),
    pointsToOneDisabilityAt40: Math.max(0, 40 - largestDisability),
    pointsToCombined70: Math.max(0, 70 - combinedRating),
    missing,
    alternative,
  };
}
