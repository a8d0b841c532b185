/**
 * The last day to file when a period ends, with the days left from `today`. A period that ends
 * on a Saturday, Sunday or legal holiday runs to the next workday (38 CFR 3.110;
 * va-facts.md §10), and the deadline says where it moved from and why.
 */
import {
  addDays,
  dayOfWeek,
  daysBetween,
  formatCalendarDate,
  parseCalendarDate,
  sameDayNextYear,
  type CalendarDate,
} from './calendar-date';

/**
 * The name of the federal legal holiday on a YYYY-MM-DD date, or null on an ordinary day. The
 * server supplies it from a maintained holiday library, so the client never carries that data.
 */
export type HolidayLookup = (date: string) => string | null;

export type DeadlineStatus = 'open' | 'due-soon' | 'overdue';

/** The card turns to "due soon" this many days ahead, the deadline day itself included. */
export const DUE_SOON_DAYS = 30;

/** Why a Saturday or Sunday cannot be the last day to file, as the veteran reads it. */
const WEEKEND = 'weekend';

export interface Deadline {
  /** YYYY-MM-DD, the last day to file. */
  deadline: string;
  /** Days from today to the deadline: 0 on the day itself, negative once it has passed. */
  daysLeft: number;
  status: DeadlineStatus;
  /** YYYY-MM-DD the period itself ends on, when that day is not a workday; null otherwise. */
  movedFrom: string | null;
  /** Why the days from movedFrom up to the deadline were skipped: "weekend" or holiday names. */
  movedBecause: string[];
}

export function deadlineStatus(daysLeft: number): DeadlineStatus {
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= DUE_SOON_DAYS ? 'due-soon' : 'open';
}

/** Why `date` is not a workday, or null when it is one. */
function closedBecause(date: CalendarDate, holidayOn: HolidayLookup): string | null {
  const weekday = dayOfWeek(date);
  if (weekday === 0 || weekday === 6) return WEEKEND;
  return holidayOn(formatCalendarDate(date));
}

/** The first workday on or after `periodEnd`, with the reasons for every day skipped. */
function nextWorkday(periodEnd: CalendarDate, holidayOn: HolidayLookup) {
  const skippedBecause: string[] = [];
  let date = periodEnd;
  let reason = closedBecause(date, holidayOn);
  while (reason) {
    if (!skippedBecause.includes(reason)) skippedBecause.push(reason);
    date = addDays(date, 1);
    reason = closedBecause(date, holidayOn);
  }
  return { date, skippedBecause };
}

/** The deadline for a period ending on `periodEnd`, counted from `today` (YYYY-MM-DD). */
export function filingDeadline(
  periodEnd: CalendarDate,
  today: string,
  holidayOn: HolidayLookup,
): Deadline {
  const { date, skippedBecause } = nextWorkday(periodEnd, holidayOn);
  const daysLeft = daysBetween(parseCalendarDate(today), date);
  return {
    deadline: formatCalendarDate(date),
    daysLeft,
    status: deadlineStatus(daysLeft),
    movedFrom: skippedBecause.length > 0 ? formatCalendarDate(periodEnd) : null,
    movedBecause: skippedBecause,
  };
}

/** How long a filing period lasts after the date that starts it. */
export type FilingPeriod = { years: 1 } | { days: number };

/** The day a period ends: one calendar year later (not 365 days), or a count of days later. */
export function periodEnd(start: string, period: FilingPeriod): CalendarDate {
  const date = parseCalendarDate(start);
  return 'years' in period ? sameDayNextYear(date) : addDays(date, period.days);
}

/** The deadline of a period that starts on `start` (YYYY-MM-DD). */
export const periodDeadline = (
  start: string,
  period: FilingPeriod,
  today: string,
  holidayOn: HolidayLookup,
): Deadline => filingDeadline(periodEnd(start, period), today, holidayOn);
