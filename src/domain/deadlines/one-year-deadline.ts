/**
 * A deadline one calendar year after a starting date (a year is not 365 days), moved to the
 * next workday when it ends on a weekend or, given the server's lookup, a federal holiday.
 */
import { periodDeadline, type Deadline, type HolidayLookup } from './filing-deadline';

const NO_HOLIDAYS: HolidayLookup = () => null;

export const oneYearDeadline = (
  startDate: string,
  today: string,
  holidayOn: HolidayLookup = NO_HOLIDAYS,
): Deadline => periodDeadline(startDate, { years: 1 }, today, holidayOn);
