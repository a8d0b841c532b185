/**
 * The rating a claim is about, for its back pay. The back pay ledger pays each month's whole
 * amount at the rating it is given, less what VA already paid; so one claim's estimate starts from
 * the claimed condition's own saved ratings combined as VA would (38 CFR 4.25, both sides of a
 * paired condition with 4.26), never from every rating the veteran holds today.
 */
import { conditionMatcher } from '../case/same-condition';
import type { Side } from './bilateral-factor';
import { calculateCombinedRating } from './combined-rating';

export interface SavedRating {
  name: string;
  currentPercentage: number;
  side?: Side | null;
}

/** The claimed condition's ratings combined, or null when no saved rating names it. */
export function claimedConditionRating(
  condition: string,
  ratings: readonly SavedRating[],
): number | null {
  const claimed = conditionMatcher({ name: condition }, []);
  const rated = ratings.filter((rating) =>
    claimed.isNamedBy({ name: rating.name, side: rating.side ?? null }),
  );
  if (rated.length === 0) return null;
  return calculateCombinedRating(
    rated.map(({ currentPercentage, side }) => ({
      percentage: currentPercentage,
      ...(side ? { side } : {}),
    })),
  ).combinedRating;
}
