/**
 * The ways to ask for another look at a VA decision, and their deadlines. Which lanes exist
 * depends on the kind of decision (va-facts.md §5, §10); the lanes' titles, forms, periods and
 * notes are data in content/review-lanes.json, passed in by the caller.
 */
import type { RuleCheck } from '../regulations/regulation-link';
import type { IntentToFileContent } from './intent-to-file-deadline';
import {
  filingDeadline,
  periodEnd,
  type Deadline,
  type FilingPeriod,
  type HolidayLookup,
} from './filing-deadline';

/** What the decision on the claim decided, in the order a claim usually travels. */
export const DECISION_TYPES = [
  'initial-claim',
  'increase-claim',
  'supplemental-claim',
  'higher-level-review',
  'board-decision',
] as const;
export type DecisionType = (typeof DECISION_TYPES)[number];

export const REVIEW_LANES = [
  'higher-level-review',
  'board-appeal',
  'court-appeal',
  'supplemental-claim',
] as const;
export type ReviewLaneName = (typeof REVIEW_LANES)[number];

/** One lane as content/review-lanes.json describes it. */
export interface ReviewLaneContent {
  lane: ReviewLaneName;
  title: string;
  form: string;
  formTitle: string;
  availableAfter: readonly DecisionType[];
  /** The time to request this lane; null when it can be requested at any time. */
  period: FilingPeriod | null;
  /** For a lane with no deadline: how long filing keeps the earliest effective date. */
  keepsEffectiveDate?: FilingPeriod;
  /** "{deadline}" is replaced by the lane's date (the deadline, or the effective-date limit). */
  note: string;
  /** The note once that date has passed. */
  noteAfter: string;
  check: RuleCheck;
}

/** The shape of content/review-lanes.json that the domain reads. */
export interface ReviewLanesContent {
  notes: readonly string[];
  legacy: { decidedBefore: string; note: string };
  unknownDecisionType: {
    lanes: readonly ReviewLaneName[];
    note: string;
    /** What the claims screen asks of the veteran after the note. */
    addDecisionType: string;
  };
  workdayRule: RuleCheck & { summary: string };
  /** The year to submit a claim after an intent to file, counted like the lanes' deadlines. */
  intentToFile: IntentToFileContent;
  lanes: readonly ReviewLaneContent[];
}

export interface ReviewLane {
  lane: ReviewLaneName;
  title: string;
  form: string;
  formTitle: string;
  /** The last day to request this lane; null when it has no deadline. */
  deadline: Deadline | null;
  /** For a lane with no deadline: the last day a filing keeps the earliest effective date. */
  keepsEffectiveDateUntil: Deadline | null;
  note: string;
  /** True when the decision type is unknown and this lane does not follow every decision. */
  dependsOnDecisionType: boolean;
  check: RuleCheck;
}

export interface ReviewOptions {
  decisionDate: string;
  decisionType: DecisionType | null;
  lanes: ReviewLane[];
  notes: string[];
}

type ReviewOptionsInput = {
  decisionDate: string;
  decisionType: DecisionType | null;
  today: string;
  holidayOn: HolidayLookup;
  content: ReviewLanesContent;
  /** What to ask when the decision type is unknown; the claims screen's words unless given. */
  askDecisionType?: string;
};

/** The lanes that exist after this decision, each with its deadline counted from `today`. */
export function reviewOptions({
  decisionDate,
  decisionType,
  today,
  holidayOn,
  content,
  askDecisionType = content.unknownDecisionType.addDecisionType,
}: ReviewOptionsInput): ReviewOptions {
  const shown = content.lanes.filter((lane) =>
    decisionType
      ? lane.availableAfter.includes(decisionType)
      : content.unknownDecisionType.lanes.includes(lane.lane),
  );
  const notes = [...content.notes];
  if (!decisionType) notes.unshift(`${content.unknownDecisionType.note} ${askDecisionType}`);
  // ISO dates compare correctly as strings.
  if (decisionDate < content.legacy.decidedBefore) notes.push(content.legacy.note);

  return {
    decisionDate,
    decisionType,
    notes,
    lanes: shown.map((lane) => {
      const dateOf = (period: FilingPeriod | null | undefined) =>
        period ? filingDeadline(periodEnd(decisionDate, period), today, holidayOn) : null;
      const deadline = dateOf(lane.period);
      const keepsEffectiveDateUntil = lane.period ? null : dateOf(lane.keepsEffectiveDate);
      const dated = deadline ?? keepsEffectiveDateUntil;
      const note = dated && dated.daysLeft < 0 ? lane.noteAfter : lane.note;
      return {
        lane: lane.lane,
        title: lane.title,
        form: lane.form,
        formTitle: lane.formTitle,
        deadline,
        keepsEffectiveDateUntil,
        note: dated ? note.replaceAll('{deadline}', dated.deadline) : note,
        dependsOnDecisionType: !decisionType && lane.availableAfter.length < DECISION_TYPES.length,
        check: lane.check,
      };
    }),
  };
}
