/**
 * Intents to file the veteran records on My Claims (GET/POST /api/intents-to-file,
 * PATCH/DELETE /api/intents-to-file/:id). The day VA received it starts a year in which a
 * complete claim keeps that day as its date of claim (38 CFR 3.155(b)).
 */
import { z } from 'zod';
import { safetyNoticeSchema } from './safety';
import { calendarDate } from './case';
import { deadlineSchema } from './claims';
import { requiredOr } from './fields';

export const intentToFileMethods = ['online', 'phone', 'form', 'in-person'] as const;
export type IntentToFileMethod = (typeof intentToFileMethods)[number];
export const intentToFileMethodLabels: Record<IntentToFileMethod, string> = {
  online: 'Online at VA.gov',
  phone: 'By phone with VA',
  form: 'VA Form 21-0966, mailed or faxed',
  'in-person': 'In person, or through a VSO or accredited representative',
};

export const intentToFileBenefits = ['compensation', 'pension', 'survivors-pension'] as const;
export type IntentToFileBenefit = (typeof intentToFileBenefits)[number];
export const intentToFileBenefitLabels: Record<IntentToFileBenefit, string> = {
  compensation: 'Disability compensation',
  pension: 'Veterans Pension',
  'survivors-pension': 'Survivors Pension (or DIC)',
};

export const INTENT_TO_FILE_NOTES_LIMIT = 500;
export const INTENT_TO_FILE_DATE_LABEL = 'Date VA received it';
export const INTENT_TO_FILE_IN_FUTURE = 'The date VA received it cannot be in the future';

export const intentToFileInputSchema = z.object({
  receivedDate: calendarDate(INTENT_TO_FILE_DATE_LABEL),
  method: z.enum(intentToFileMethods, {
    error: requiredOr(`How it was submitted must be one of: ${intentToFileMethods.join(', ')}`),
  }),
  benefit: z
    .enum(intentToFileBenefits, {
      error: `Benefit must be one of: ${intentToFileBenefits.join(', ')}`,
    })
    .default('compensation'),
  notes: z
    .string()
    .trim()
    .max(INTENT_TO_FILE_NOTES_LIMIT, {
      error: `Notes must be at most ${INTENT_TO_FILE_NOTES_LIMIT} characters`,
    })
    .nullish()
    .transform((value) => value || null),
});
export type IntentToFileInput = z.output<typeof intentToFileInputSchema>;

/** An intent to file as stored (and exported). */
export const storedIntentToFileSchema = z.object({
  id: z.string(),
  receivedDate: z.string(),
  method: z.enum(intentToFileMethods),
  benefit: z.enum(intentToFileBenefits),
  notes: z.string().nullable(),
  createdAt: z.string(),
});

export type StoredIntentToFile = z.infer<typeof storedIntentToFileSchema>;

/** An intent to file as My Claims shows it (GET /api/intents-to-file). */
export const intentToFileSchema = storedIntentToFileSchema.extend({
  /** The last day to submit the claim: a year on, moved off weekends and holidays. */
  end: deadlineSchema,
  /** Claims on My Claims submitted within the year, whose date of claim it keeps. */
  protects: z.array(
    z.object({ id: z.string(), disabilityName: z.string(), submittedDate: z.string() }),
  ),
  /** Used: a claim came within the year; open: the year still runs; lapsed: it ended unused. */
  state: z.enum(['used', 'open', 'lapsed']),
});

/** An intent to file as a save answers: with the safety level of the notes the veteran wrote. */
export const savedIntentToFileSchema = intentToFileSchema.extend({ safety: safetyNoticeSchema });
export type SavedIntentToFile = z.infer<typeof savedIntentToFileSchema>;
export type IntentToFile = z.infer<typeof intentToFileSchema>;

/**
 * The record form's check: the shared schema, a method chosen from the list (the form starts
 * with none), and no received date after the veteran's today.
 */
export const intentToFileFormSchema = (today: string) =>
  intentToFileInputSchema
    .extend({ method: z.enum(intentToFileMethods, { error: 'Choose how it was submitted' }) })
    // ISO dates compare correctly as strings.
    .refine((input) => input.receivedDate <= today, {
      path: ['receivedDate'],
      error: INTENT_TO_FILE_IN_FUTURE,
    });
