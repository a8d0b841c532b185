import {
  caseBasisLabels,
  caseReviewLaneLabel,
  type CaseCondition,
} from '../../../../contracts/case';
import { formatDate } from '../../../lib/format-date';
import { presumptiveRuleTitle } from './presumptive-rules';

type BasisFields = Pick<CaseCondition, 'basis' | 'secondaryTo' | 'presumptiveRule'>;

/** How the condition is tied to service, as the card's second line says it. */
export function basisText({ basis, secondaryTo, presumptiveRule }: BasisFields): string {
  if (basis === 'secondary' && secondaryTo) return `Secondary to ${secondaryTo}`;
  if (basis === 'presumptive' && presumptiveRule)
    return `Presumptive: ${presumptiveRuleTitle(presumptiveRule)}`;
  return caseBasisLabels[basis];
}

/** The condition's name with the side it affects, "Knee (left)". */
export const conditionTitle = ({ name, side }: Pick<CaseCondition, 'name' | 'side'>) =>
  side ? `${name} (${side === 'both' ? 'both sides' : side})` : name;

/** The decision review the condition goes into, and the decision it asks about. */
export function reviewText({
  reviewLane,
  decisionDate,
}: Pick<CaseCondition, 'reviewLane' | 'decisionDate'>): string | null {
  if (!reviewLane) return null;
  const decided = decisionDate ? ` of the decision of ${formatDate(decisionDate)}` : '';
  return `${caseReviewLaneLabel(reviewLane)}${decided}`;
}
