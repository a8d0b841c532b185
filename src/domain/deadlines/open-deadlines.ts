/**
 * The deadlines on a claim that are still ahead of the veteran (today included): the ones worth
 * putting in a calendar. Shared by the server, which writes the calendar, and My Claims, which
 * offers it only when there is something to add.
 */
import type { ReviewLaneName } from './review-lanes';

type Dated = { deadline: string; daysLeft: number };

/** The parts of a claim's deadlines (claimDeadlines, or the API's copy of it) read here. */
export interface DeadlinesOfClaim {
  intentToFile: (Dated & { claimForm: { form: string; formTitle: string }; met: boolean }) | null;
  review: {
    lanes: readonly {
      lane: ReviewLaneName;
      title: string;
      form: string;
      formTitle: string;
      deadline: Dated | null;
    }[];
  } | null;
}

export interface OpenDeadline {
  kind: ReviewLaneName | 'intent-to-file';
  /** The day in plain words: "Last day for a Higher-Level Review". */
  lastDay: string;
  form: string;
  formTitle: string;
  /** YYYY-MM-DD, the last day, already moved off weekends and holidays. */
  deadline: string;
  daysLeft: number;
}

const stillOpen = (deadline: Dated) => deadline.daysLeft >= 0;

export function openDeadlines({ intentToFile, review }: DeadlinesOfClaim): OpenDeadline[] {
  const itf: OpenDeadline[] =
    intentToFile && !intentToFile.met && stillOpen(intentToFile)
      ? [
          {
            kind: 'intent-to-file',
            lastDay: 'Last day to submit the claim after an intent to file',
            // The day is the last to submit the claim itself, on its own application.
            form: intentToFile.claimForm.form,
            formTitle: intentToFile.claimForm.formTitle,
            deadline: intentToFile.deadline,
            daysLeft: intentToFile.daysLeft,
          },
        ]
      : [];
  const lanes = (review?.lanes ?? []).flatMap(({ lane, title, form, formTitle, deadline }) =>
    deadline && stillOpen(deadline)
      ? [
          {
            kind: lane,
            lastDay: `Last day for ${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title}`,
            form,
            formTitle,
            deadline: deadline.deadline,
            daysLeft: deadline.daysLeft,
          },
        ]
      : [],
  );
  return [...itf, ...lanes];
}
