import { describe, expect, it } from 'vitest';
import { remainingTimeLabel } from './remaining-time';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const after = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('remainingTimeLabel (spec §4)', () => {
  it.each([
    [48 * HOUR, '48h 0m remaining'],
    [47 * HOUR + 59 * MINUTE, '47h 59m remaining'],
    [HOUR + 5 * MINUTE, '1h 5m remaining'],
    [HOUR, '1h 0m remaining'],
    [59 * MINUTE, '59m remaining'],
    [MINUTE + 1, '2m remaining'],
    [30_000, '1m remaining'],
  ])('%d ms before expiry reads "%s"', (left, expected) => {
    expect(remainingTimeLabel(after(left), NOW)).toBe(expected);
  });

  it('says "Expired" at and after the expiry', () => {
    expect(remainingTimeLabel(after(0), NOW)).toBe('Expired');
    expect(remainingTimeLabel(after(-HOUR), NOW)).toBe('Expired');
  });

  it('says "No expiration" when the server set none', () => {
    expect(remainingTimeLabel(null, NOW)).toBe('No expiration');
    expect(remainingTimeLabel('not a date', NOW)).toBe('No expiration');
  });
});
