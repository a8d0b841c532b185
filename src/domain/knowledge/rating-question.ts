/**
 * Questions with ratings in them ("I have 50% and 30%", "70 and 40 and 20 with both knees at
 * 10", "what is 60 + 40 + 20") read into a list of ratings, then answered by the rating engine
 * of src/domain/ratings with every step shown (38 CFR 4.25, 4.26).
 */
import type { Side } from '../ratings/bilateral-factor';
import { calculateCombinedRating, type CombinedRating } from '../ratings/combined-rating';
import { cfrSource, finishAnswer } from './answer-text';
import { fillText } from '../analysis/fill-text';
import type { AiPersonality, ComposedAnswer, RatingAnswerWording } from './knowledge-types';
import type { PayPart } from './pay-question';
import { normalizeMessage } from './phrase-match';

export interface RatingEntry {
  percentage: number;
  /** Only for a paired extremity ("left knee", "both legs"). */
  side?: Side;
}

export interface RatingQuestion {
  entries: RatingEntry[];
}

const LIMB =
  '((?:knees?|legs?|arms?|ankles?|feet|foot|hips?|shoulders?|elbows?|wrists?|hands?|thighs?|calf|calves|forearms?|sciatic(?:\\s+nerves?)?|lower\\s+extremit(?:y|ies)|upper\\s+extremit(?:y|ies)))';
const ARM = /arm|shoulder|elbow|wrist|hand|upper/;
const PERCENT = '\\s*(?:%|percent|pct)?';
const NUMBER = '(\\d{1,3})';

/** Numbers that are dates, sections, forms, money or measures: never a rating. */
const NOT_RATINGS = [
  /\b\d{4}-\d{1,2}-\d{1,2}\b/g,
  /\b\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?\b/g,
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b/g,
  /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/g,
  /\$\s*[\d,]+(?:\.\d+)?/g,
  /\b\d+\.\d+[a-z]?\b/g,
  /\b\d{2}-\d{3,5}[a-z]*\b/g,
  /\b(?:dc|code|form|age|aged|flexion|extension)\s*#?\s*\d+/g,
  /=\s*\d+/g,
  /\b\d+\s*(?:years?|yrs?|months?|mos?|weeks?|days?|hours?|hrs?|minutes?|mg|lbs?|pounds|degrees?|°|times|kids|children|dependents|hz|db|inches|sq|feet\s+tall)/g,
];

/** What the veteran hopes for ("want 100%") or already knows as combined ("70% combined"). */
const NOT_INDIVIDUAL = [
  /\b(?:want|wants|need|needs|get|getting|reach|hoping\s+for|goal\s+(?:is|of)|increase(?:d)?\s+to|bump(?:ed)?\s+(?:up\s+)?to|go\s+(?:up\s+)?to|up\s+to|raise(?:d)?\s+to|to)\s+(?:a\s+|an\s+)?\d{1,3}\s*(?:%|percent|pct)?/g,
  /\d{1,3}\s*(?:%|percent|pct)?\s+combined/g,
  /\b(?:i'?m|i\s+am)\s+(?:at\s+|rated\s+(?:at\s+)?)?\d{1,3}\s*(?:%|percent|pct)?\s+(?:with|overall|total)\b/g,
  /\bcombined\s+(?:rating\s+|value\s+)?(?:of\s+|is\s+|at\s+)?\d{1,3}/g,
];

const BOTH_SIDES: [RegExp, RegExp] = [
  new RegExp(
    `\\b(?:both|bilateral|two|2)\\s+(?:of\\s+my\\s+)?${LIMB}\\s+(?:(?:are|is|at|rated|each|of|for)\\s+)*${NUMBER}${PERCENT}(?:\\s+each)?`,
    'g',
  ),
  new RegExp(
    `${NUMBER}${PERCENT}\\s+(?:for|on|in|to)\\s+(?:each|both)\\s+(?:of\\s+my\\s+)?${LIMB}`,
    'g',
  ),
];
const ONE_SIDE = new RegExp(
  `\\b(left|right)\\s+${LIMB}\\s*(?:(?:is|at|rated|of|for|:|-)\\s*)*${NUMBER}${PERCENT}`,
  'g',
);
const ONE_SIDE_AFTER = new RegExp(
  `${NUMBER}\\s*(?:%|percent|pct)\\s*(?:for|on|in|to)?\\s*(?:the\\s+|my\\s+)?(left|right)\\s+${LIMB}`,
  'g',
);

const ANY_NUMBER = /(?<![\d.])\b(\d{1,3})\b(?![.\d])/g;
/** Words that make bare numbers read as ratings. */
const RATING_CONTEXT =
  /%|\bpercent|\bpct\b|\+|\bplus\b|\brat(?:ed|ing|ings)\b|\bcombin|\bva\s+math\b|\bdisabilit|\bservice[-\s]connected\b|\badd\s+up\b|\btotal\b/;

const TDIU = /\b(?:tdiu|iu|unemployab|individual\s+unemployability)/;

const isRating = (value: number) => value >= 0 && value <= 100 && value % 10 === 0;

/** Replaces each match with a separator, so numbers on either side never run together. */
function cut(text: string, pattern: RegExp, onMatch?: (match: RegExpMatchArray) => void): string {
  return text.replace(pattern, (...args: unknown[]) => {
    const match = args.slice(0, -2) as unknown as RegExpMatchArray;
    onMatch?.(match);
    return ' ; ';
  });
}

/** The ratings in a message, or null when it is not a question about combining ratings. */
export function readRatingQuestion(text: string): RatingQuestion | null {
  let rest = ` ${normalizeMessage(text).toLowerCase()} `;
  // Numbers in a TDIU question are thresholds to check, not ratings to combine.
  if (TDIU.test(rest)) return null;
  const hasContext = RATING_CONTEXT.test(rest);
  for (const pattern of [...NOT_RATINGS, ...NOT_INDIVIDUAL]) rest = cut(rest, pattern);

  const entries: (RatingEntry & { extremity?: 'arm' | 'leg' })[] = [];
  const add = (value: string | undefined, side?: Side, limb?: string) => {
    const percentage = Number(value);
    if (!isRating(percentage)) return;
    if (!side || !limb) entries.push({ percentage });
    else entries.push({ percentage, side, extremity: ARM.test(limb) ? 'arm' : 'leg' });
  };
  rest = cut(rest, BOTH_SIDES[0], ([, limb, value]) => {
    add(value, 'left', limb);
    add(value, 'right', limb);
  });
  rest = cut(rest, BOTH_SIDES[1], ([, value, limb]) => {
    add(value, 'left', limb);
    add(value, 'right', limb);
  });
  rest = cut(rest, ONE_SIDE, ([, side, limb, value]) => add(value, side as Side, limb));
  rest = cut(rest, ONE_SIDE_AFTER, ([, value, side, limb]) => add(value, side as Side, limb));
  // 4.26 pairs arms with arms and legs with legs: a side with no partner is an ordinary rating.
  const sidesOf = (extremity: string) =>
    new Set(entries.filter((entry) => entry.extremity === extremity).map((entry) => entry.side));
  const unpaired = ['arm', 'leg'].filter((extremity) => sidesOf(extremity).size < 2);
  for (const entry of entries) {
    if (entry.extremity && unpaired.includes(entry.extremity)) delete entry.side;
    delete entry.extremity;
  }
  const paired = entries.some((entry) => entry.side);

  for (const [, value] of rest.matchAll(ANY_NUMBER)) add(value);
  if (entries.length < 2 || !(hasContext || paired)) return null;
  return { entries };
}

const percent = (value: number) => `${value}%`;
const decimal = (value: number) => String(Math.round(value * 10) / 10);

function stepLines(result: CombinedRating, wording: RatingAnswerWording): string[] {
  return result.steps.map((step, index) => {
    const name = step.bilateral
      ? fillText(wording.bilateralName, { rating: percent(step.rating) })
      : percent(step.rating);
    if (index === 0) {
      return `1. ${fillText(wording.firstStep, { name, after: step.after })}`;
    }
    const share = (step.rating * (100 - step.before)) / 100;
    const line = fillText(wording.nextStep, {
      name,
      remaining: 100 - step.before,
      share: decimal(share),
      before: step.before,
      after: step.after,
    });
    return `${index + 1}. ${line}`;
  });
}

function bilateralLine(result: CombinedRating, wording: RatingAnswerWording): string | null {
  const { bilateral } = result;
  if (!bilateral) return null;
  return fillText(wording.bilateralFirst, {
    ratings: bilateral.ratings.map(percent).join(' and '),
    combined: bilateral.combinedValue,
    factor: decimal(bilateral.factor),
    value: bilateral.value,
  });
}

const opening = (personality: AiPersonality, wording: RatingAnswerWording): string | null =>
  ({
    professional: null,
    friendly: wording.friendlyOpening,
    detailed: wording.wholePersonMethod,
  })[personality];

export function answerRatingQuestion(
  question: RatingQuestion,
  wording: RatingAnswerWording,
  personality: AiPersonality = 'professional',
  /** When the veteran also asked what it pays: the pay lines for the combined rating. */
  payFor?: (combinedRating: number) => PayPart,
): ComposedAnswer {
  const result = calculateCombinedRating(question.entries);
  const pay = payFor?.(result.combinedRating);
  const listed = question.entries
    .map((entry) =>
      entry.side ? `${percent(entry.percentage)} (${entry.side})` : percent(entry.percentage),
    )
    .join(', ');
  const added = question.entries.reduce((sum, entry) => sum + entry.percentage, 0);
  const sided = question.entries.some((entry) => entry.side);
  const value = result.combinedValue;
  const rounding =
    value === result.combinedRating
      ? fillText(wording.alreadyRound, { value })
      : fillText(wording.rounds, { value, rating: result.combinedRating });
  return finishAnswer(
    [
      opening(personality, wording),
      `**Combined rating: ${result.combinedRating}%** for ${listed}.`,
      bilateralLine(result, wording),
      sided && !result.bilateral ? wording.bilateralNotApplied : null,
      result.steps.length > 0 ? stepLines(result, wording).join('\n') : wording.allZero,
      rounding,
      personality === 'detailed' && added !== result.combinedRating
        ? fillText(wording.notAdded, { added })
        : null,
      ...(pay?.lines ?? []),
      wording.checkTheLetter,
    ],
    [
      cfrSource('38 CFR 4.25', 'Combined ratings table'),
      ...(sided ? [cfrSource('38 CFR 4.26', 'Bilateral factor')] : []),
      ...(pay?.sources ?? []),
    ],
  );
}
