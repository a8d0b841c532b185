/**
 * The chat's way into the veteran's own-evidence tools. "Help me prepare for my knee exam",
 * "log a migraine from last night" and "ask my wife for a statement" each lead the answer with
 * a link that opens the tool for the condition, day and person the veteran named, in their own
 * words; the general answer follows it.
 */
import type { ConditionReference } from '../analysis/analysis-types';
import { dbqForCondition, type DbqMatchRules } from '../exam-prep/dbq-match';
import { conditionMentions } from '../analysis/condition-matching';
import { fillText } from '../analysis/fill-text';
import { addDays, formatCalendarDate, parseCalendarDate } from '../deadlines/calendar-date';
import type { FeatureStartersWording } from './knowledge-types';

/** An exam's DBQ as the chat names it: its title and what the examiner measures and asks. */
export interface ExamSheetSummary extends DbqMatchRules {
  title: string;
  items: readonly { label: string }[];
}

export const FEATURE_PATHS = {
  examPrep: '/exam-prep',
  journal: '/journal',
  witnesses: '/witnesses',
} as const;

/** Days the veteran names for something that already happened, as days before today. */
const DAYS_AGO: readonly [RegExp, number][] = [
  [/\b(?:last\s+night|yesterday)\b/i, 1],
  [/\b(?:today|this\s+(?:morning|afternoon|evening)|tonight)\b/i, 0],
];

const anyMatches = (patterns: readonly string[], text: string) =>
  patterns.some((pattern) => new RegExp(pattern, 'i').test(text));

/**
 * The first condition the message names, as the veteran wrote it ("knee", "migraines"). Chat is
 * typed in lower case, so an abbreviation the list knows in capitals ("ptsd") is read as one.
 */
export function namedCondition(text: string, conditions: readonly ConditionReference[]) {
  const abbreviations = new Set(
    conditions.flatMap((condition) =>
      condition.aliases.filter((alias) => /^[A-Z]{2,6}$/.test(alias)),
    ),
  );
  const typed = text.replace(/\b[a-z]{2,6}\b/g, (word) =>
    abbreviations.has(word.toUpperCase()) ? word.toUpperCase() : word,
  );
  const [mention] = conditionMentions(typed, conditions);
  return mention ? typed.slice(mention.start, mention.end) : null;
}

const address = (path: string, params: Record<string, string | null>) => {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null),
  ).toString();
  return query ? `${path}?${query}` : path;
};

function examPrepLead(
  condition: string | null,
  wording: FeatureStartersWording,
  sheets: readonly ExamSheetSummary[],
) {
  const link = address(FEATURE_PATHS.examPrep, { condition });
  if (!condition) return fillText(wording.examPrep.leadNoCondition, { link });
  const lead = fillText(wording.examPrep.lead, { condition, link });
  const sheet = dbqForCondition(condition, null, sheets);
  if (!sheet) return lead;
  const items = sheet.items.map((item) => `- ${item.label}`).join('\n');
  return `${lead}\n\n${fillText(wording.examPrep.itemsHeading, { title: sheet.title })}\n${items}`;
}

function journalLead(
  text: string,
  condition: string | null,
  today: string,
  wording: FeatureStartersWording,
) {
  const named = DAYS_AGO.flatMap(([pattern, daysAgo]) => {
    const match = pattern.exec(text);
    return match ? [{ words: match[0].toLowerCase(), daysAgo }] : [];
  })[0];
  const date = named ? formatCalendarDate(addDays(parseCalendarDate(today), -named.daysAgo)) : null;
  const link = address(FEATURE_PATHS.journal, { condition, new: '1', date });
  if (!condition) return fillText(wording.journal.leadNoCondition, { link });
  return named
    ? fillText(wording.journal.leadWithDay, { day: named.words, condition, link })
    : fillText(wording.journal.lead, { condition, link });
}

function witnessLead(text: string, condition: string | null, wording: FeatureStartersWording) {
  const person = new RegExp(wording.witness.people, 'i').exec(text)?.[1]?.toLowerCase();
  if (!person) return null;
  const link = address(FEATURE_PATHS.witnesses, { invite: '1', relationship: person, condition });
  return fillText(wording.witness.lead, { person, link });
}

/**
 * The paragraph that opens the tool the message asks for, or null when it asks for none. A
 * statement from someone is asked first, since "ask my wife to write about my migraines" names
 * a condition too.
 */
export function featureStarter(
  question: string,
  context: {
    wording: FeatureStartersWording;
    conditions: readonly ConditionReference[];
    today: string;
    examSheets?: readonly ExamSheetSummary[];
  },
): string | null {
  const { wording, conditions, today, examSheets = [] } = context;
  const condition = namedCondition(question, conditions);
  if (anyMatches(wording.witness.asks, question)) {
    const lead = witnessLead(question, condition, wording);
    if (lead) return lead;
  }
  if (anyMatches(wording.examPrep.asks, question))
    return examPrepLead(condition, wording, examSheets);
  if (anyMatches(wording.journal.asks, question))
    return journalLead(question, condition, today, wording);
  return null;
}
