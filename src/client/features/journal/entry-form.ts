/**
 * The add/edit entry form's values and how they become what POST /api/journal takes: empty
 * answers are left out, and only the chosen basis's questions are sent, so switching the kind
 * of condition never sends answers to another kind's questions.
 */
import { z } from 'zod';
import {
  JOURNAL_IN_FUTURE,
  journalEntryInputSchema,
  type JournalBases,
  type JournalEntry,
} from '../../../contracts/journal';

export type JournalBasisView = JournalBases['bases'][number];
export type FieldAnswer = boolean | number | string | string[];

export type EntryFormValues = {
  condition: string;
  basis: string;
  fromDate: string;
  toDate: string;
  whatHappened: string;
  /** '' while not said. */
  severity: string;
  duration: string;
  stoppedDoing: string;
  workLost: string;
  treatment: string;
  whoSawIt: string;
  /** The basis's questions by key; a number input holds '' while empty. */
  fields: Record<string, FieldAnswer>;
};

/** Where the form starts: a new entry (perhaps for a condition, a kind and a day) or an edit. */
export type EntryFormStart =
  | { kind: 'new'; condition?: string; basis?: string; fromDate?: string }
  | { kind: 'edit'; entry: JournalEntry };

export function initialValues(start: EntryFormStart, today: string): EntryFormValues {
  if (start.kind === 'edit') {
    const { entry } = start;
    return {
      condition: entry.condition,
      basis: entry.basis,
      fromDate: entry.fromDate,
      toDate: entry.toDate ?? '',
      whatHappened: entry.whatHappened,
      severity: entry.severity ?? '',
      duration: entry.duration ?? '',
      stoppedDoing: entry.stoppedDoing ?? '',
      workLost: entry.workLost ?? '',
      treatment: entry.treatment ?? '',
      whoSawIt: entry.whoSawIt ?? '',
      fields: { ...entry.fields },
    };
  }
  return {
    condition: start.condition ?? '',
    basis: start.basis ?? '',
    fromDate: start.fromDate ?? today,
    toDate: '',
    whatHappened: '',
    severity: '',
    duration: '',
    stoppedDoing: '',
    workLost: '',
    treatment: '',
    whoSawIt: '',
    fields: {},
  };
}

const answered = (value: FieldAnswer | undefined) =>
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '') ||
  (Array.isArray(value) && value.length > 0);

/** The answers to the basis's own questions that were given. */
export function basisAnswers(values: EntryFormValues, basis: JournalBasisView | undefined) {
  return Object.fromEntries(
    (basis?.fields ?? []).flatMap(({ key }) => {
      const value = values.fields[key];
      return answered(value) ? [[key, typeof value === 'string' ? value.trim() : value]] : [];
    }),
  );
}

/**
 * The server's own schema over the form's values, and the day the veteran is on: an entry
 * records what has happened, so no day after their today.
 */
export const entryFormSchema = (today: string, basis: JournalBasisView | undefined) =>
  z
    .preprocess(
      (values: EntryFormValues) => ({
        ...values,
        basis: values.basis || undefined,
        toDate: values.toDate || null,
        severity: values.severity || null,
        fields: basisAnswers(values, basis),
      }),
      journalEntryInputSchema,
    )
    .superRefine((entry, context) => {
      for (const path of ['fromDate', 'toDate'] as const) {
        if ((entry[path] ?? '') > today) {
          context.addIssue({ code: 'custom', path: [path], message: JOURNAL_IN_FUTURE });
        }
      }
    });
