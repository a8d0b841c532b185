/**
 * content/review-lanes.json, checked once at start-up so a mistake in the content stops the
 * server with the field that is wrong rather than showing a veteran a broken lane or a broken
 * intent-to-file note.
 */
import { z } from 'zod';
import { intentToFileBenefits } from '../../contracts/intent-to-file';
import lanesFile from '../../../content/review-lanes.json';
import { sourcedWording, wordingTemplate } from '../../contracts/sourced-wording';
import { parseCalendarDate } from '../../domain/deadlines/calendar-date';
import {
  DECISION_TYPES,
  REVIEW_LANES,
  type ReviewLanesContent,
} from '../../domain/deadlines/review-lanes';

const calendarDate = z.string().refine(
  (value) => {
    try {
      return Boolean(parseCalendarDate(value));
    } catch {
      return false;
    }
  },
  { error: 'Write dates as YYYY-MM-DD' },
);
const text = z.string().trim().min(1);
const check = z.object({ label: text, url: z.url().nullable(), checkedOn: calendarDate });
const period = z.union([
  z.object({ years: z.literal(1) }).strict(),
  z.object({ days: z.number().int().positive() }).strict(),
]);
// A lane's note names its date; the one without a deadline names the effective-date limit.
const datedNote = text.refine((note) => note.includes('{deadline}'), {
  error: 'A lane note names its date as {deadline}',
});

// The year after an intent to file: its form, its period and a note for each state of it.
const intentToFile = z
  .object({
    ...sourcedWording,
    form: text,
    formTitle: text,
    // The application each benefit's complete claim is made on, which the year waits for.
    claimForms: z.record(
      z.enum(intentToFileBenefits),
      z.object({ form: text, formTitle: text }).strict(),
    ),
    period,
    note: wordingTemplate('deadline', 'intentToFileDate'),
    noteAfter: wordingTemplate('deadline'),
    noteMet: wordingTemplate('submittedDate', 'intentToFileDate'),
  })
  .strict();

export const reviewLanesContentSchema = z.object({
  notes: z.array(text),
  legacy: z.object({ decidedBefore: calendarDate, note: text }),
  unknownDecisionType: z.object({
    lanes: z.array(z.enum(REVIEW_LANES)).min(1),
    note: text,
    addDecisionType: text,
  }),
  workdayRule: check.extend({ summary: text }),
  intentToFile,
  lanes: z
    .array(
      z
        .object({
          lane: z.enum(REVIEW_LANES),
          title: text,
          form: text,
          formTitle: text,
          availableAfter: z.array(z.enum(DECISION_TYPES)).min(1),
          period: period.nullable(),
          keepsEffectiveDate: period.optional(),
          note: datedNote,
          noteAfter: datedNote,
          check,
        })
        .refine((lane) => lane.period !== null || lane.keepsEffectiveDate, {
          error: 'A lane with no deadline says how long filing keeps the effective date',
        }),
    )
    .refine((lanes) => new Set(lanes.map((lane) => lane.lane)).size === lanes.length, {
      error: 'Each lane appears once',
    }),
});

export const reviewLanesContent: ReviewLanesContent = reviewLanesContentSchema.parse(lanesFile);
