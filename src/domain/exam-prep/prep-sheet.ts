/**
 * What the veteran's record already shows for each item a DBQ's examiner measures or asks:
 * quotes of their analysed documents (with page), their journal entries (count and dates) and
 * their rated disabilities. Which words and fields speak to an item is content
 * (content/exam-prep); an item nothing speaks to shows nothing. A quote is shown only where it
 * states something of the veteran, as the document analysis reads sentences: never a form's
 * question, a heading, an instruction, a decision or a letter's fixed paragraphs.
 */
import type { FindingKind } from '../../contracts/structured-analysis';
import type { SentenceRoleContent } from '../analysis/analysis-types';
import { statedFinding } from '../analysis/sentence-roles';

export interface PrepItemRule {
  key: string;
  label: string;
  detail: string;
  record: {
    journal?: readonly string[];
    documents?: readonly string[];
    /** The words are the condition's own, so any document may speak to the item. */
    anyDocument?: boolean;
    ratings?: boolean;
  };
}

export interface RecordQuote {
  page: number;
  text: string;
}

/** One analysed document with its findings, and whether they name the DBQ's condition. */
export interface AnalysedDocument {
  name: string;
  aboutCondition: boolean;
  findings: readonly { kind: FindingKind; quote: RecordQuote }[];
}

/** The findings that say what a document is about. */
const SUBJECT_KINDS: ReadonlySet<FindingKind> = new Set<FindingKind>([
  'condition',
  'described-condition',
]);

/** A document for the sheet: about the DBQ's condition when one of its findings names it. */
export const analysedDocument = (
  name: string,
  findings: readonly { kind: FindingKind; label: string; quote: RecordQuote }[],
  isTheCondition: (name: string) => boolean,
): AnalysedDocument => ({
  name,
  aboutCondition: findings.some(
    (finding) => SUBJECT_KINDS.has(finding.kind) && isTheCondition(finding.label),
  ),
  findings,
});

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

/**
 * Findings that say something of the veteran. Decisions, the criteria of a higher rating, an
 * exam's gaps, an opinion's factors and suspicious passages speak of other things.
 */
const ABOUT_THE_VETERAN: ReadonlySet<FindingKind> = new Set<FindingKind>([
  'condition',
  'in-service-event',
  'observation',
  'nexus-statement',
  'claim-element',
]);

/** What VA decided: a rated condition's quote is its decision's, shown as the rating instead. */
const DECISIONS: ReadonlySet<FindingKind> = new Set<FindingKind>([
  'decision-issue',
  'decision-reason',
  'board-issue',
]);

const quoteKey = (quote: RecordQuote) => `${quote.page}\n${quote.text}`;

/** A quote's words, without its list marker or line breaks: one sentence quoted two ways. */
const wordsOf = (text: string) =>
  text
    .replace(/^\s*(?:\d{1,3}|[a-z])[.)]\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();

/** One quote holds the other, on the same page. */
const overlaps = (a: RecordQuote, b: RecordQuote) => {
  const [one, other] = [wordsOf(a.text), wordsOf(b.text)];
  return a.page === b.page && (one.includes(other) || other.includes(one));
};

/** A document's findings for the item, each stated once and quoted at its fullest. */
function documentQuotes(
  document: AnalysedDocument,
  expressions: readonly RegExp[],
  roles: SentenceRoleContent,
): RecordQuote[] {
  const decided = new Set(
    document.findings
      .filter((finding) => DECISIONS.has(finding.kind))
      .map((finding) => quoteKey(finding.quote)),
  );
  const quotes: RecordQuote[] = [];
  for (const finding of document.findings) {
    if (!ABOUT_THE_VETERAN.has(finding.kind) || decided.has(quoteKey(finding.quote))) continue;
    const quote = statedFinding(finding.quote, roles);
    if (!quote || !expressions.some((expression) => expression.test(quote.text))) continue;
    const kept = { page: quote.page, text: quote.text };
    const same = quotes.findIndex((other) => overlaps(other, kept));
    if (same === -1) quotes.push(kept);
    else if (kept.text.length > quotes[same]!.text.length) quotes[same] = kept;
  }
  return quotes;
}

/** A quote from each document in turn, so one long document does not hide the others. */
function documentShows(
  item: PrepItemRule,
  documents: readonly AnalysedDocument[],
  roles: SentenceRoleContent,
): RecordShows[] {
  const expressions = (item.record.documents ?? []).map((pattern) => new RegExp(pattern, 'i'));
  if (expressions.length === 0) return [];
  const speaking = documents
    .filter((document) => document.aboutCondition || item.record.anyDocument)
    .map((document) => ({ document, quotes: documentQuotes(document, expressions, roles) }));
  const shows: RecordShows[] = [];
  for (let turn = 0; shows.length < QUOTES_PER_ITEM; turn++) {
    const next = speaking.filter(({ quotes }) => quotes.length > turn);
    if (next.length === 0) break;
    for (const { document, quotes } of next.slice(0, QUOTES_PER_ITEM - shows.length)) {
      shows.push({ from: 'document', document: document.name, quote: quotes[turn]! });
    }
  }
  return shows;
}

export function recordShowsFor(
  item: PrepItemRule,
  record: ExamRecordFacts,
  roles: SentenceRoleContent,
): RecordShows[] {
  return [
    ...(item.record.ratings
      ? record.ratings.map(({ name, percentage }): RecordShows => ({
          from: 'rating',
          name,
          percentage,
        }))
      : []),
    ...documentShows(item, record.documents, roles),
    ...journalShows(item.record.journal ?? [], record.journal),
  ];
}

export const prepSheetItems = (
  items: readonly PrepItemRule[],
  record: ExamRecordFacts,
  roles: SentenceRoleContent,
) =>
  items.map((item) => ({
    key: item.key,
    label: item.label,
    detail: item.detail,
    recordShows: recordShowsFor(item, record, roles),
  }));
