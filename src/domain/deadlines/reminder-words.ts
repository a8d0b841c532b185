/** How a deadline reminder words its day, the same in an e-mail and on the screen. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Tuesday, June 1, 2027" for 2027-06-01, as written on the calendar. */
export const spellDeadlineDay = (date: string) => LONG_DATE.format(new Date(`${date}T00:00:00Z`));

/** "today", "tomorrow" or "in 7 days". */
export const daysAway = (days: number) =>
  days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
