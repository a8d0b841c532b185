/** Dates as a veteran reads them in an answer: "March 3, 2027" or "Wednesday, March 3, 2027". */
import { dayOfWeek, parseCalendarDate } from '../deadlines/calendar-date';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A YYYY-MM-DD date in words, with its weekday unless asked not to. */
export function formatLongDate(date: string, { weekday = true } = {}): string {
  const parsed = parseCalendarDate(date);
  const words = `${MONTH_NAMES[parsed.month - 1]!} ${parsed.day}, ${parsed.year}`;
  return weekday ? `${WEEKDAYS[dayOfWeek(parsed)]!}, ${words}` : words;
}

/** A YYYY-MM month in words: "November 2024". */
export function monthInWords(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[number - 1]!} ${year}`;
}
