/**
 * The year to submit a claim after an intent to file (VA Form 21-0966; 38 CFR 3.155(b);
 * va-facts.md §4, §5).
 */
import { oneYearDeadline, type Deadline } from './one-year-deadline';

export interface IntentToFileDeadline extends Deadline {
  form: string;
  formTitle: string;
  /** The date VA received the intent to file. */
  intentToFileDate: string;
  note: string;
}

export function intentToFileDeadline(itfDate: string, today: string): IntentToFileDeadline {
  const window = oneYearDeadline(itfDate, today);
  return {
    form: '21-0966',
    formTitle:
      'Intent to File a Claim for Compensation and/or Pension, or Survivors Pension and/or DIC',
    intentToFileDate: itfDate,
    ...window,
    note:
      window.daysLeft >= 0
        ? `Submit the complete claim by ${window.deadline}, one year after VA received the intent to file. If the claim is granted, the effective date can go back to ${itfDate}.`
        : `The year to submit the claim after this intent to file ended on ${window.deadline}.`,
  };
}
