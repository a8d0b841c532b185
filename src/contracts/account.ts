import { z } from 'zod';
import {
  caseConditionSchema,
  caseProviderSchema,
  caseStatementSchema,
  evidenceItemStates,
} from './case';
import { chatMessageSchema, chatSessionSchema } from './chat';
import { disabilitySchema } from './disabilities';
import { claimSchema } from './claims';
import { storedIntentToFileSchema } from './intent-to-file';
import { journalEntrySchema } from './journal';
import { storedExamRecordSchema } from './exams';
import { witnessRequestSchema } from './witness';
import { documentSchema } from './documents';
import { textField } from './fields';
import { profileSchema } from './profile';
import { sideSchema } from './ratings';

export const accountMessages = {
  wrongPassword: 'Password is incorrect.',
  deletedTitle: 'Account deleted',
  deleted: 'Your account and all its data have been removed.',
} as const;

/** DELETE /api/account: the current password confirms it is the veteran, not a stolen session. */
export const deleteAccountSchema = z.object({
  password: textField(
    z
      .string()
      .min(1, { error: 'Password is required' })
      // Longer than any password we accept; stops hashing megabytes on every attempt.
      .max(1024, { error: accountMessages.wrongPassword }),
  ),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

const exportedMessageSchema = chatMessageSchema
  .omit({ sessionId: true, attachedDocuments: true, attachedDisabilities: true })
  .extend({
    attachedDocumentIds: z.array(z.string()),
    attachedDisabilityIds: z.array(z.string()),
  });

// The stored fields only; the allowed levels are reference data, not the veteran's.
const exportedDisabilitySchema = disabilitySchema.omit({
  ratedUnderCode: true,
  ratingLevels: true,
});

/** The veteran's list of ratings, as it is now or with one raised. */
export const ratingConfigurationSchema = z.array(
  z.object({ name: z.string(), percentage: z.number(), side: sideSchema.nullable() }),
);

/** What the rating guidance found for a disability, as it was stored. */
const exportedRatingGuidanceSchema = z.object({
  id: z.string(),
  disabilityId: z.string().nullable(),
  currentConfiguration: ratingConfigurationSchema,
  optimizedConfiguration: ratingConfigurationSchema,
  currentTotalRating: z.number(),
  optimizedTotalRating: z.number(),
  potentialIncrease: z.number(),
  confidence: z.string(),
  requiredActions: z.array(z.string()),
  evidenceNeeded: z.array(z.string()),
  regulatoryCitations: z.array(z.string()),
  analysisNotes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const exportedDocumentSchema = documentSchema.omit({ hasDecisionToImport: true }).extend({
  /** The rating decision recognised in the letter, as the analysis stored it (null if none). */
  recognisedDecision: z.unknown(),
  /** The extracted text and the original file, while they are still kept; null once removed. */
  text: z.string().nullable(),
  originalFileBase64: z.string().nullable(),
});

/** My Case as stored: the conditions' own fields (the evidence map is worked out from the rest). */
const exportedCaseSchema = z.object({
  conditions: z.array(
    caseConditionSchema
      .omit({ elements: true, ready: true, readiness: true })
      .extend({ updatedAt: z.string() }),
  ),
  evidenceDecisions: z.array(
    z.object({
      id: z.string(),
      conditionId: z.string(),
      elementKey: z.string(),
      documentId: z.string(),
      page: z.number().int(),
      quote: z.string(),
      state: z.enum(evidenceItemStates).exclude(['proposed']),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  statements: z.array(caseStatementSchema),
  providers: z.array(caseProviderSchema),
});
export type ExportedCase = z.infer<typeof exportedCaseSchema>;

/** GET /api/account/export: everything Wingman holds about the signed-in veteran. */
export const accountExportSchema = z.object({
  format: z.literal('wingman-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    emailVerified: z.boolean(),
    documentConsentGiven: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  /** Profile & Settings as saved, or the defaults when never saved. */
  profile: profileSchema,
  chats: z.array(chatSessionSchema.extend({ messages: z.array(exportedMessageSchema) })),
  disabilities: z.array(exportedDisabilitySchema),
  ratingGuidance: z.array(exportedRatingGuidanceSchema),
  claims: z.array(claimSchema),
  /** Absent from files exported before intents to file were recorded on their own. */
  intentsToFile: z.array(storedIntentToFileSchema).optional(),
  /** Absent from files exported before the symptom journal existed. */
  journal: z.array(journalEntrySchema).optional(),
  /** Absent from files exported before C&P exams were recorded. */
  exams: z.array(storedExamRecordSchema).optional(),
  /** Absent from files exported before witness links existed. */
  witnessRequests: z.array(witnessRequestSchema).optional(),
  /** Absent from files exported before My Case existed. */
  case: exportedCaseSchema.optional(),
  documents: z.array(exportedDocumentSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The export comes as JSON (for programs, the default) or as a PDF to read and print. */
export const exportFormats = ['json', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** GET /api/account/export?format=json|pdf */
export const accountExportQuerySchema = z.object({
  format: z
    .enum(exportFormats, { error: 'The export format must be json or pdf.' })
    .default('json'),
});

/** The export's file name, dated by the day it was made (UTC). */
export const exportFileName = (exportedAt: string, format: ExportFormat = 'json') =>
  `wingman-export-${exportedAt.slice(0, 10)}.${format}`;
