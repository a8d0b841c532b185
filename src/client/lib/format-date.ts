import {
  CalendarDateError,
  dayOfWeek,
  formatCalendarDate,
  parseCalendarDate,
  type CalendarDate,
} from '../../domain/deadlines/calendar-date';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const CALENDAR_DATES_IN_TEXT = /\b\d{4}-\d{2}-\d{2}\b/g;

const pad = (value: number) => String(value).padStart(2, '0');
const monthDay = ({ month, day }: CalendarDate) => `${MONTHS[month - 1]} ${pad(day)}`;
const spell = (date: CalendarDate) => `${monthDay(date)}, ${date.year}`;

/** The calendar date a YYYY-MM-DD text names; undefined when it is written some other way. */
function readCalendarDate(value: string): CalendarDate | 'not-on-calendar' | undefined {
  try {
    return parseCalendarDate(value);
  } catch (error) {
    if (error instanceof CalendarDateError && error.reason === 'calendar') return 'not-on-calendar';
    return undefined;
  }
}

/**
 * Spec §9: dates read "MMM dd, yyyy" (e.g. "Mar 02, 2026"). A bare YYYY-MM-DD is a calendar
 * date and is shown as written, never shifted by a time zone; a timestamp is shown on the
 * veteran's local calendar. Anything unreadable is returned unchanged rather than "Invalid Date".
 */
export function formatDate(value: string): string {
  const calendar = readCalendarDate(value);
  if (calendar === 'not-on-calendar') return value;
  if (calendar) return spell(calendar);
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  return spell({
    year: moment.getFullYear(),
    month: moment.getMonth() + 1,
    day: moment.getDate(),
  });
}

/** A calendar date with its weekday and no year, "Sat, Jan 02", for saying why a deadline moved. */
export function formatWeekdayDate(value: string): string {
  const calendar = readCalendarDate(value);
  if (!calendar || calendar === 'not-on-calendar') return value;
  return `${WEEKDAYS[dayOfWeek(calendar)]}, ${monthDay(calendar)}`;
}

/** Rewrites every YYYY-MM-DD inside a sentence (the domain's notes) as "MMM dd, yyyy". */
export const formatDatesInText = (text: string): string =>
  text.replace(CALENDAR_DATES_IN_TEXT, (date) => formatDate(date));

/** Today on the veteran's own calendar as YYYY-MM-DD; the claim form's dates stop at it. */
export const localToday = (now: Date = new Date()): string =>
  formatCalendarDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });

/** The veteran's time zone, so the server counts deadlines from their own today. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
