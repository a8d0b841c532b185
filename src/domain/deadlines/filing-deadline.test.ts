import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from './calendar-date';
import { filingDeadline, periodDeadline, type HolidayLookup } from './filing-deadline';

/** US federal holidays on the dates these cases touch, as OPM lists them. */
const HOLIDAYS: Record<string, string> = {
  '2026-07-03': 'Independence Day (observed)',
  '2026-09-07': 'Labor Day',
  '2026-11-11': 'Veterans Day',
  '2026-11-26': 'Thanksgiving Day',
  '2027-01-01': "New Year's Day",
  '2027-01-18': 'Martin Luther King Jr. Day',
};
const holidayOn: HolidayLookup = (date) => HOLIDAYS[date] ?? null;

describe('38 CFR 3.110: a period that ends on a weekend or legal holiday runs to the next workday', () => {
  it.each([
    {
      source: 'a Wednesday stays where it is',
      start: '2025-09-30',
      deadline: '2026-09-30',
      movedFrom: null,
      because: [],
    },
    {
      source: 'a Saturday moves to Monday',
      start: '2026-01-02',
      deadline: '2027-01-04',
      movedFrom: '2027-01-02',
      because: ['weekend'],
    },
    {
      source: 'a Sunday moves to Monday',
      start: '2025-03-15',
      deadline: '2026-03-16',
      movedFrom: '2026-03-15',
      because: ['weekend'],
    },
    {
      source: 'Veterans Day (Wed 11 Nov 2026) moves to Thursday',
      start: '2025-11-11',
      deadline: '2026-11-12',
      movedFrom: '2026-11-11',
      because: ['Veterans Day'],
    },
    {
      source: 'Thanksgiving moves to the Friday after, a workday for the government',
      start: '2025-11-26',
      deadline: '2026-11-27',
      movedFrom: '2026-11-26',
      because: ['Thanksgiving Day'],
    },
    {
      source: 'Independence Day observed on Friday 3 July 2026, then the weekend',
      start: '2025-07-03',
      deadline: '2026-07-06',
      movedFrom: '2026-07-03',
      because: ['Independence Day (observed)', 'weekend'],
    },
    {
      source: 'a Saturday before Martin Luther King Jr. Day moves to Tuesday',
      start: '2026-01-16',
      deadline: '2027-01-19',
      movedFrom: '2027-01-16',
      because: ['weekend', 'Martin Luther King Jr. Day'],
    },
  ])('one year: $source', ({ start, deadline, movedFrom, because }) => {
    expect(periodDeadline(start, { years: 1 }, '2026-01-05', holidayOn)).toMatchObject({
      deadline,
      movedFrom,
      movedBecause: because,
    });
  });

  it('120 days from a Board decision that end on Labor Day run to the Tuesday', () => {
    expect(periodDeadline('2026-05-10', { days: 120 }, '2026-09-01', holidayOn)).toEqual({
      deadline: '2026-09-08',
      daysLeft: 7,
      status: 'due-soon',
      movedFrom: '2026-09-07',
      movedBecause: ['Labor Day'],
    });
  });

  it('counts days left to the moved day, so the veteran gets the extra days', () => {
    const saturday = parseCalendarDate('2027-01-02');
    expect(filingDeadline(saturday, '2027-01-02', holidayOn)).toMatchObject({
      deadline: '2027-01-04',
      daysLeft: 2,
    });
    expect(filingDeadline(saturday, '2027-01-05', holidayOn)).toMatchObject({
      daysLeft: -1,
      status: 'overdue',
    });
  });
});

describe('status by days left', () => {
  it.each([
    { today: '2025-08-30', daysLeft: 31, status: 'open' },
    { today: '2025-08-31', daysLeft: 30, status: 'due-soon' },
    { today: '2025-09-30', daysLeft: 0, status: 'due-soon' },
    { today: '2025-10-01', daysLeft: -1, status: 'overdue' },
  ])('$daysLeft days left is $status', ({ today, daysLeft, status }) => {
    expect(periodDeadline('2024-09-30', { years: 1 }, today, holidayOn)).toMatchObject({
      deadline: '2025-09-30',
      daysLeft,
      status,
    });
  });

  it('a year with 29 Feb has 366 days; 29 Feb → 28 Feb (va-facts silent, the earlier day)', () => {
    expect(periodDeadline('2023-05-31', { years: 1 }, '2023-05-31', holidayOn).daysLeft).toBe(366);
    expect(periodDeadline('2024-02-29', { years: 1 }, '2025-02-01', holidayOn).deadline).toBe(
      '2025-02-28',
    );
  });
});
