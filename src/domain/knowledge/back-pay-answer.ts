/**
 * "How much back pay will I get?" answered from the veteran's own case: the latest approved
 * claim on My Claims with its dates sets the effective date by rule, their combined rating and
 * saved dependents are paid month by month through the month of the decision. Without such a
 * claim, how back pay is figured and what to add to estimate it.
 */
import type { HolidayLookup } from '../deadlines/filing-deadline';
import { fillText } from '../analysis/fill-text';
import { backPayLedger, firstPaidMonth } from '../ratings/back-pay';
import { claimedConditionRating, type SavedRating } from '../ratings/claimed-rating';
import { effectiveDateFrom } from '../ratings/effective-date';
import type { CompensationRatesTable, Household } from '../ratings/household-compensation';
import { describeHousehold } from '../ratings/household-words';
import { formatLongDate, monthInWords } from './calendar-words';
import type { BackPayAnswerWording, KnowledgeSource } from './knowledge-types';

/** A claim on My Claims, with the dates back pay is counted from. */
export interface BackPayClaim {
  disabilityName: string;
  status: string;
  submittedDate: string | null;
  intentToFileDate: string | null;
  decisionDate: string | null;
}

export interface BackPayFacts {
  claims: readonly BackPayClaim[];
  /** The saved ratings: the claim is paid at its own condition's (see claimedConditionRating). */
  ratings: readonly SavedRating[];
  household: Household | null;
}

export interface BackPayKnowledge {
  rates: readonly CompensationRatesTable[];
  holidayOn: HolidayLookup;
  wording: BackPayAnswerWording;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const list = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');

/** The approved claim decided last, with the dates an estimate needs. */
function latestGrant(claims: readonly BackPayClaim[]) {
  return claims
    .flatMap((claim) =>
      claim.status === 'approved' && claim.submittedDate && claim.decisionDate
        ? [{ ...claim, submittedDate: claim.submittedDate, decisionDate: claim.decisionDate }]
        : [],
    )
    .sort((a, b) => b.decisionDate.localeCompare(a.decisionDate))[0];
}

/** How back pay is figured, and what to add on My Claims for an estimate. */
const howItIsFigured = (wording: BackPayAnswerWording) =>
  `${wording.howItIsFiguredHeading}\n${list(wording.howItIsFigured)}`;

export function answerBackPay(
  { claims, ratings, household }: BackPayFacts,
  { rates, holidayOn, wording }: BackPayKnowledge,
): { parts: string[]; sources: KnowledgeSource[] } {
  const sources = [...wording.sources];
  const claim = latestGrant(claims);
  if (!claim) return { parts: [howItIsFigured(wording), wording.factsToAdd], sources };
  const named = { claim: claim.disabilityName };
  const combinedRating = claimedConditionRating(claim.disabilityName, ratings);
  if (combinedRating === null) {
    return { parts: [fillText(wording.needsRatings, named), howItIsFigured(wording)], sources };
  }

  const effective = effectiveDateFrom(
    {
      claimReceived: claim.submittedDate,
      ...(claim.intentToFileDate && { intentToFile: claim.intentToFileDate }),
    },
    holidayOn,
  );
  const through = claim.decisionDate.slice(0, 7);
  const first = firstPaidMonth(effective.date);
  if (through < first) {
    return {
      parts: [fillText(wording.noMonths, { ...named, first: monthInWords(first) })],
      sources,
    };
  }
  const ledger = backPayLedger({
    effectiveDate: effective.date,
    ratings: [{ from: effective.date, percent: combinedRating }],
    households: household ? [{ from: effective.date, household }] : [],
    through,
    rates,
  });
  if (!ledger.estimable) return { parts: [ledger.reason, howItIsFigured(wording)], sources };

  const assumed = [
    fillText(wording.assumedRating, { percent: `${combinedRating}%`, ...named }),
    household
      ? fillText(wording.assumedHousehold, { household: describeHousehold(household) })
      : wording.assumedNoHousehold,
    fillText(wording.assumedThrough, {
      date: formatLongDate(claim.decisionDate, { weekday: false }),
    }),
    wording.assumedNothingElse,
  ];
  return {
    parts: [
      fillText(wording.estimate, {
        ...named,
        total: dollars.format(ledger.totalCents / 100),
        months: ledger.months.length,
        first: monthInWords(first),
        last: monthInWords(through),
      }),
      `${wording.howFiguredHeading}\n${list([
        fillText(wording.effectiveDate, {
          date: formatLongDate(effective.date, { weekday: false }),
          rule: effective.rule,
        }),
        fillText(wording.firstMonth, { first: monthInWords(first) }),
        wording.eachYear,
      ])}`,
      `${wording.assumedHeading}\n${list(assumed)}`,
      wording.refine,
      wording.estimateOnly,
    ],
    sources,
  };
}
