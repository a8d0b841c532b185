const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CALENDAR_DATES_IN_TEXT = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

const pad = (value: number) => String(value).padStart(2, '0');
const spell = (year: number, month: number, day: number) =>
  `${MONTHS[month - 1]} ${pad(day)}, ${year}`;

/**
 * Spec §9: dates read "MMM dd, yyyy" (e.g. "Mar 02, 2026"). A bare YYYY-MM-DD is a calendar
 * date and is shown as written, never shifted by a time zone; a timestamp is shown on the
 * veteran's local calendar. Anything unreadable is returned unchanged rather than "Invalid Date".
 */
export function formatDate(value: string): string {
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) {
    const [year, month, day] = calendar.slice(1).map(Number) as [number, number, number];
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? spell(year, month, day) : value;
  }
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  return spell(moment.getFullYear(), moment.getMonth() + 1, moment.getDate());
}

/** Rewrites every YYYY-MM-DD inside a sentence (the domain's notes) as "MMM dd, yyyy". */
export const formatDatesInText = (text: string): string =>
  text.replace(CALENDAR_DATES_IN_TEXT, (date) => formatDate(date));

/** Today on the veteran's own calendar as YYYY-MM-DD; deadlines count from it. */
export const localToday = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
