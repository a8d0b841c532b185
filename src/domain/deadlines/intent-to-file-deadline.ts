/**
 * The year to submit a claim after an intent to file (VA Form 21-0966; 38 CFR 3.155(b);
 * va-facts.md §4, §5), moved off weekends and holidays like every deadline.
 */
import { periodDeadline, type Deadline, type HolidayLookup } from './filing-deadline';

export interface IntentToFileDeadline extends Deadline {
  form: string;
  formTitle: string;
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
): IntentToFileDeadline {
  const window = periodDeadline(itfDate, { years: 1 }, today, holidayOn);
  // ISO dates compare correctly as strings.
  const met = Boolean(
    submittedDate && submittedDate >= itfDate && submittedDate <= window.deadline,
  );
  let note: string;
  if (met) {
    note = `Submitted ${submittedDate}, within the year after the intent to file, so if the claim is granted the effective date can go back to ${itfDate}.`;
  } else if (window.daysLeft >= 0) {
    note = `Submit the complete claim by ${window.deadline}, one year after VA received the intent to file. If the claim is granted, the effective date can go back to ${itfDate}.`;
  } else {
    note = `The year to submit the claim after this intent to file ended on ${window.deadline}.`;
  }
  return {
    form: 'VA Form 21-0966',
    formTitle:
      'Intent to File a Claim for Compensation and/or Pension, or Survivors Pension and/or DIC',
    intentToFileDate: itfDate,
    ...window,
    met,
    note,
  };
}
