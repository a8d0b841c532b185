import { describe, expect, it } from 'vitest';
import { daysCovered, daysIncluding, formatSpan, overlap } from './service-spans';

describe('service spans', () => {
  it.each([
    ['one day', { from: '1991-01-01', to: '1991-01-01' }, 1],
    ['June', { from: '1980-06-01', to: '1980-06-30' }, 30],
    ['a leap year', { from: '1992-01-01', to: '1992-12-31' }, 366],
  ])('count %s with both ends included', (_case, span, days) => {
    expect(daysIncluding(span)).toBe(days);
  });

  it.each([
    [
      'inside',
      { from: '1991-01-01', to: '1991-06-30' },
      { from: '1990-08-02', to: null },
      { from: '1991-01-01', to: '1991-06-30' },
    ],
    [
      'across the start',
      { from: '1990-07-01', to: '1990-08-31' },
      { from: '1990-08-02', to: null },
      { from: '1990-08-02', to: '1990-08-31' },
    ],
    [
      'across the end',
      { from: '1987-12-01', to: '1988-01-31' },
      { from: '1953-08-01', to: '1987-12-31' },
      { from: '1987-12-01', to: '1987-12-31' },
    ],
    [
      'touching the first day',
      { from: '1961-01-01', to: '1962-01-09' },
      { from: '1962-01-09', to: '1975-05-07' },
      { from: '1962-01-09', to: '1962-01-09' },
    ],
    [
      'before',
      { from: '1961-01-01', to: '1962-01-08' },
      { from: '1962-01-09', to: '1975-05-07' },
      null,
    ],
    [
      'with no start bound',
      { from: '1970-01-01', to: '1974-06-30' },
      { from: null, to: '1973-12-31' },
      { from: '1970-01-01', to: '1973-12-31' },
    ],
  ])('overlap %s', (_case, span, bounds, expected) => {
    expect(overlap(span, bounds)).toEqual(expected);
  });

  it('count a day shared by two stays once', () => {
    expect(
      daysCovered([
        { from: '1980-06-10', to: '1980-06-20' },
        { from: '1980-06-01', to: '1980-06-10' },
        { from: '1981-01-01', to: '1981-01-05' },
      ]),
    ).toBe(25);
    expect(daysCovered([])).toBe(0);
  });

  it('write a span still running as "to present"', () => {
    expect(formatSpan({ from: '2024-01-01', to: null })).toBe('1 Jan 2024 – present');
  });
});
