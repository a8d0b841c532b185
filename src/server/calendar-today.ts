/** The server's clock read as a calendar date somewhere on Earth. */
import { formatCalendarDate } from '../domain/deadlines/calendar-date';

// Building a formatter costs far more than using one, and a server sees few time zones.
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 1000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    if (formatters.size < MAX_FORMATTERS) formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The YYYY-MM-DD date at `now` in an IANA time zone. */
export function calendarDateIn(now: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return formatCalendarDate({ year: part('year'), month: part('month'), day: part('day') });
}

/**
 * The latest date anywhere (UTC+14). A date is "in the future" only after it, so no veteran's
 * own today is refused, whatever their time zone.
 */
export const latestDateOnEarth = (now: Date) => calendarDateIn(now, 'Pacific/Kiritimati');
