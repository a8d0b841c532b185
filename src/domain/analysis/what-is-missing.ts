/**
 * What the document leaves missing and what to get next, from the coverage and the findings.
 * The wording is content (content/analysis/next-steps.json); this module picks and fills it.
 */
import { nounFor } from '../wording/count-of';
import type {
  AdequacyGap,
  ElementCoverage,
  NexusOpinion,
  NextStepContent,
  PageReport,
  PossibleCondition,
  RatingDecision,
} from './analysis-types';
import { fillText } from './fill-text';

export interface MissingInput {
  coverage: readonly ElementCoverage[];
  nexus?: NexusOpinion;
  ratingDecision?: RatingDecision;
  examGaps?: readonly AdequacyGap[];
  possibleConditions: readonly PossibleCondition[];
  pages: PageReport;
}

export function whatIsMissing(
  input: MissingInput,
  content: NextStepContent,
): { missing: string[]; nextSteps: string[] } {
  const missing: string[] = [];
  const nextSteps: string[] = [];
  for (const element of input.coverage) {
    if (element.status === 'supported') continue;
    missing.push(content.steps[element.element].missing);
    nextSteps.push(content.steps[element.element].next);
  }
  if (input.nexus?.stance === 'insufficient') nextSteps.push(content.advice.speculativeOpinion);
  const gaps = input.examGaps ?? [];
  if (gaps.length > 0) {
    const labels = gaps.map((gap) => gap.label.toLowerCase()).join('; ');
    missing.push(...gaps.map((gap) => gap.explanation));
    nextSteps.push(fillText(content.advice.examGaps, { gaps: labels }));
  }
  const decision = input.ratingDecision;
  if (decision?.reviewDeadline && decision.issues.some((issue) => issue.kind === 'denied')) {
    nextSteps.push(fillText(content.advice.reviewDeadline, { deadline: decision.reviewDeadline }));
  }
  for (const criteria of decision?.nextLevelCriteria ?? []) {
    nextSteps.push(
      fillText(content.advice.nextLevel, {
        condition: criteria.condition ?? 'this condition',
        percent: criteria.percent,
      }),
    );
  }
  for (const possible of input.possibleConditions) {
    nextSteps.push(
      fillText(content.advice.possibleCondition, {
        medication: possible.medication,
        condition: possible.name,
      }),
    );
  }
  const unread = input.pages.notAnalysed.map((page) => page.page);
  if (unread.length > 0) {
    const pages = `${nounFor(unread.length, 'Page')} ${unread.join(', ')}`;
    nextSteps.push(fillText(content.advice.unreadablePages, { pages }));
  }
  return { missing: [...new Set(missing)], nextSteps: [...new Set(nextSteps)] };
}
