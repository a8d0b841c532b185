/**
 * The schedular thresholds for TDIU, 38 CFR 4.16(a) (va-facts.md §3): one disability at 60% or
 * more, or two or more with one at 40% or more and a combined rating of 70% or more.
 */
import { roundCombinedValue } from './combine-ratings';
import { splitBilateralGroup, type RatedDisability } from './bilateral-factor';
import { calculateCombinedRating } from './combined-rating';

export type TdiuPath = 'one-disability-at-60' | 'two-or-more-with-combined-70';

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
  /** What the two-or-more route still lacks, in the veteran's words. */
  missing: string[];
  /** The other route, when neither is met. */
  alternative: string | null;
  /** Interpretations the result depends on; the UI shows them. */
  assumptions: string[];
  notes: string[];
}

export const TDIU_ASSUMPTIONS: readonly string[] = [
  // Open question (va-facts §3 engineering note, [UNVERIFIED]): 4.16(a) says "combined rating";
  // we read it as the rounded 4.25 rating, so a combined value of 65 counts as 70.
  'Uses the rounded combined rating of 38 CFR 4.25 for the 70% threshold: a combined value of 65 counts as 70%.',
  'Counts disabilities of both arms or both legs, with the bilateral factor, as one disability, rounded to the nearest 10%.',
  'Does not detect the other groups 38 CFR 4.16(a) counts as one disability: a common cause or single accident, one body system, injuries incurred in action, disabilities incurred as a prisoner of war.',
];

const TDIU_NOTES: readonly string[] = [
  'Meeting these thresholds is not enough on its own: VA must also find that service-connected disabilities prevent securing or following a substantially gainful occupation (claimed on VA Form 21-8940).',
  'A veteran below the thresholds can still be referred for extraschedular consideration under 38 CFR 4.16(b).',
];

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

  const missing: string[] = [];
  if (!met && !alreadyTotal) {
    if (largestDisability < 40) {
      missing.push(`needs one disability at 40% or more (the highest is ${largestDisability}%)`);
    }
    if (combinedRating < 70) {
      missing.push(`combined rating is ${combinedRating}%, needs 70%`);
    }
  }
  const alternative =
    met || alreadyTotal
      ? null
      : `or one disability at 60% or more (the highest is ${largestDisability}%)`;

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
    assumptions: [...TDIU_ASSUMPTIONS],
    notes: alreadyTotal
      ? [
          // va-facts §10 ([2ND], Bradley v. Peake, 22 Vet.App. 280 (2008)): a possibility, not a rule.
          'The combined rating is already 100%, a total rating. A TDIU based on one disability may still matter: it can support special monthly compensation at the housebound rate (SMC(s)). A VSO can check whether this applies.',
        ]
      : [...TDIU_NOTES],
  };
}
