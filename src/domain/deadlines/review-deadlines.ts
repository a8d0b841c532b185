/**
 * Decision-review options after a VA decision, with their deadlines (va-facts.md §4, §5):
 * one year from the date on the decision letter for a Higher-Level Review or a Board appeal;
 * no deadline for a Supplemental Claim, though filing within that year keeps the earliest
 * effective date.
 */
import { oneYearDeadline, type Deadline } from './one-year-deadline';

export interface ReviewWithDeadline extends Deadline {
  lane: 'higher-level-review' | 'board-appeal';
  hasDeadline: true;
  form: string;
  formTitle: string;
  note: string;
}

export interface SupplementalClaimOption {
  lane: 'supplemental-claim';
  hasDeadline: false;
  form: string;
  formTitle: string;
  deadline: null;
  daysLeft: null;
  /** Not a deadline: the last day a filing keeps the earliest effective date. */
  earliestEffectiveDateKeptUntil: string;
  daysLeftToKeepEffectiveDate: number;
  note: string;
}

export type ReviewOption = ReviewWithDeadline | SupplementalClaimOption;

export interface ReviewDeadlines {
  decisionDate: string;
  options: [ReviewWithDeadline, ReviewWithDeadline, SupplementalClaimOption];
  notes: string[];
}

/** The Appeals Modernization Act lanes apply to decisions on or after this date. */
export const AMA_EFFECTIVE_DATE = '2019-02-19';

export function reviewDeadlines(decisionDate: string, today: string): ReviewDeadlines {
  const window = oneYearDeadline(decisionDate, today);
  const notes = [
    'Some benefit types have shorter limits; the decision letter states the deadline that applies.',
  ];
  // ISO dates compare correctly as strings.
  if (decisionDate < AMA_EFFECTIVE_DATE) {
    notes.push(
      'These review options apply to decisions dated on or after 19 February 2019; an older decision fell under the legacy appeals system.',
    );
  }
  return {
    decisionDate,
    options: [
      {
        lane: 'higher-level-review',
        hasDeadline: true,
        form: '20-0996',
        formTitle: 'Decision Review Request: Higher-Level Review',
        ...window,
        note: `Request by ${window.deadline}, one year from the date on the decision letter. A senior reviewer looks again at the same evidence; no new evidence can be added.`,
      },
      {
        lane: 'board-appeal',
        hasDeadline: true,
        form: '10182',
        formTitle: 'Decision Review Request: Board Appeal (Notice of Disagreement)',
        ...window,
        note: `Request by ${window.deadline}, one year from the date on the decision letter. Choose the Direct Review, Evidence Submission or Hearing docket.`,
      },
      {
        lane: 'supplemental-claim',
        hasDeadline: false,
        form: '20-0995',
        formTitle: 'Decision Review Request: Supplemental Claim',
        deadline: null,
        daysLeft: null,
        earliestEffectiveDateKeptUntil: window.deadline,
        daysLeftToKeepEffectiveDate: window.daysLeft,
        note:
          window.daysLeft >= 0
            ? `No deadline: a Supplemental Claim with new and relevant evidence can be filed at any time. Filing by ${window.deadline}, within one year of the decision, keeps the earliest effective date.`
            : `No deadline: a Supplemental Claim with new and relevant evidence can be filed at any time. The year in which filing keeps the earliest effective date ended on ${window.deadline}.`,
      },
    ],
    notes,
  };
}
