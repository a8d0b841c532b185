/** How a deadline reminder words its day, the same in an e-mail and on the screen. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const RECORD_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "Tuesday, June 1, 2027" for 2027-06-01, as written on the calendar. */
export const spellDeadlineDay = (date: string) => LONG_DATE.format(new Date(`${date}T00:00:00Z`));

/** "June 1, 2026" for 2026-06-01: a day on the veteran's records, such as a decision's. */
export const spellRecordDay = (date: string) => RECORD_DATE.format(new Date(`${date}T00:00:00Z`));

/** "today", "tomorrow" or "in 7 days". */
export const daysAway = (days: number) =>
  days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;

/**
 * The days left as a reminder for `step` days before puts them: "in 30 days" on the step's own
 * day; "within 90 days (65 days from today)" when the deadline was already closer than the step
 * when its reminder could first go, so the count is always the day's own.
 */
export const daysAwayAtStep = (days: number, step: number) =>
  days === step || days <= 1 ? daysAway(days) : `within ${step} days (${days} days from today)`;
