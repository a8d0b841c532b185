/**
 * "How much does 70% pay?": the monthly amount for one combined rating, from the dated rates
 * table in content/rates (the same table the Current Disabilities screen uses), with the table's
 * own notes and the date it was checked, so the veteran knows how far to trust the figure. What
 * the answer says about VA's rules around the amounts is content/knowledge-rules/pay-answer.json.
 */
import { fillText } from '../analysis/fill-text';
import {
  householdCompensation,
  VETERAN_ALONE,
  type CompensationRatesTable,
  type Household,
} from '../ratings/household-compensation';
import { computationLines, describeHousehold, hasDependents } from '../ratings/household-words';
import {
  previousTableNote,
  ratesForMonth,
  type UnloadedRatesTable,
} from '../ratings/monthly-compensation';
import { finishAnswer } from './answer-text';
import { formatLongDate } from './calendar-words';
import type {
  AiPersonality,
  ComposedAnswer,
  KnowledgeSource,
  PayAnswerWording,
} from './knowledge-types';
import { normalizeMessage } from './phrase-match';

/** content/rates/compensation-rates.json as the engine reads it. */
export interface CompensationRates {
  notes: readonly string[];
  tables: readonly CompensationRatesTable[];
  /** Tables in force but not loaded: amounts from their date say they use the previous table. */
  notLoaded?: readonly UnloadedRatesTable[];
  /** The sentence that says so ({inForce}, {since}, {table}). */
  previousTable: string;
}

/** The household to pay for, and where it came from: the question's words or the profile. */
export interface PayHousehold {
  household: Household;
  from: 'question' | 'profile';
  /** What vague words were read as, e.g. "2 children under 18" for "my kids". */
  assumed?: readonly string[];
  /** The question's spouse lives apart from the veteran, still married. */
  separatedSpouse?: boolean;
}

/** Words that ask about money rather than about the rating itself. */
export const ASKS_ABOUT_PAY =
  /\b(?:pay|pays|paid|payment|payments|money|dollars?|monthly|per\s+month|a\s+month|each\s+month|compensation\s+(?:amount|rate)|how\s+much\s+(?:is|does|will|would|do|can|could)\s+(?:i\s+)?(?:get|receive|make|\d))|\$/;
const TDIU = /\b(?:tdiu|iu|unemployab|individual\s+unemployability)/;
const PERCENTAGE = /(?<![\d.])(\d{1,3})\s*(?:%|percent\b|pct\b)/g;

/** The one rating a pay question names, or null when it names none or several. */
export function readPayQuestion(text: string): number | null {
  const message = normalizeMessage(text).toLowerCase();
  if (!ASKS_ABOUT_PAY.test(message) || TDIU.test(message)) return null;
  const ratings = new Set(
    [...message.matchAll(PERCENTAGE)]
      .map(([, value]) => Number(value))
      .filter((value) => value <= 100 && value % 10 === 0),
  );
  return ratings.size === 1 ? [...ratings][0]! : null;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export interface PayPart {
  lines: string[];
  sources: KnowledgeSource[];
}

/** The headline and computation of what `rating` pays the household (or a veteran alone). */
function amountLines(
  table: CompensationRatesTable,
  wording: PayAnswerWording,
  rating: number,
  paid: PayHousehold | undefined,
): string[] {
  const since = formatLongDate(table.effectiveDate, { weekday: false });
  const when = `${table.label}, paid from ${since}`;
  const computed = householdCompensation(table, rating, paid?.household ?? VETERAN_ALONE);
  const amount = dollars.format(computed.totalCents / 100);
  if (computed.totalCents === 0) return [`**${rating}% pays nothing each month.**`];
  if (!paid) {
    return [
      `**${rating}%: ${amount} a month** for a veteran with no dependents (${when}).`,
      ...(computed.dependentsCounted ? [wording.householdUnknown] : []),
    ];
  }
  const household = describeHousehold(paid.household);
  const whose = fillText(
    paid.from === 'question' ? wording.householdFromQuestion : wording.householdFromProfile,
    { household },
  );
  const assumed = paid.assumed?.length ? ` (${paid.assumed.join('; ')})` : '';
  if (!computed.dependentsCounted || !hasDependents(paid.household)) {
    return [
      `**${rating}%: ${amount} a month** for a veteran with no dependents (${when}).`,
      `${whose}${assumed}${hasDependents(paid.household) ? ` ${wording.sameForEveryHousehold}` : ''}`,
    ];
  }
  return [
    `**${rating}% with ${household}: ${amount} a month** (${when}).`,
    `${whose}${assumed}`,
    ...(paid.separatedSpouse ? [wording.separatedSpouse] : []),
    `${wording.howItAddsUp}\n${computationLines(computed)
      .map((line) => `- ${line}`)
      .join('\n')}`,
  ];
}

/** What one combined rating pays, to stand alone or to follow a combined-rating answer. */
export function payPart(
  rates: CompensationRates,
  wording: PayAnswerWording,
  rating: number,
  today: string,
  household?: PayHousehold,
): PayPart {
  const choice = ratesForMonth(rates, today);
  if (choice.status === 'none') return { lines: [], sources: [] };
  const { table } = choice;
  const headline = amountLines(table, wording, rating, household);
  const paysNothing = rating === 0;
  const lines = [
    ...headline,
    // At 0% the headline says it all; the notes are about amounts that are paid.
    paysNothing ? null : rates.notes.map((note) => `- ${note}`).join('\n'),
    [
      fillText(wording.checkTheAmounts, {
        checkedOn: formatLongDate(table.checkedOn, { weekday: false }),
      }),
      previousTableNote(choice, rates.previousTable),
      choice.status === 'previous' ? wording.newerAmountsMayApply : null,
    ]
      .filter(Boolean)
      .join(' '),
  ];
  return {
    lines: lines.filter((line): line is string => line !== null),
    sources: [{ label: table.source.title, url: table.source.url }],
  };
}

const opening = (personality: AiPersonality, wording: PayAnswerWording): string | null =>
  ({
    professional: null,
    friendly: 'Good question: here is what that rating pays.',
    detailed: wording.paidByCombinedRating,
  })[personality];

export function answerPayQuestion(
  rating: number,
  {
    rates,
    wording,
    today,
    personality = 'professional',
    household,
  }: {
    rates: CompensationRates;
    wording: PayAnswerWording;
    today: string;
    personality?: AiPersonality;
    household?: PayHousehold;
  },
): ComposedAnswer {
  const { lines, sources } = payPart(rates, wording, rating, today, household);
  return finishAnswer(
    [
      opening(personality, wording),
      ...lines,
      'If you have more than one rating, ask me to combine them ("I have 50% and 30%") and I will show the combined rating and what it pays.',
    ],
    sources,
  );
}
