/**
 * A first-person personal statement (VA Form 21-4138) drafted from a condition's journal
 * entries: each entry's dates, the veteran's own words and every answer they gave, as sentences
 * whose wording is content (content/journal). The veteran edits it before saving it.
 */
import { fillText } from '../analysis/fill-text';
import { entryDatesInWords, type JournalEntryFacts } from './journal-summary';

export interface StatementWording {
  opening: string;
  entry: string;
  severity: string;
  duration: string;
  stopped: string;
  workLost: string;
  treatment: string;
  sawIt: string;
  closing: string;
}

/** A question of a basis with the sentence its answer becomes. */
export type StatementQuestion =
  | { key: string; type: 'boolean'; statement: { yes: string; no: string } }
  | { key: string; type: 'number'; statement: string; unit: { one: string; other: string } }
  | { key: string; type: 'text' | 'choice' | 'multi-choice'; statement: string };

export interface StatementBasis {
  key: string;
  fields: readonly StatementQuestion[];
}

export interface StatementEntry extends JournalEntryFacts {
  basis: string;
  severity: string | null;
  duration: string | null;
  treatment: string | null;
}

/**
 * The veteran's words as a sentence of their own: only the first letter raised and a full stop
 * added when they wrote none; nothing else of what they typed changes.
 */
export function ownWords(words: string): string {
  const trimmed = words.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]["'”’)\]]*$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** "a", "a and b", "a, b, and c". */
const listInWords = (items: readonly string[]) =>
  new Intl.ListFormat('en-US', { type: 'conjunction' }).format(items);

/** The sentence an answer becomes, or null when the question was not answered. */
function answerSentence(question: StatementQuestion, value: unknown): string | null {
  switch (question.type) {
    case 'boolean':
      return typeof value === 'boolean'
        ? value
          ? question.statement.yes
          : question.statement.no
        : null;
    case 'number':
      return typeof value === 'number'
        ? fillText(question.statement, {
            answer: `${value} ${value === 1 ? question.unit.one : question.unit.other}`,
          })
        : null;
    case 'text':
      return typeof value === 'string' && value.trim()
        ? fillText(question.statement, { answer: ownWords(value) })
        : null;
    case 'choice':
      return typeof value === 'string' && value
        ? fillText(question.statement, { answer: value })
        : null;
    case 'multi-choice':
      return Array.isArray(value) && value.length > 0
        ? fillText(question.statement, { answer: listInWords(value) })
        : null;
  }
}

/** The opening supplies its own "my": a condition called "my back" is not "my my back". */
const withoutOwnMy = (condition: string) => condition.trim().replace(/^my\s+/i, '');

function entryParagraph(
  entry: StatementEntry,
  wording: StatementWording,
  questions: readonly StatementQuestion[],
): string {
  // Placeholders are filled in one pass, so the veteran's words are never read as a template.
  const said = (template: string, name: string, words: string | null) =>
    words?.trim() ? fillText(template, { [name]: ownWords(words) }) : null;
  return [
    fillText(wording.entry, {
      date: entryDatesInWords(entry),
      whatHappened: ownWords(entry.whatHappened),
    }),
    entry.severity && fillText(wording.severity, { severity: entry.severity }),
    said(wording.duration, 'duration', entry.duration),
    ...questions.map((question) => answerSentence(question, entry.fields[question.key])),
    said(wording.stopped, 'stopped', entry.stoppedDoing),
    said(wording.workLost, 'workLost', entry.workLost),
    said(wording.treatment, 'treatment', entry.treatment),
    said(wording.sawIt, 'sawIt', entry.whoSawIt),
  ]
    .filter(Boolean)
    .join(' ');
}

/** The statement, one paragraph per entry, oldest first, between the opening and the closing. */
export function statementDraft(
  condition: string,
  wording: StatementWording,
  bases: readonly StatementBasis[],
  entries: readonly StatementEntry[],
): string {
  const oldestFirst = [...entries].sort((a, b) => a.fromDate.localeCompare(b.fromDate));
  const questionsOf = (basis: string) =>
    bases.find((candidate) => candidate.key === basis)?.fields ?? [];
  return [
    fillText(wording.opening, { condition: withoutOwnMy(condition) }),
    ...oldestFirst.map((entry) => entryParagraph(entry, wording, questionsOf(entry.basis))),
    wording.closing,
  ].join('\n\n');
}
