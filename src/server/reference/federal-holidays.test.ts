import { describe, expect, it } from 'vitest';
import { createFederalHolidayLookup } from './federal-holidays';

const holidayOn = createFederalHolidayLookup();

describe('US federal legal holidays (5 U.S.C. 6103) from date-holidays', () => {
  it.each([
    ['2026-01-01', "New Year's Day"],
    ['2026-01-19', 'Martin Luther King Jr. Day'],
    ['2026-06-19', 'Juneteenth'],
    // 4 July 2026 is a Saturday: federal offices close on Friday the 3rd.
    ['2026-07-03', 'Independence Day (observed)'],
    ['2026-09-07', 'Labor Day'],
    ['2026-11-11', 'Veterans Day'],
    ['2026-11-26', 'Thanksgiving Day'],
    ['2026-12-25', 'Christmas Day'],
    // 1 January 2028 is a Saturday: observed on Friday 31 December 2027.
    ['2027-12-31', "New Year's Day (observed)"],
  ])('%s is %s', (date, name) => {
    expect(holidayOn(date)).toBe(name);
  });

  it.each([
    ['2026-11-27', 'the day after Thanksgiving is a workday'],
    ['2026-12-24', 'Christmas Eve is a workday'],
    ['2026-02-14', "Valentine's Day is an observance, not a holiday"],
    ['2026-03-16', 'an ordinary Monday'],
  ])('%s is not: %s', (date) => {
    expect(holidayOn(date)).toBeNull();
  });
});
