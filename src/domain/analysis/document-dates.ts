/**
 * Dates as letters and records write them ("June 12, 2026", "12 June 2026", "06/12/2026"),
 * read into YYYY-MM-DD. A text that is not a real calendar date gives undefined.
 */
import { daysInMonth, formatCalendarDate } from '../deadlines/calendar-date';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const MONTH_NAME =
  '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';

/** A date in any of the accepted forms, for use inside larger patterns (no capture groups). */
export const DATE_PATTERN = `(?:${MONTH_NAME.replace('(', '(?:')}\\s+\\d{1,2},?\\s+\\d{4}|\\d{1,2}\\s+${MONTH_NAME.replace('(', '(?:')}\\s+\\d{4}|\\d{1,2}/\\d{1,2}/\\d{4}|\\d{4}-\\d{2}-\\d{2})`;

const FORMS: {
  regExp: RegExp;
  order: ['month' | 'day' | 'year', 'month' | 'day' | 'year', 'month' | 'day' | 'year'];
}[] = [
  {
    regExp: new RegExp(`^${MONTH_NAME}\\s+(\\d{1,2}),?\\s+(\\d{4})$`, 'i'),
    order: ['month', 'day', 'year'],
  },
  {
    regExp: new RegExp(`^(\\d{1,2})\\s+${MONTH_NAME}\\s+(\\d{4})$`, 'i'),
    order: ['day', 'month', 'year'],
  },
  { regExp: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['month', 'day', 'year'] },
  { regExp: /^(\d{4})-(\d{2})-(\d{2})$/, order: ['year', 'month', 'day'] },
];

export function readDocumentDate(text: string): string | undefined {
  const trimmed = text.trim();
  for (const { regExp, order } of FORMS) {
    const match = regExp.exec(trimmed);
    if (!match) continue;
    const date = { year: 0, month: 0, day: 0 };
    order.forEach((part, index) => {
      const value = match[index + 1]!;
      date[part] = /^\d+$/.test(value)
        ? Number(value)
        : MONTHS.indexOf(value.slice(0, 3).toLowerCase()) + 1;
    });
    const real =
      date.month >= 1 &&
      date.month <= 12 &&
      date.day >= 1 &&
      date.day <= daysInMonth(date.year, date.month);
    return real ? formatCalendarDate(date) : undefined;
  }
  return undefined;
}
