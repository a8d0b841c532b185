/**
 * A deadline one calendar year after a starting date (a year is not 365 days), with the days
 * left from `today`.
 */
import {
  daysBetween,
  formatCalendarDate,
  parseCalendarDate,
  sameDayNextYear,
} from './calendar-date';

export type DeadlineStatus = 'open' | 'due-soon' | 'overdue';

/** The card turns to "due soon" this many days ahead, the deadline day itself included. */
export const DUE_SOON_DAYS = 30;

export interface Deadline {
  /** YYYY-MM-DD, the last day to file. */
  deadline: string;
  /** Days from today to the deadline: 0 on the day itself, negative once it has passed. */
  daysLeft: number;
  status: DeadlineStatus;
}

export function deadlineStatus(daysLeft: number): DeadlineStatus {
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= DUE_SOON_DAYS ? 'due-soon' : 'open';
}

export function oneYearDeadline(startDate: string, today: string): Deadline {
  const deadline = sameDayNextYear(parseCalendarDate(startDate));
  const daysLeft = daysBetween(parseCalendarDate(today), deadline);
  return { deadline: formatCalendarDate(deadline), daysLeft, status: deadlineStatus(daysLeft) };
}
