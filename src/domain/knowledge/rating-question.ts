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
import { readPercentages } from '../understanding/read-percentages';

export interface RatingEntry {
  percentage: number;
  /** Only for a paired extremity ("left knee", "both legs"). */
  side?: Side;
}

export interface RatingQuestion {
  entries: RatingEntry[];
  /** The combined rating the message says the veteran holds ("I'm 70% combined"), to check. */
  statedCombined?: number;
}

const ARM = /arm|shoulder|elbow|wrist|hand|upper|forearm/;

/** Words that make bare numbers read as ratings. */
const RATING_CONTEXT =
  /%|\bpercent|\bpct\b|\+|\bplus\b|\brat(?:ed|ing|ings)\b|\bcombin|\bva\s+math\b|\bdisabilit|\bservice[-\s]connected\b|\badd\s+up\b|\btotal\b/;

const TDIU = /\b(?:tdiu|iu|unemployab|individual\s+unemployability)/;

const isRating = (value: number) => value >= 0 && value <= 100 && value % 10 === 0;

/**
 * The ratings a message lists to combine, or null when it is not a question about combining
 * ratings. What it holds as its combined rating is kept to compare; what it hopes for is not a
 * rating.
 */
export function readRatingQuestion(text: string): RatingQuestion | null {
  const lower = normalizeMessage(text).toLowerCase();
  // Numbers in a TDIU question are thresholds to check, not ratings to combine.
  if (TDIU.test(lower)) return null;
  const percentages = readPercentages(text);
  const listed = percentages.filter(
    ({ value, of }) => isRating(value) && (of === 'condition' || of === 'unknown'),
  );
  // 4.26 pairs arms with arms and legs with legs: a side with no partner is an ordinary rating.
  const extremityOf = (condition = '') => (ARM.test(condition) ? 'arm' : 'leg');
  const sidesOf = (extremity: string) =>
    new Set(
      listed
        .filter((entry) => entry.side && extremityOf(entry.condition) === extremity)
        .map((entry) => entry.side),
    );
  const paired = new Set(['arm', 'leg'].filter((extremity) => sidesOf(extremity).size === 2));
  const entries: RatingEntry[] = listed.map(({ value, side, condition }) =>
    side && paired.has(extremityOf(condition))
      ? { percentage: value, side }
      : { percentage: value },
  );
  if (entries.length < 2 || !(RATING_CONTEXT.test(lower) || paired.size > 0)) return null;
  const stated = percentages.find((entry) => entry.of === 'combined' && isRating(entry.value));
  return stated ? { entries, statedCombined: stated.value } : { entries };
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

/** What the message said the combined rating is, held against VA's math for the listed ratings. */
function statedLine(
  stated: number | undefined,
  combined: number,
  wording: RatingAnswerWording,
): string | null {
  if (stated === undefined) return null;
  return fillText(stated === combined ? wording.statedMatches : wording.statedDiffers, {
    stated,
    rating: combined,
  });
}

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
      statedLine(question.statedCombined, result.combinedRating, wording),
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
