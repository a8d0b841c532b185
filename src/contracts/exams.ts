/**
 * C&P exam preparation (GET /api/exam-prep, GET /api/exam-prep/choices) and the veteran's exam
 * records (GET/POST /api/exams, PUT/DELETE /api/exams/:id, PUT /api/exams/:id/after-exam,
 * GET /api/exams/:id/review), with their content in content/exam-prep: what each DBQ's examiner
 * measures and asks, and shared advice for before and after the exam.
 */
import { z } from 'zod';
import { REVIEW_LANES } from '../domain/deadlines/review-lanes';
import { quoteSchema } from './analysis';
import { safetyNoticeSchema } from './safety';
import { calendarDate } from './case';
import { sourcedWording, wordingTemplate } from './sourced-wording';

const text = z.string().trim().min(1);

// ---- content/exam-prep -----------------------------------------------------------------------

/** A journal entry's own fields, which every basis has, besides its condition-specific ones. */
export const journalEntryFieldKeys = [
  'whatHappened',
  'duration',
  'stoppedDoing',
  'workLost',
  'treatment',
  'whoSawIt',
] as const;

const patternSchema = text.refine(
  (pattern) => {
    try {
      new RegExp(pattern, 'i');
      return true;
    } catch {
      return false;
    }
  },
  { error: 'Not a valid regular expression' },
);

export const dbqItemSchema = z
  .object({
    key: text,
    label: text,
    detail: text,
    record: z
      .object({
        /** Journal fields that speak to the item: an entry's own or its basis's. */
        journal: z.array(text).optional(),
        /** Words in an analysed document's quotes that speak to it. */
        documents: z.array(patternSchema).optional(),
        /**
         * The words are this condition's own (daytime sleepiness, a sleep study), so a quote
         * of any of the veteran's documents speaks to it; otherwise only a document whose
         * findings name the condition does.
         */
        anyDocument: z.boolean().optional(),
        /** The rated disabilities of the condition speak to it. */
        ratings: z.boolean().optional(),
      })
      .strict(),
  })
  .strict();
export type DbqItem = z.infer<typeof dbqItemSchema>;

export const dbqContentSchema = z
  .object({
    key: text,
    title: text,
    form: text,
    revisionDate: z.iso.date({ error: 'Write revisionDate as YYYY-MM-DD' }),
    examiner: text,
    diagnosticCodes: z.array(text).min(1),
    namePatterns: z.array(patternSchema).min(1),
    notForNames: z.array(patternSchema).optional(),
    measuresMotion: z.boolean(),
    items: z.array(dbqItemSchema).min(1),
    ...sourcedWording,
  })
  .strict();
export type DbqContent = z.infer<typeof dbqContentSchema>;

const adviceList = z.object({ items: z.array(text).min(1), ...sourcedWording });

export const afterExamRecollections = [
  'goniometerUsed',
  'repeatedUseTested',
  'askedAboutFlareUps',
  'reviewedFile',
] as const;
export type AfterExamRecollection = (typeof afterExamRecollections)[number];

/** The after-exam form's yes/no questions; those on measuring motion only for exams that do. */
export const afterExamQuestions: {
  key: AfterExamRecollection;
  label: string;
  motionOnly?: boolean;
}[] = [
  {
    key: 'goniometerUsed',
    label: 'Was your range of motion measured with a goniometer (a hinged ruler)?',
    motionOnly: true,
  },
  { key: 'repeatedUseTested', label: 'Were you asked to repeat movements?', motionOnly: true },
  { key: 'askedAboutFlareUps', label: 'Did the examiner ask about flare-ups or bad days?' },
  { key: 'reviewedFile', label: 'Did the examiner say they reviewed your file?' },
];

export const examAdviceSchema = z.object({
  vaDecides: text,
  nothingYet: text,
  whatToBring: adviceList,
  badDay: adviceList,
  copyOfReport: z.object({ text, ...sourcedWording }),
  lanes: z.object({
    items: z.array(
      z.object({
        lane: z.enum(REVIEW_LANES),
        fitsWhen: z.enum(['gaps', 'new-evidence']),
        why: text,
      }),
    ),
    beforeDecision: text,
    ...sourcedWording,
  }),
  statement: z.object({
    opening: wordingTemplate('condition', 'examDate'),
    gapsIntro: wordingTemplate('document'),
    gap: wordingTemplate('label', 'explanation'),
    gapQuote: wordingTemplate('quote', 'page'),
    minutes: wordingTemplate('minutes'),
    notMeasured: wordingTemplate('what'),
    told: wordingTemplate('told'),
    missed: wordingTemplate('missed'),
    journal: wordingTemplate('entries'),
    request: text,
    closing: text,
    recollections: z.record(z.enum(afterExamRecollections), text),
    ...sourcedWording,
  }),
});
export type ExamAdvice = z.infer<typeof examAdviceSchema>;

// ---- the prep sheet --------------------------------------------------------------------------

const sourceSchema = z.object({ label: z.string(), url: z.string() });

/** One thing the veteran's record already holds for an item. */
export const recordShowsSchema = z.discriminatedUnion('from', [
  z.object({ from: z.literal('document'), document: z.string(), quote: quoteSchema }),
  z.object({ from: z.literal('journal'), entryCount: z.number(), dates: z.array(z.string()) }),
  z.object({ from: z.literal('rating'), name: z.string(), percentage: z.number() }),
]);
export type RecordShows = z.infer<typeof recordShowsSchema>;

export const examSummarySchema = z.object({
  key: z.string(),
  title: z.string(),
  form: z.string(),
  revisionDate: z.string(),
});

export const prepSheetSchema = z.object({
  condition: z.string(),
  dbq: examSummarySchema.extend({
    examiner: z.string(),
    measuresMotion: z.boolean(),
    sources: z.array(sourceSchema),
  }),
  items: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      detail: z.string(),
      recordShows: z.array(recordShowsSchema),
    }),
  ),
  nothingYet: z.string(),
  vaDecides: z.string(),
  whatToBring: z.array(z.string()),
  badDay: z.array(z.string()),
  copyOfReport: z.object({ text: z.string(), sources: z.array(sourceSchema) }),
});
export type PrepSheet = z.infer<typeof prepSheetSchema>;

const conditionName = z
  .string({ error: 'Condition is required' })
  .trim()
  .min(1, { error: 'Condition is required' })
  .max(200, { error: 'Condition must be at most 200 characters' });

export const prepSheetQuerySchema = z.object({ condition: conditionName });

export const examChoicesSchema = z.object({
  exams: z.array(examSummarySchema),
  /** The veteran's rated disabilities and My Case conditions an exam is kept for. */
  suggestions: z.array(z.object({ name: z.string(), dbq: z.string() })),
});
export type ExamChoices = z.infer<typeof examChoicesSchema>;

export const NO_EXAM_FOR_CONDITION =
  'There is no exam sheet for that condition yet. Choose one of the exams listed.';

// ---- exam records ----------------------------------------------------------------------------

const answer = z
  .enum(['yes', 'no', 'not-sure'], { error: 'Answer yes, no or not sure' })
  .nullish()
  .transform((value) => value ?? null);
const shortText = (label: string) =>
  z
    .string()
    .trim()
    .max(1000, { error: `${label} must be at most 1000 characters` })
    .nullish()
    .transform((value) => value || null);

export const afterExamSchema = z
  .object({
    minutes: z
      .number({ error: 'Minutes must be a number' })
      .int({ error: 'Minutes must be a whole number' })
      .min(1, { error: 'Minutes must be at least 1' })
      .max(600, { error: 'Minutes must be at most 600' })
      .nullish()
      .transform((value) => value ?? null),
    goniometerUsed: answer,
    repeatedUseTested: answer,
    askedAboutFlareUps: answer,
    reviewedFile: answer,
    whatITold: shortText('What you told the examiner'),
    whatWasMissed: shortText('What was missed'),
  })
  .strict();
export type AfterExam = z.output<typeof afterExamSchema>;

export const examInputSchema = z.object({
  condition: conditionName,
  examDate: calendarDate('Exam date'),
  reportDocumentId: z
    .uuid({ error: 'Report must be one of your documents' })
    .nullish()
    .transform((value) => value ?? null),
});
export type ExamInput = z.output<typeof examInputSchema>;

const answerOut = z.enum(['yes', 'no', 'not-sure']).nullable();
/** The "what happened" answers as stored and sent back. */
export const afterExamRecordSchema = z.object({
  minutes: z.number().nullable(),
  goniometerUsed: answerOut,
  repeatedUseTested: answerOut,
  askedAboutFlareUps: answerOut,
  reviewedFile: answerOut,
  whatITold: z.string().nullable(),
  whatWasMissed: z.string().nullable(),
});

export const examRecordSchema = z.object({
  id: z.string(),
  condition: z.string(),
  dbq: z.string(),
  dbqTitle: z.string(),
  /** Whether the exam measures motion, so the after-exam form asks about measuring it. */
  measuresMotion: z.boolean(),
  examDate: z.string(),
  afterExam: afterExamRecordSchema.nullable(),
  reportDocumentId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExamRecord = z.infer<typeof examRecordSchema>;

/** An exam as saving the after-exam notes answers: with the safety level of the notes. */
export const savedAfterExamRecordSchema = examRecordSchema.extend({ safety: safetyNoticeSchema });
export type SavedAfterExamRecord = z.infer<typeof savedAfterExamRecordSchema>;

/** An exam record as stored, as the account export holds it. */
export const storedExamRecordSchema = examRecordSchema.omit({
  dbqTitle: true,
  measuresMotion: true,
});
export type StoredExamRecord = z.infer<typeof storedExamRecordSchema>;

export const examReviewSchema = z.object({
  exam: examRecordSchema,
  report: z
    .object({
      documentId: z.string(),
      name: z.string(),
      /** False when the document's analysis did not read it as an exam or DBQ. */
      readAsExam: z.boolean(),
      gaps: z.array(
        z.object({
          label: z.string(),
          explanation: z.string(),
          quote: quoteSchema.optional(),
        }),
      ),
    })
    .nullable(),
  journal: z.object({
    entryCount: z.number(),
    levels: z.array(
      z.object({ percentage: z.number(), criteria: z.string(), dates: z.array(z.string()) }),
    ),
  }),
  lanes: z.array(
    z.object({ lane: z.string(), title: z.string(), form: z.string(), why: z.string() }),
  ),
  beforeDecision: z.string(),
  lanesSources: z.array(sourceSchema),
  vaDecides: z.string(),
  /** A 21-4138 draft from the record's facts only; the veteran edits it before saving. */
  statementDraft: z.string(),
});
export type ExamReview = z.infer<typeof examReviewSchema>;
