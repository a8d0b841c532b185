/**
 * Calendar dates as YYYY-MM-DD, counted on the proleptic Gregorian calendar with integers only,
 * so no time zone or daylight-saving change can move a deadline by a day.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Why a text is not a calendar date: not written YYYY-MM-DD, or a day the calendar lacks. */
export class CalendarDateError extends RangeError {
  constructor(
    message: string,
    readonly reason: 'format' | 'calendar',
  ) {
    super(message);
    this.name = 'CalendarDateError';
  }
}

/** The one parser of YYYY-MM-DD in the project; 2025-02-30 is refused, never rolled over. */
export function parseCalendarDate(text: string): CalendarDate {
  const match = DATE_PATTERN.exec(text);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  if (year === undefined || month === undefined || day === undefined) {
    throw new CalendarDateError(`A date must be written YYYY-MM-DD, got "${text}"`, 'format');
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new CalendarDateError(`${text} is not a date on the calendar`, 'calendar');
  }
  return { year, month, day };
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The same month and day one year later. A 29 February start has no anniversary in a common
 * year; va-facts §5 does not say how VA counts it, so we use 28 February, the earlier date,
 * so the veteran is never promised a day they may not have.
 */
export function sameDayNextYear({ year, month, day }: CalendarDate): CalendarDate {
  const next = year + 1;
  return { year: next, month, day: Math.min(day, daysInMonth(next, month)) };
}

/** Days since 1970-01-01 (H. Hinnant's days_from_civil), exact for any Gregorian date. */
function dayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** The date `days` days after `date` (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return civilFromDayNumber(dayNumber(date) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** The inverse of dayNumber (H. Hinnant's civil_from_days). */
function civilFromDayNumber(dayCount: number): CalendarDate {
  const z = dayCount + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}
