import { describe, expect, it } from 'vitest';
import {
  addDays,
  CalendarDateError,
  dayOfWeek,
  daysBetween,
  formatCalendarDate,
  parseCalendarDate,
  sameDayNextYear,
} from './calendar-date';

const nextYear = (text: string) => formatCalendarDate(sameDayNextYear(parseCalendarDate(text)));
const days = (from: string, to: string) =>
  daysBetween(parseCalendarDate(from), parseCalendarDate(to));

describe('sameDayNextYear: one calendar year, not 365 days (§5)', () => {
  it.each([
    { source: 'ordinary date', from: '2024-03-15', to: '2025-03-15' },
    { source: 'year end', from: '2024-12-31', to: '2025-12-31' },
    { source: 'across a leap day, still the same day', from: '2023-06-01', to: '2024-06-01' },
    { source: '28 Feb before a leap year stays 28 Feb', from: '2023-02-28', to: '2024-02-28' },
    {
      source: '29 Feb → 28 Feb, the earlier date (va-facts silent)',
      from: '2024-02-29',
      to: '2025-02-28',
    },
    { source: '29 Feb 2000 (a 400-year leap) → 28 Feb', from: '2000-02-29', to: '2001-02-28' },
  ])('$source: $from → $to', ({ from, to }) => {
    expect(nextYear(from)).toBe(to);
  });
});

describe('daysBetween', () => {
  it.each([
    { from: '2024-03-15', to: '2024-03-15', days: 0 },
    { from: '2024-03-15', to: '2024-03-16', days: 1 },
    { from: '2024-03-16', to: '2024-03-15', days: -1 },
    { from: '2023-06-01', to: '2024-06-01', days: 366 },
    { from: '2024-06-01', to: '2025-06-01', days: 365 },
    { from: '1900-02-28', to: '1900-03-01', days: 1 },
    { from: '2000-02-28', to: '2000-03-01', days: 2 },
  ])('$from → $to = $days', ({ from, to, days: expected }) => {
    expect(days(from, to)).toBe(expected);
  });

  it('agrees with Date.UTC over many years', () => {
    const epoch = Date.UTC(1970, 0, 1);
    for (let year = 1896; year <= 2104; year += 1) {
      for (const [month, day] of [
        [1, 1],
        [2, 28],
        [3, 1],
        [12, 31],
      ] as const) {
        const expected = Math.round((Date.UTC(year, month - 1, day) - epoch) / 86_400_000);
        expect(daysBetween({ year: 1970, month: 1, day: 1 }, { year, month, day })).toBe(expected);
      }
    }
  });
});

describe('parseCalendarDate', () => {
  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-2-3',
    '',
    '2024-03-15T00:00:00Z',
    '15/03/2024',
  ])('rejects "%s"', (text) => {
    expect(() => parseCalendarDate(text)).toThrow(RangeError);
  });

  it('says whether the writing or the calendar is wrong', () => {
    const reason = (text: string) => {
      try {
        parseCalendarDate(text);
      } catch (error) {
        return error instanceof CalendarDateError ? error.reason : 'other';
      }
      return 'parsed';
    };
    expect(reason('2025-02-30')).toBe('calendar');
    expect(reason('02/30/2025')).toBe('format');
    expect(reason('2025-02-28')).toBe('parsed');
  });

  it('round-trips', () => {
    expect(formatCalendarDate(parseCalendarDate('0999-01-05'))).toBe('0999-01-05');
  });
});

describe('addDays and dayOfWeek', () => {
  it.each([
    { from: '2026-11-23', days: 0, to: '2026-11-23' },
    { from: '2026-12-31', days: 1, to: '2027-01-01' },
    { from: '2024-02-28', days: 1, to: '2024-02-29' },
    { from: '2025-02-28', days: 1, to: '2025-03-01' },
    { from: '2026-03-01', days: -1, to: '2026-02-28' },
    { from: '2026-06-01', days: 120, to: '2026-09-29' },
  ])('$from + $days = $to', ({ from, days, to }) => {
    expect(formatCalendarDate(addDays(parseCalendarDate(from), days))).toBe(to);
  });

  it('agrees with Date.UTC on the weekday and with daysBetween over many years', () => {
    const start = parseCalendarDate('1896-01-01');
    for (let offset = 0; offset < 80_000; offset += 37) {
      const date = addDays(start, offset);
      expect(daysBetween(start, date)).toBe(offset);
      expect(dayOfWeek(date)).toBe(
        new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay(),
      );
    }
  });
});
