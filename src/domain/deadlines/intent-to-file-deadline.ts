/**
 * The year to submit a claim after an intent to file (VA Form 21-0966; 38 CFR 3.155(b);
 * va-facts.md §4, §5), moved off weekends and holidays like every deadline. The form, the
 * period and the notes are data in content/review-lanes.json, passed in by the caller.
 */
import { fillText } from '../analysis/fill-text';
import {
  periodDeadline,
  type Deadline,
  type FilingPeriod,
  type HolidayLookup,
} from './filing-deadline';

export interface ClaimForm {
  form: string;
  formTitle: string;
}

/** What content/review-lanes.json says about an intent to file. */
export interface IntentToFileContent {
  form: string;
  formTitle: string;
  /** The application each benefit's complete claim is made on: what the year waits for. */
  claimForms: Record<'compensation' | 'pension' | 'survivors-pension', ClaimForm>;
  /** How long after VA received the intent to file the complete claim may be submitted. */
  period: FilingPeriod;
  /** While the period runs: `{deadline}` and `{intentToFileDate}`. */
  note: string;
  /** Once the period has ended without a claim: `{deadline}`. */
  noteAfter: string;
  /** The claim was submitted within the period: `{submittedDate}` and `{intentToFileDate}`. */
  noteMet: string;
}

export interface IntentToFileDeadline extends Deadline {
  form: string;
  formTitle: string;
  /** The application the year waits for: a claim on My Claims is one for compensation. */
  claimForm: ClaimForm;
  /** The date VA received the intent to file. */
  intentToFileDate: string;
  /** The claim was submitted within the year, so this deadline is met. */
  met: boolean;
  note: string;
}

export function intentToFileDeadline(
  itfDate: string,
  submittedDate: string | null,
  today: string,
  holidayOn: HolidayLookup,
  content: IntentToFileContent,
): IntentToFileDeadline {
  const window = periodDeadline(itfDate, content.period, today, holidayOn);
  // ISO dates compare correctly as strings.
  const met = Boolean(
    submittedDate && submittedDate >= itfDate && submittedDate <= window.deadline,
  );
  const values = {
    deadline: window.deadline,
    intentToFileDate: itfDate,
    submittedDate: submittedDate ?? '',
  };
  const note = met ? content.noteMet : window.daysLeft >= 0 ? content.note : content.noteAfter;
  return {
    form: content.form,
    formTitle: content.formTitle,
    claimForm: content.claimForms.compensation,
    intentToFileDate: itfDate,
    ...window,
    met,
    note: fillText(note, values),
  };
}
