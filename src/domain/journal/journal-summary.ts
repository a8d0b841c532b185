/**
 * The symptom journal sorted by the schedule's words: for each level of a condition's criteria,
 * which of the veteran's entries speak to it. Which field values speak to which level is content
 * (content/journal); VA decides the level.
 */
import { parseCalendarDate } from '../deadlines/calendar-date';
import { MONTH_NAMES } from '../knowledge/calendar-words';

export type JournalFieldValue = boolean | number | string | string[];

export type JournalFieldRule =
  | { field: string; equals: boolean | string }
  | { field: string; includes: string }
  | { field: string; atLeast: number };

export interface JournalBasisLevel {
  percentage: number;
  speaksWhen: JournalFieldRule[];
  /** Every rule must hold, rather than any one of them. */
  allOf?: boolean;
}

export interface JournalEntryFacts {
  id: string;
  fromDate: string;
  toDate: string | null;
  whatHappened: string;
  stoppedDoing: string | null;
  workLost: string | null;
  whoSawIt: string | null;
  fields: Record<string, JournalFieldValue>;
}

export interface CriteriaLine {
  percentage: number;
  criteria: string;
}

export interface JournalSummaryLevel extends CriteriaLine {
  entryCount: number;
  dates: string[];
}

function ruleHolds(rule: JournalFieldRule, fields: Record<string, JournalFieldValue>): boolean {
  const value = fields[rule.field];
  if ('equals' in rule) return value === rule.equals;
  if ('includes' in rule) return Array.isArray(value) && value.includes(rule.includes);
  return typeof value === 'number' && value >= rule.atLeast;
}

/** Whether an entry's condition-specific answers speak to this level. */
export function entrySpeaksTo(level: JournalBasisLevel, entry: JournalEntryFacts): boolean {
  const holds = (rule: JournalFieldRule) => ruleHolds(rule, entry.fields);
  return level.allOf ? level.speaksWhen.every(holds) : level.speaksWhen.some(holds);
}

/** An entry's dates as the veteran gave them: one day, or "from to to". */
export const entryDates = (entry: Pick<JournalEntryFacts, 'fromDate' | 'toDate'>) =>
  entry.toDate && entry.toDate !== entry.fromDate
    ? `${entry.fromDate} to ${entry.toDate}`
    : entry.fromDate;

/**
 * An entry's dates as a statement to VA reads them: "March 3, 2026", "June 10–11, 2026",
 * "June 30 – July 2, 2026" or "December 30, 2025 – January 2, 2026".
 */
export function entryDatesInWords({
  fromDate,
  toDate,
}: Pick<JournalEntryFacts, 'fromDate' | 'toDate'>): string {
  const from = parseCalendarDate(fromDate);
  const month = (date: typeof from) => MONTH_NAMES[date.month - 1]!;
  const full = (date: typeof from) => `${month(date)} ${date.day}, ${date.year}`;
  if (!toDate || toDate === fromDate) return full(from);
  const to = parseCalendarDate(toDate);
  if (from.year !== to.year) return `${full(from)} – ${full(to)}`;
  if (from.month !== to.month) return `${month(from)} ${from.day} – ${full(to)}`;
  return `${month(from)} ${from.day}–${to.day}, ${to.year}`;
}

/**
 * Each criteria line, highest first, with the entries that speak to it (oldest first). A line
 * the content maps nothing to is still shown, with no entries.
 */
export function journalSummary(
  criteria: readonly CriteriaLine[],
  levels: readonly JournalBasisLevel[],
  entries: readonly JournalEntryFacts[],
): JournalSummaryLevel[] {
  const oldestFirst = [...entries].sort((a, b) => a.fromDate.localeCompare(b.fromDate));
  return [...criteria]
    .sort((a, b) => b.percentage - a.percentage)
    .map((line) => {
      const level = levels.find((candidate) => candidate.percentage === line.percentage);
      const speaking = level ? oldestFirst.filter((entry) => entrySpeaksTo(level, entry)) : [];
      return { ...line, entryCount: speaking.length, dates: speaking.map(entryDates) };
    });
}
