/**
 * What the veteran's record already shows for each item a DBQ's examiner measures or asks:
 * quotes of their analysed documents (with page), their journal entries (count and dates) and
 * their rated disabilities. Which words and fields speak to an item is content
 * (content/exam-prep); an item nothing speaks to shows nothing.
 */

export interface PrepItemRule {
  key: string;
  label: string;
  detail: string;
  record: { journal?: readonly string[]; documents?: readonly string[]; ratings?: boolean };
}

export interface RecordQuote {
  page: number;
  text: string;
}

/** One analysed document, with the quotes its analysis found. */
export interface AnalysedDocument {
  name: string;
  quotes: readonly RecordQuote[];
}

export type JournalValue = boolean | number | string | string[] | null | undefined;

/** A journal entry of the condition: its dates and every field by name. */
export interface JournalFacts {
  fromDate: string;
  toDate: string | null;
  values: Record<string, JournalValue>;
}

export interface RatedCondition {
  name: string;
  percentage: number;
}

export interface ExamRecordFacts {
  documents: readonly AnalysedDocument[];
  journal: readonly JournalFacts[];
  ratings: readonly RatedCondition[];
}

export type RecordShows =
  | { from: 'document'; document: string; quote: RecordQuote }
  | { from: 'journal'; entryCount: number; dates: string[] }
  | { from: 'rating'; name: string; percentage: number };

/** At most this many quotes per item, so the sheet stays a sheet. */
const QUOTES_PER_ITEM = 3;

/** A value that says something: a yes, a number above zero, words, a choice made. */
function says(value: JournalValue): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value > 0;
  if (typeof value === 'string') return value.trim().length > 0;
  return Array.isArray(value) && value.length > 0;
}

const entryDates = (entry: JournalFacts) =>
  entry.toDate && entry.toDate !== entry.fromDate
    ? `${entry.fromDate} to ${entry.toDate}`
    : entry.fromDate;

function journalShows(fields: readonly string[], journal: readonly JournalFacts[]): RecordShows[] {
  const speaking = journal
    .filter((entry) => fields.some((field) => says(entry.values[field])))
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate));
  return speaking.length > 0
    ? [{ from: 'journal', entryCount: speaking.length, dates: speaking.map(entryDates) }]
    : [];
}

function documentShows(
  patterns: readonly string[],
  documents: readonly AnalysedDocument[],
): RecordShows[] {
  const expressions = patterns.map((pattern) => new RegExp(pattern, 'i'));
  const seen = new Set<string>();
  const shows: RecordShows[] = [];
  for (const document of documents) {
    for (const quote of document.quotes) {
      const key = `${document.name}\n${quote.page}\n${quote.text}`;
      if (seen.has(key) || !expressions.some((expression) => expression.test(quote.text))) {
        continue;
      }
      seen.add(key);
      shows.push({ from: 'document', document: document.name, quote });
      if (shows.length === QUOTES_PER_ITEM) return shows;
    }
  }
  return shows;
}

export function recordShowsFor(item: PrepItemRule, record: ExamRecordFacts): RecordShows[] {
  return [
    ...(item.record.ratings
      ? record.ratings.map(({ name, percentage }): RecordShows => ({
          from: 'rating',
          name,
          percentage,
        }))
      : []),
    ...documentShows(item.record.documents ?? [], record.documents),
    ...journalShows(item.record.journal ?? [], record.journal),
  ];
}

export const prepSheetItems = (items: readonly PrepItemRule[], record: ExamRecordFacts) =>
  items.map((item) => ({
    key: item.key,
    label: item.label,
    detail: item.detail,
    recordShows: recordShowsFor(item, record),
  }));
