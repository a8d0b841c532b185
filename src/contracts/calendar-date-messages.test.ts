import { describe, expect, it } from 'vitest';
import { calendarDate } from './case';

const messageFor = (value: unknown) =>
  calendarDate('From').safeParse(value).error?.issues[0]?.message;

describe('calendarDate messages', () => {
  it.each([
    ['', 'From: choose a date'],
    ['  ', 'From: choose a date'],
    ['03/04/2026', 'From must be a date (YYYY-MM-DD)'],
    ['2026-02-30', 'From is not a real calendar date'],
    [42, 'From must be a date (YYYY-MM-DD)'],
  ])('%j reads %j', (value, message) => {
    expect(messageFor(value)).toBe(message);
  });

  it('takes a real date', () => {
    expect(calendarDate('From').parse('2024-02-29')).toBe('2024-02-29');
  });
});
