/**
 * "How much does 70% pay?": the monthly amount for one combined rating, from the dated rates
 * table in content/rates (the same table the Current Disabilities screen uses), with the table's
 * own notes and the date it was checked, so the veteran knows how far to trust the figure. What
 * the answer says about VA's rules around the amounts is content/knowledge-rules/pay-answer.json.
 */
import { fillText } from '../analysis/fill-text';
import { monthlyCompensationCents, ratesInEffect } from '../ratings/monthly-compensation';
import type { MonthlyRatesTable } from '../ratings/monthly-compensation';
import { finishAnswer } from './answer-text';
import { formatLongDate } from './calendar-words';
import type {
  AiPersonality,
  ComposedAnswer,
  KnowledgeSource,
  PayAnswerWording,
} from './knowledge-types';
import { normalizeMessage } from './phrase-match';

/** content/rates/veteran-alone.json as the engine reads it. */
export interface CompensationRates {
  notes: readonly string[];
  tables: readonly MonthlyRatesTable[];
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

/** A table a year old may have been replaced: VA has changed the amounts each December 1. */
function mayBeOutdated(table: MonthlyRatesTable, today: string): boolean {
  const year = Number(table.effectiveDate.slice(0, 4));
  return `${year + 1}${table.effectiveDate.slice(4)}` <= today;
}

export interface PayPart {
  lines: string[];
  sources: KnowledgeSource[];
}

/** What one combined rating pays, to stand alone or to follow a combined-rating answer. */
export function payPart(
  rates: CompensationRates,
  wording: PayAnswerWording,
  rating: number,
  today: string,
): PayPart {
  const table = ratesInEffect(rates.tables, today);
  if (!table) return { lines: [], sources: [] };
  const amount = monthlyCompensationCents(table, rating);
  const since = formatLongDate(table.effectiveDate, { weekday: false });
  const lines = [
    amount === 0
      ? `**${rating}% pays nothing each month.**`
      : `**${rating}%: ${dollars.format(amount / 100)} a month** for a veteran with no dependents (${table.label}, paid from ${since}).`,
    // At 0% the headline says it all; the notes are about amounts that are paid.
    amount === 0 ? null : rates.notes.map((note) => `- ${note}`).join('\n'),
    [
      fillText(wording.checkTheAmounts, {
        checkedOn: formatLongDate(table.checkedOn, { weekday: false }),
      }),
      mayBeOutdated(table, today) ? wording.newerAmountsMayApply : null,
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
  }: {
    rates: CompensationRates;
    wording: PayAnswerWording;
    today: string;
    personality?: AiPersonality;
  },
): ComposedAnswer {
  const { lines, sources } = payPart(rates, wording, rating, today);
  return finishAnswer(
    [
      opening(personality, wording),
      ...lines,
      'If you have more than one rating, ask me to combine them ("I have 50% and 30%") and I will show the combined rating and what it pays.',
    ],
    sources,
  );
}
