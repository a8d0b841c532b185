/**
 * The symptom journal (GET/POST /api/journal, PUT/DELETE /api/journal/:id,
 * GET /api/journal/summary and /api/journal/statement-draft) and its content,
 * content/journal/condition-fields.json: the fields an entry takes for each rating basis and
 * which of their values speak to which level of the schedule.
 */
import { z } from 'zod';
import { calendarDate } from './case';
import { safetyNoticeSchema } from './safety';
import { knowledgeSourceSchema, sourcedWording, wordingTemplate } from './sourced-wording';

const text = z.string().trim().min(1);

/** A question an entry asks, as GET /api/journal/bases sends it. */
const questionSchema = z.discriminatedUnion('type', [
  z.object({ key: text, label: text, type: z.enum(['boolean', 'number', 'text']) }).strict(),
  z
    .object({
      key: text,
      label: text,
      type: z.enum(['choice', 'multi-choice']),
      options: z.array(text).min(2),
    })
    .strict(),
]);
export type JournalField = z.infer<typeof questionSchema>;

/**
 * A question as the content keeps it: with the sentence its answer becomes in the statement
 * draft, so every answer reaches the statement.
 */
const answerSentence = wordingTemplate('answer');
const fieldSchema = z.discriminatedUnion('type', [
  z
    .object({
      key: text,
      label: text,
      type: z.literal('boolean'),
      statement: z.object({ yes: text, no: text }).strict(),
    })
    .strict(),
  z
    .object({
      key: text,
      label: text,
      type: z.literal('number'),
      statement: answerSentence,
      unit: z.object({ one: text, other: text }).strict(),
    })
    .strict(),
  z.object({ key: text, label: text, type: z.literal('text'), statement: answerSentence }).strict(),
  z
    .object({
      key: text,
      label: text,
      type: z.enum(['choice', 'multi-choice']),
      options: z.array(text).min(2),
      statement: answerSentence,
    })
    .strict(),
]);
export type JournalContentField = z.infer<typeof fieldSchema>;

/** The question alone, without its statement wording. */
export const journalQuestion = (field: JournalContentField): JournalField =>
  field.type === 'choice' || field.type === 'multi-choice'
    ? { key: field.key, label: field.label, type: field.type, options: field.options }
    : { key: field.key, label: field.label, type: field.type };

const ruleSchema = z.union([
  z.object({ field: text, equals: z.union([z.boolean(), text]) }).strict(),
  z.object({ field: text, includes: text }).strict(),
  z.object({ field: text, atLeast: z.number() }).strict(),
]);

const basisSchema = z
  .object({
    key: text,
    label: text,
    diagnosticCodes: z.array(text).min(1),
    /** The code whose criteria lines the summary shows. */
    criteriaCode: text,
    fields: z.array(fieldSchema).min(1),
    levels: z.array(
      z.object({
        percentage: z.number().int().min(0).max(100),
        speaksWhen: z.array(ruleSchema).min(1),
        allOf: z.boolean().optional(),
      }),
    ),
    ...sourcedWording,
  })
  .superRefine((basis, ctx) => {
    const keys = new Set(basis.fields.map((field) => field.key));
    basis.levels.forEach((level, index) =>
      level.speaksWhen.forEach((rule) => {
        if (!keys.has(rule.field)) {
          ctx.addIssue({
            code: 'custom',
            path: ['levels', index],
            message: `Unknown field ${rule.field}`,
          });
        }
      }),
    );
  });
export type JournalBasis = z.infer<typeof basisSchema>;

export const journalContentSchema = z.object({
  vaDecides: text,
  statement: z.object({
    opening: wordingTemplate('condition'),
    entry: wordingTemplate('date', 'whatHappened'),
    severity: wordingTemplate('severity'),
    duration: wordingTemplate('duration'),
    stopped: wordingTemplate('stopped'),
    workLost: wordingTemplate('workLost'),
    treatment: wordingTemplate('treatment'),
    sawIt: wordingTemplate('sawIt'),
    closing: text,
  }),
  bases: z.array(basisSchema).min(1),
});
export type JournalContent = z.infer<typeof journalContentSchema>;

/**
 * The basis of a condition no basis of the content fits (tinnitus, hearing loss): its entries
 * take the questions every entry asks and no others, and the summary sorts them under no line.
 */
export const JOURNAL_OTHER_BASIS = 'other';

/** Mild, moderate or severe: the words a veteran, a doctor and the schedule all use, rather than a 1–10 score that looks more precise than a recollection is. */
export const journalSeverities = ['mild', 'moderate', 'severe'] as const;

const TEXT_LIMIT = 2000;
const optionalText = (label: string) =>
  z
    .string()
    .trim()
    .max(TEXT_LIMIT, { error: `${label} must be at most ${TEXT_LIMIT} characters` })
    .nullish()
    .transform((value) => value || null);

export const JOURNAL_IN_FUTURE = 'A journal entry cannot be dated in the future';
export const JOURNAL_TO_BEFORE_FROM = 'The last day cannot be before the first day';

export const journalEntryInputSchema = z
  .object({
    condition: z
      .string({ error: 'Condition is required' })
      .trim()
      .min(1, { error: 'Condition is required' })
      .max(200, { error: 'Condition must be at most 200 characters' }),
    basis: z.string({ error: 'Basis is required' }).trim().min(1, { error: 'Basis is required' }),
    fromDate: calendarDate('First day'),
    toDate: calendarDate('Last day')
      .nullish()
      .transform((value) => value ?? null),
    whatHappened: z
      .string({ error: 'What happened is required' })
      .trim()
      .min(1, { error: 'What happened is required' })
      .max(TEXT_LIMIT, { error: `What happened must be at most ${TEXT_LIMIT} characters` }),
    severity: z
      .enum(journalSeverities, {
        error: `Severity must be one of: ${journalSeverities.join(', ')}`,
      })
      .nullish()
      .transform((value) => value ?? null),
    duration: optionalText('How long it lasted'),
    stoppedDoing: optionalText('What it stopped you doing'),
    workLost: optionalText('Work lost'),
    treatment: optionalText('Treatment'),
    whoSawIt: optionalText('Who saw it'),
    fields: z
      .record(
        z.string(),
        z.union([z.boolean(), z.number(), z.string().max(TEXT_LIMIT), z.array(z.string())]),
      )
      .default({}),
  })
  .superRefine((entry, ctx) => {
    if (entry.toDate && entry.toDate < entry.fromDate) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: JOURNAL_TO_BEFORE_FROM });
    }
  });
export type JournalEntryInput = z.output<typeof journalEntryInputSchema>;

export const journalEntrySchema = z.object({
  id: z.string(),
  condition: z.string(),
  basis: z.string(),
  fromDate: z.string(),
  toDate: z.string().nullable(),
  whatHappened: z.string(),
  severity: z.enum(journalSeverities).nullable(),
  duration: z.string().nullable(),
  stoppedDoing: z.string().nullable(),
  workLost: z.string().nullable(),
  treatment: z.string().nullable(),
  whoSawIt: z.string().nullable(),
  fields: z.record(z.string(), z.union([z.boolean(), z.number(), z.string(), z.array(z.string())])),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** An entry as the journal shows it and a save answers: with the safety level of its words. */
export const savedJournalEntrySchema = journalEntrySchema.extend({ safety: safetyNoticeSchema });
export type SavedJournalEntry = z.infer<typeof savedJournalEntrySchema>;

export const journalConditionQuerySchema = z.object({
  condition: z.string().trim().min(1, { error: 'Condition is required' }).max(200),
});
export const journalListQuerySchema = journalConditionQuerySchema.partial();

export const journalSummarySchema = z.object({
  condition: z.string(),
  basis: z.string().nullable(),
  vaDecides: z.string(),
  levels: z.array(
    z.object({
      percentage: z.number(),
      criteria: z.string(),
      entryCount: z.number(),
      dates: z.array(z.string()),
    }),
  ),
});

export const journalStatementDraftSchema = z.object({
  condition: z.string(),
  text: z.string(),
});

/**
 * GET /api/journal/bases: every basis with the questions its entries take and its criteria
 * lines in the schedule's words, highest first; and, for `?condition=`, the basis that fits it.
 */
export const journalBasesSchema = z.object({
  vaDecides: z.string(),
  bases: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      fields: z.array(questionSchema),
      criteria: z.array(
        z.object({
          percentage: z.number(),
          criteria: z.string(),
          /** Whether any answer of the basis speaks to this line, so entries can be sorted under it. */
          sortsEntries: z.boolean(),
        }),
      ),
      sources: z.array(knowledgeSourceSchema),
    }),
  ),
  /** The key of the basis whose questions fit the condition named, or null. */
  fits: z.string().nullable(),
});
export type JournalBases = z.infer<typeof journalBasesSchema>;
export type JournalSummary = z.infer<typeof journalSummarySchema>;
export type JournalStatementDraft = z.infer<typeof journalStatementDraftSchema>;
