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
  /** "More than 10%": the levels above this one are asked for. */
  above: number | null;
}

/** "More than 10%": the level above the one named is asked for. */
const ABOVE_PERCENTAGE =
  /\b(?:can|could|will|would|do|does|is|are)\b[^.?!]*\b(?:more|higher|above|over)\s+(?:than\s+)?(\d{1,3})\s*(?:%|percent)/i;

/**
 * Words that ask what a level takes, not how the condition is claimed in general. A level
 * named in a "what" question asks about it ("whats 50% for sleep apnea?"); named anywhere
 * else it is the veteran's own ("can I work with a 100% PTSD rating?").
 */
const ASKS_FOR_CRITERIA = new RegExp(
  [
    String.raw`\b(?:criteria|criterion|requires?|requirements?|qualify|next\s+level|higher\s+rating|rating\s+levels?|to\s+get)\b`,
    // "what does 50% take" asks; "will PTSD take my guns" does not.
    String.raw`\b(?:what|how\s+much)\b[^?.!]*\btakes?\b`,
    // "what does a knee need for 20%", "what rating is that", "the max for tinnitus"
    String.raw`\bneeds?\s+(?:for|to\s+(?:get|be\s+rated))\b`,
    String.raw`\bwhat\s+(?:rating|percent(?:age)?|level)\b`,
    String.raw`\b(?:max(?:imum)?|highest|top)\s+(?:rating|level|percent(?:age)?|for)\b`,
    // "can I get more than 10%?" asks; "it should go higher than 30%" tells.
    ABOVE_PERCENTAGE.source,
    String.raw`^\s*(?:what|whats|what's|what\s+is)\b[^?.]*\d{1,3}\s*(?:%|percent)`,
  ].join('|'),
  'im',
);
const PERCENTAGE = /\b(\d{1,3})\s*(?:%|percent)/i;

/** The condition whose levels a question asks about, when it names one and asks what a level takes. */
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
  const above = ABOVE_PERCENTAGE.exec(message);
  if (above) return { condition, percentage: null, above: Number(above[1]) };
  const asked = Number(PERCENTAGE.exec(message)?.[1]);
  const known = condition.percentageOptions.some((option) => option.percentage === asked);
  return { condition, percentage: known ? asked : null, above: null };
}

const level = ({ percentage, criteria }: { percentage: number; criteria: string }) =>
  `- **${percentage}%:** ${criteria}`;

/** The levels shown and what introduces them, for the level or levels asked about. */
function levelsAsked(
  { condition, percentage, above }: ConditionCriteriaQuestion,
  personality: AiPersonality,
): { direct?: string; intro: string; shown: readonly CriteriaLevel[] } {
  const options = condition.percentageOptions;
  if (above !== null) {
    const higher = options.filter((option) => option.percentage > above);
    const highest = Math.max(...options.map((option) => option.percentage));
    return higher.length === 0
      ? {
          direct: `**No: ${highest}% is the highest level under diagnostic code ${condition.diagnosticCode}**, so a rating above ${above}% cannot come from it.`,
          intro: 'The rating levels:',
          shown: options,
        }
      : { intro: `The levels above ${above}%:`, shown: higher };
  }
  const index = options.findIndex((option) => option.percentage === percentage);
  if (index < 0) return { intro: 'The rating levels:', shown: options };
  const shown = personality !== 'detailed' ? options.slice(index, index + 2) : options;
  return {
    intro: `What ${percentage}% takes${shown.length > 1 ? ', and the next level up' : ''}:`,
    shown,
  };
}

export function answerConditionCriteria(
  question: ConditionCriteriaQuestion,
  personality: AiPersonality = 'professional',
): ComposedAnswer {
  const { condition } = question;
  const { direct, intro, shown } = levelsAsked(question, personality);
  const heading = `**${condition.conditionName}** (diagnostic code ${condition.diagnosticCode}, ${condition.cfrSection})`;
  return finishAnswer(
    [
      direct ?? null,
      personality === 'friendly' ? 'Here’s what VA looks for, in plain words.' : null,
      heading,
      `${intro}\n${shown.map(level).join('\n')}`,
      'VA rates what the medical evidence shows: describe your symptoms honestly and accurately, your worst days as well as your usual ones, without exaggerating or downplaying, and ask your examiner or doctor to record the findings these levels name. The rating schedule changes from time to time; check the current text of the regulation before relying on these levels.',
    ],
    [cfrSource(condition.cfrSection)],
  );
}
