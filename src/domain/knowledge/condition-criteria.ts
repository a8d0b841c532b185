/**
 * "What does 50% for migraines require?": a named condition's rating levels, read from the
 * conditions data (content/conditions) rather than retold, with the regulation it comes from.
 */
import type { ConditionReference } from '../analysis/analysis-types';
import { conditionMentions } from '../analysis/condition-matching';
import { withSegmentLevels, type SegmentedCondition } from '../conditions/spine-segments';
import { cfrSource, finishAnswer } from './answer-text';
import type { AiPersonality, ComposedAnswer } from './knowledge-types';
import { normalizeMessage } from './phrase-match';

type CriteriaLevel = { percentage: number; criteria: string };

/** The part of a VA condition this answer reads; content/conditions entries have it. */
export interface ConditionCriteria extends ConditionReference, SegmentedCondition<CriteriaLevel> {
  cfrSection: string;
  percentageOptions: readonly CriteriaLevel[];
}

export interface ConditionCriteriaQuestion {
  condition: ConditionCriteria;
  /** The level asked about ("50%"), or null for all levels. */
  percentage: number | null;
}

/**
 * Words that ask what a level takes, not how the condition is claimed in general. A level
 * named in a "what" question asks about it ("whats 50% for sleep apnea?"); named anywhere
 * else it is the veteran's own ("can I work with a 100% PTSD rating?").
 */
const ASKS_FOR_CRITERIA =
  /\b(?:criteria|criterion|requires?|requirements?|qualify|take|takes|next\s+level|higher\s+rating|rating\s+levels?|to\s+get)\b|^\s*(?:what|whats|what's|what\s+is)\b[^?.]*\d{1,3}\s*(?:%|percent)/im;
const PERCENTAGE = /\b(\d{1,3})\s*(?:%|percent)/i;

export function readConditionCriteriaQuestion(
  text: string,
  conditions: readonly ConditionCriteria[],
): ConditionCriteriaQuestion | null {
  const message = normalizeMessage(text);
  if (!ASKS_FOR_CRITERIA.test(message)) return null;
  const [mention] = conditionMentions(message, conditions);
  if (!mention) return null;
  const named = conditions.find(
    (candidate) => candidate.diagnosticCode === mention.condition.diagnosticCode,
  )!;
  // "my lower back" asks about the back's own levels, not the neck's too.
  const condition = withSegmentLevels(named, { name: message });
  const asked = Number(PERCENTAGE.exec(message)?.[1]);
  const known = condition.percentageOptions.some((option) => option.percentage === asked);
  return { condition, percentage: known ? asked : null };
}

const level = ({ percentage, criteria }: { percentage: number; criteria: string }) =>
  `- **${percentage}%:** ${criteria}`;

export function answerConditionCriteria(
  { condition, percentage }: ConditionCriteriaQuestion,
  personality: AiPersonality = 'professional',
): ComposedAnswer {
  const options = condition.percentageOptions;
  const index = options.findIndex((option) => option.percentage === percentage);
  const shown =
    index >= 0 && personality !== 'detailed' ? options.slice(index, index + 2) : options;
  const heading = `**${condition.conditionName}** (diagnostic code ${condition.diagnosticCode}, ${condition.cfrSection})`;
  const intro =
    index >= 0
      ? `What ${percentage}% takes${shown.length > 1 ? ', and the next level up' : ''}:`
      : 'The rating levels:';
  return finishAnswer(
    [
      personality === 'friendly' ? 'Here’s what VA looks for, in plain words.' : null,
      heading,
      `${intro}\n${shown.map(level).join('\n')}`,
      'VA rates what the medical evidence shows: describe your symptoms honestly and accurately, your worst days as well as your usual ones, without exaggerating or downplaying, and ask your examiner or doctor to record the findings these levels name. The rating schedule changes from time to time; check the current text of the regulation before relying on these levels.',
    ],
    [cfrSource(condition.cfrSection)],
  );
}
