/**
 * Every date that matters on one claim: the year after an intent to file and the review lanes
 * after a decision, plus the one deadline that most needs the veteran's attention.
 */
import type { RuleCheck } from '../regulations/regulation-link';
import { DUE_SOON_DAYS, type Deadline, type HolidayLookup } from './filing-deadline';
import { intentToFileDeadline, type IntentToFileDeadline } from './intent-to-file-deadline';
import {
  reviewOptions,
  type DecisionType,
  type ReviewLanesContent,
  type ReviewOptions,
} from './review-lanes';

export interface ClaimDates {
  submittedDate: string;
  decisionDate: string | null;
  decisionType: DecisionType | null;
  intentToFileDate: string | null;
}

export interface ClaimDeadlines {
  intentToFile: IntentToFileDeadline | null;
  review: ReviewOptions | null;
  /** The open or just-missed deadline nearest to today; null when nothing is pressing. */
  mostUrgent: Deadline | null;
  /** The rule that moved a deadline off a weekend or holiday, when one moved; null otherwise. */
  workdayRule: (RuleCheck & { summary: string }) | null;
}

export function claimDeadlines(
  claim: ClaimDates,
  today: string,
  holidayOn: HolidayLookup,
  content: ReviewLanesContent,
): ClaimDeadlines {
  const intentToFile = claim.intentToFileDate
    ? intentToFileDeadline(
        claim.intentToFileDate,
        claim.submittedDate,
        today,
        holidayOn,
        content.intentToFile,
      )
    : null;
  const review = claim.decisionDate
    ? reviewOptions({
        decisionDate: claim.decisionDate,
        decisionType: claim.decisionType,
        today,
        holidayOn,
        content,
      })
    : null;

  const deadlines = [
    ...(intentToFile && !intentToFile.met ? [intentToFile] : []),
    ...(review?.lanes.flatMap((lane) => (lane.deadline ? [lane.deadline] : [])) ?? []),
  ];
  const dated = [
    ...deadlines,
    ...(review?.lanes.flatMap((lane) =>
      lane.keepsEffectiveDateUntil ? [lane.keepsEffectiveDateUntil] : [],
    ) ?? []),
  ];
  return {
    intentToFile,
    review,
    mostUrgent: mostUrgentOf(deadlines),
    workdayRule: dated.some((deadline) => deadline.movedFrom) ? content.workdayRule : null,
  };
}

/**
 * A deadline that passed more than DUE_SOON_DAYS ago no longer calls for action, so it does not
 * push its claim to the top of the list for ever.
 */
function mostUrgentOf(deadlines: readonly Deadline[]): Deadline | null {
  let nearest: Deadline | null = null;
  for (const deadline of deadlines) {
    if (deadline.daysLeft < -DUE_SOON_DAYS) continue;
    if (!nearest || deadline.daysLeft < nearest.daysLeft) nearest = deadline;
  }
  return nearest;
}

type ListedClaim = {
  submittedDate: string;
  createdAt: string;
  deadlines: Pick<ClaimDeadlines, 'mostUrgent'>;
};

/**
 * My Claims order: the just-missed and then the nearest open deadline first, then claims with
 * nothing pressing, newest first.
 */
export function mostUrgentFirst<T extends ListedClaim>(claims: readonly T[]): T[] {
  const newestFirst = (a: T, b: T) =>
    b.submittedDate.localeCompare(a.submittedDate) || b.createdAt.localeCompare(a.createdAt);
  return [...claims].sort((a, b) => {
    const left = a.deadlines.mostUrgent?.daysLeft;
    const right = b.deadlines.mostUrgent?.daysLeft;
    if (left !== undefined && right !== undefined) return left - right || newestFirst(a, b);
    if (left !== undefined) return -1;
    if (right !== undefined) return 1;
    return newestFirst(a, b);
  });
}
