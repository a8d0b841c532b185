/**
 * The effective date of an original compensation award from the facts that set it, with the
 * fact and rule that decide it (38 CFR 3.155(b), 3.400(b)(2)(i); va-facts.md §5, §12). The
 * date entitlement arose is not known here, so a later one can still move the date later.
 */
import {
  addDays,
  formatCalendarDate,
  parseCalendarDate,
  sameDayNextYear,
} from '../deadlines/calendar-date';

export interface EffectiveDateFacts {
  /** The day VA received the complete claim. */
  claimReceived: string;
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

/** On or after `start` and no later than its anniversary: "within one year" of it. */
const withinYearOf = (start: string, date: string) =>
  date >= start && date <= formatCalendarDate(sameDayNextYear(parseCalendarDate(start)));

export function effectiveDateFrom(facts: EffectiveDateFacts): EffectiveDate {
  if (facts.decisionStatedDate) {
    parseCalendarDate(facts.decisionStatedDate);
    return {
      date: facts.decisionStatedDate,
      setBy: 'decision',
      rule: "The decision's stated effective date: VA's own date is used, not an estimate",
    };
  }
  parseCalendarDate(facts.claimReceived);
  // An intent to file followed by a claim within the year makes the ITF date the date of claim.
  const itfKept = facts.intentToFile && withinYearOf(facts.intentToFile, facts.claimReceived);
  const claimDate = itfKept ? facts.intentToFile! : facts.claimReceived;
  if (facts.dischargeDate && withinYearOf(facts.dischargeDate, claimDate)) {
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
