/**
 * One reading of a veteran's message: what it asks for, the numbers, conditions, forms, lanes,
 * dates, money and dependants it names, and what of their own case it points at. The chat reads
 * a message once, here; what follows uses the reading.
 */
import type { ConditionReference } from '../analysis/analysis-types';
import { conditionMentions } from '../analysis/condition-matching';
import type { SafetyLevel } from '../safety/safety-types';
import type { TurnEntities, TurnReading } from '../../contracts/turn';
import { readPercentages } from './read-percentages';
import { speaksOfSeparatedSpouse } from './separated-spouse';

export interface TurnInput {
  safety: SafetyLevel;
  intent: { name: string | null; score: number };
  /** The sentences that ask something. */
  asks: readonly string[];
  conditions: readonly ConditionReference[];
}

const FORM =
  /\b(?:(?:va\s+)?form\s+)?(\d{2}[-‐–]\d{3,5}[a-z]{0,3}|10182|4138|4142|0995|0996|0966)\b/gi;
/** Bare numbers that only name a form when the word "form" or its prefix is beside them. */
const SHORT_FORM_PREFIX: Readonly<Record<string, string>> = {
  '10182': '10182',
  '4138': '21-4138',
  '4142': '21-4142',
  '0995': '20-0995',
  '0996': '20-0996',
  '0966': '21-0966',
};

const LANES: readonly [TurnEntities['lanes'][number], RegExp][] = [
  ['higher-level-review', /\b(?:hlr|higher[-\s]level\s+review|20-0996)\b/i],
  ['supplemental-claim', /\b(?:supplemental(?:\s+claim)?|supp\s+claim|20-0995)\b/i],
  [
    'board-appeal',
    /\b(?:board(?:\s+of\s+veterans['’]?\s+appeals)?|bva|nod|notice\s+of\s+disagreement|10182)\b/i,
  ],
];

const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const US_DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g;
const WORD_DATE =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/gi;
const MONEY = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?/g;

const matches = (pattern: RegExp) => (text: string) => pattern.test(text);

/** The first state that fits, in this order: "separated, not divorced" is separated. */
const SPOUSE: readonly [
  NonNullable<TurnEntities['dependants']['spouse']>,
  (text: string) => boolean,
][] = [
  ['separated', speaksOfSeparatedSpouse],
  ['divorced', matches(/\b(?:divorced|ex[-\s]?(?:wife|husband|spouse))\b/i)],
  ['widowed', matches(/\b(?:widow(?:ed|er)?|surviving\s+spouse)\b/i)],
  ['married', matches(/\b(?:married|my\s+(?:wife|husband|spouse))\b/i)],
];
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};
const CHILDREN = /\b(\d|one|two|three|four|five|six)\s+(?:kids|children|child|sons|daughters)\b/i;

const OWN_CASE: readonly [TurnReading['ownCase'][number], RegExp][] = [
  ['rating', /\bmy\s+(?:\d{1,3}\s*(?:%|percent)|rating|ratings|combined|percentage)/i],
  ['claim', /\bmy\s+(?:claim|claims|appeal|hlr|supplemental|c&p|exam|decision|letter|itf|intent)/i],
  ['case', /\bmy\s+(?:case|file|c[-\s]?file|situation)\b/i],
];

const pad = (value: number) => String(value).padStart(2, '0');

function readDates(text: string): string[] {
  const dates: string[] = [];
  const add = (year: number, month: number, day: number) => {
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) {
      dates.push(`${year}-${pad(month)}-${pad(day)}`);
    }
  };
  for (const [, y, m, d] of text.matchAll(ISO_DATE)) add(Number(y), Number(m), Number(d));
  for (const [, m, d, y] of text.matchAll(US_DATE)) add(Number(y), Number(m), Number(d));
  for (const [, month, d, y] of text.matchAll(WORD_DATE)) {
    add(Number(y), MONTHS.indexOf(month!.slice(0, 3).toLowerCase()) + 1, Number(d));
  }
  return dates;
}

function readForms(text: string): string[] {
  const forms = new Set<string>();
  for (const match of text.matchAll(FORM)) {
    const number = match[1]!.replace(/[‐–]/g, '-').toUpperCase();
    const named = /form/i.test(match[0]);
    if (number in SHORT_FORM_PREFIX) {
      if (named || number === '10182') forms.add(SHORT_FORM_PREFIX[number]!);
    } else {
      forms.add(number);
    }
  }
  return [...forms];
}

function readConditions(
  text: string,
  conditions: readonly ConditionReference[],
): TurnEntities['conditions'] {
  return conditionMentions(text, conditions).map(({ condition, start }) => {
    const before = text.slice(Math.max(0, start - 12), start).toLowerCase();
    const side = /\bleft\s+$/.test(before)
      ? ('left' as const)
      : /\bright\s+$/.test(before)
        ? ('right' as const)
        : null;
    return { name: condition.conditionName, diagnosticCode: condition.diagnosticCode, side };
  });
}

function readOwnCase(text: string, mentions: TurnEntities['conditions']): TurnReading['ownCase'] {
  const own = OWN_CASE.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);
  const myCondition = mentions.some(({ name }) =>
    new RegExp(`\\bmy\\s+(?:(?:left|right|bad)\\s+)?${name.split(/\s+/)[0]}`, 'i').test(text),
  );
  return myCondition || /\bmy\s+(?:left|right)\s+\w+/i.test(text) ? [...own, 'condition'] : own;
}

export function readTurn(message: string, input: TurnInput): TurnReading {
  const text = message.replace(/[‘’ʼ`]/g, "'");
  const conditions = readConditions(text, input.conditions);
  const children = CHILDREN.exec(text)?.[1]?.toLowerCase();
  return {
    version: 1,
    safety: input.safety,
    intent: { name: input.intent.name, score: Math.min(1, Math.max(0, input.intent.score)) },
    asks: [...input.asks],
    entities: {
      percentages: readPercentages(text),
      conditions,
      forms: readForms(text),
      lanes: LANES.filter(([, pattern]) => pattern.test(text)).map(([lane]) => lane),
      dates: readDates(text),
      money: [...text.matchAll(MONEY)].map(([, whole, cents]) =>
        Number(`${whole!.replace(/,/g, '')}.${cents ?? '0'}`),
      ),
      dependants: {
        spouse: SPOUSE.find(([, fits]) => fits(text))?.[0] ?? null,
        children: children ? (NUMBER_WORDS[children] ?? Number(children)) : null,
      },
    },
    ownCase: readOwnCase(text, conditions),
  };
}
