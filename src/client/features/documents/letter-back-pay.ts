import type { DecisionProposal } from '../../../contracts/documents';
import { calculateCombinedRating } from '../../../domain/ratings/combined-rating';
import type { BackPayStart } from '../../components/back-pay/back-pay-values';
import { formatDate } from '../../lib/format-date';

type Issue = DecisionProposal['issues'][number];

/** Issues VA pays from a date the letter states. */
const paidFrom = (issue: Issue): issue is Issue & { percent: number; effectiveDate: string } =>
  (issue.outcome === 'granted' ||
    issue.outcome === 'increased' ||
    issue.outcome === 'granted-in-part') &&
  issue.percent !== null &&
  issue.effectiveDate !== null;

/**
 * The estimate a decision letter opens: its earliest stated effective date, and from each
 * effective date on, the combined rating of what it granted by then; counted through the
 * letter's month. Null when the letter states no effective date for a rated grant.
 */
export function letterBackPayStart(proposal: DecisionProposal): BackPayStart | null {
  const paid = proposal.issues.filter(paidFrom);
  const dates = [...new Set(paid.map((issue) => issue.effectiveDate))].sort();
  if (dates.length === 0) return null;
  return {
    title: proposal.letterDate
      ? `letter of ${formatDate(proposal.letterDate)}`
      : 'your decision letter',
    decisionStatedDate: dates[0],
    decisionDate: proposal.letterDate,
    ratings: dates.map((from) => ({
      from,
      percent: calculateCombinedRating(
        paid
          .filter((issue) => issue.effectiveDate <= from)
          .map((issue) => ({ percentage: issue.percent })),
      ).combinedRating,
    })),
  };
}
