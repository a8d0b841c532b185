/**
 * US federal legal holidays from the maintained `date-holidays` data, for moving deadlines off
 * them (38 CFR 3.110). It stays on the server: the library carries every country's data.
 */
import Holidays from 'date-holidays';
import type { HolidayLookup } from '../../domain/deadlines/filing-deadline';

/** A lookup of the public holidays of 'US', including the Friday or Monday a holiday is observed. */
export function createFederalHolidayLookup(): HolidayLookup {
  const calendar = new Holidays('US');
  const byYear = new Map<number, Map<string, string>>();
  const holidaysOf = (year: number) => {
    let days = byYear.get(year);
    if (!days) {
      days = new Map();
      for (const holiday of calendar.getHolidays(year)) {
        if (holiday.type !== 'public') continue;
        // `date` is the civil date "YYYY-MM-DD 00:00:00", whatever the server's time zone.
        days.set(holiday.date.slice(0, 10), holiday.name.replace('(substitute day)', '(observed)'));
      }
      byYear.set(year, days);
    }
    return days;
  };
  return (date) => holidaysOf(Number(date.slice(0, 4))).get(date) ?? null;
}
