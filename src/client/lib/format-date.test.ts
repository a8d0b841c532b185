import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDatesInText, formatWeekdayDate, localToday } from './format-date';

const originalTimeZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTimeZone;
});

describe('formatDate', () => {
  it.each([
    ['2026-03-02', 'Mar 02, 2026'],
    ['2025-12-31', 'Dec 31, 2025'],
    ['2024-02-29', 'Feb 29, 2024'],
    ['2027-01-01', 'Jan 01, 2027'],
  ])('shows the calendar date %s as %s', (value, shown) => {
    expect(formatDate(value)).toBe(shown);
  });

  it('never shifts a calendar date, even west of UTC', () => {
    // new Date('2026-01-01') is midnight UTC: Dec 31 in Honolulu. The calendar date must not move.
    process.env.TZ = 'Pacific/Honolulu';
    expect(formatDate('2026-01-01')).toBe('Jan 01, 2026');
  });

  it('shows a timestamp on the local calendar', () => {
    process.env.TZ = 'America/New_York';
    expect(formatDate('2026-01-01T03:00:00.000Z')).toBe('Dec 31, 2025');
    process.env.TZ = 'Asia/Tokyo';
    expect(formatDate('2026-01-01T03:00:00.000Z')).toBe('Jan 01, 2026');
  });

  it('leaves text it cannot read as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-13-01')).toBe('2026-13-01');
    // A day the calendar lacks is never rolled into the next month.
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
  });
});

describe('formatWeekdayDate', () => {
  it.each([
    ['2027-01-02', 'Sat, Jan 02'],
    ['2026-11-11', 'Wed, Nov 11'],
    ['2026-07-03', 'Fri, Jul 03'],
  ])('shows %s as %s', (value, shown) => {
    expect(formatWeekdayDate(value)).toBe(shown);
  });

  it('leaves anything else as it is', () => {
    expect(formatWeekdayDate('2026-02-30')).toBe('2026-02-30');
    expect(formatWeekdayDate('soon')).toBe('soon');
  });
});

describe('formatDatesInText', () => {
  it('rewrites each date in a sentence', () => {
    expect(formatDatesInText('Filing by 2027-09-30 keeps the date of 2026-09-30.')).toBe(
      'Filing by Sep 30, 2027 keeps the date of Sep 30, 2026.',
    );
  });
});

describe('localToday', () => {
  it('is the date on the local calendar, not in UTC', () => {
    process.env.TZ = 'America/Los_Angeles';
    // 02:00 UTC on 1 March is still 28 February in California.
    expect(localToday(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02-28');
  });

  it('pads month and day', () => {
    expect(localToday(new Date(2026, 0, 5, 12))).toBe('2026-01-05');
  });
});
