import { describe, expect, it } from 'vitest';
import { calendarDateIn, latestDateOnEarth } from './calendar-today';

describe('calendarDateIn', () => {
  it.each([
    ['2026-03-01T02:00:00Z', 'America/Los_Angeles', '2026-02-28'],
    ['2026-03-01T02:00:00Z', 'UTC', '2026-03-01'],
    ['2026-12-31T23:30:00Z', 'Asia/Tokyo', '2027-01-01'],
    ['2026-11-23T09:00:00Z', 'Pacific/Guam', '2026-11-23'],
  ])('%s in %s is %s', (instant, zone, date) => {
    expect(calendarDateIn(new Date(instant), zone)).toBe(date);
  });

  it('the latest date on Earth is a day ahead of UTC in the afternoon', () => {
    expect(latestDateOnEarth(new Date('2026-11-23T12:00:00Z'))).toBe('2026-11-24');
    expect(latestDateOnEarth(new Date('2026-11-23T09:00:00Z'))).toBe('2026-11-23');
  });
});
