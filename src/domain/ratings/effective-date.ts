/**
 * The effective date of an original compensation award from the facts that set it, with the
 * fact and rule that decide it (38 CFR 3.155(b), 3.400(b)(2)(i); va-facts.md §5, §12). The
 * date entitlement arose is not known here, so a later one can still move the date later.
 */
import { addDays, formatCalendarDate, parseCalendarDate } from '../deadlines/calendar-date';
import { filingDeadline, periodEnd, type HolidayLookup } from '../deadlines/filing-deadline';

export interface EffectiveDateFacts {
  /** The day VA received the complete claim; needed unless the decision states the date. */
  claimReceived?: string;
  /** The day VA received an intent to file, if one came first. */
  intentToFile?: string;
  /** The day of discharge from active service. */
  dischargeDate?: string;
  /** The effective date a decision letter states, which wins over any estimate. */
  decisionStatedDate?: string;
}

export interface EffectiveDate {
  date: string;
  setBy: 'decision' | 'discharge' | 'intent-to-file' | 'claim';
  rule: string;
}

/**
 * On or after `start` and no later than its anniversary, moved to the next workday when that
 * falls on a weekend or holiday (38 CFR 3.110): "within one year" of it.
 */
const withinYearOf = (start: string, date: string, holidayOn: HolidayLookup) =>
  date >= start &&
  date <= filingDeadline(periodEnd(start, { years: 1 }), start, holidayOn).deadline;

export function effectiveDateFrom(
  facts: EffectiveDateFacts,
  holidayOn: HolidayLookup,
): EffectiveDate {
  if (facts.decisionStatedDate) {
    parseCalendarDate(facts.decisionStatedDate);
    return {
      date: facts.decisionStatedDate,
      setBy: 'decision',
      rule: "The decision's stated effective date: VA's own date is used, not an estimate",
    };
  }
  if (!facts.claimReceived) {
    throw new RangeError('The date VA received the claim is needed when no decision states one');
  }
  parseCalendarDate(facts.claimReceived);
  // An intent to file followed by a claim within the year makes the ITF date the date of claim.
  const itfKept =
    facts.intentToFile && withinYearOf(facts.intentToFile, facts.claimReceived, holidayOn);
  const claimDate = itfKept ? facts.intentToFile! : facts.claimReceived;
  if (facts.dischargeDate && withinYearOf(facts.dischargeDate, claimDate, holidayOn)) {
    return {
      date: formatCalendarDate(addDays(parseCalendarDate(facts.dischargeDate), 1)),
      setBy: 'discharge',
      rule: `38 CFR 3.400(b)(2)(i): a claim dated within one year of discharge (${claimDate}) takes the day after discharge`,
    };
  }
  if (itfKept) {
    return {
      date: claimDate,
      setBy: 'intent-to-file',
      rule: `38 CFR 3.155(b): the claim arrived within one year of the intent to file, so the intent to file's date is the date of claim`,
    };
  }
  return {
    date: claimDate,
    setBy: 'claim',
    rule: '38 CFR 3.400: the date VA received the claim (or the date entitlement arose, if later)',
  };
}
