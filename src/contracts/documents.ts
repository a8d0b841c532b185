import { z } from 'zod';
import { DECISION_TYPES } from '../domain/deadlines/review-lanes';
import { nounFor } from '../domain/wording/count-of';
import { textField } from './fields';
import { structuredAnalysisSchema } from './structured-analysis';

/** Spec §5/§9: 10 MB per file, in 1024 steps. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Files in one upload request (batch or add-to-analysis); more is refused with a 400. */
export const MAX_FILES_PER_REQUEST = 10;
export const MAX_DOCUMENT_NAME_LENGTH = 255;

/**
 * Files over MAX_FILE_BYTES, by name, with what to do: a records PDF such as a service treatment
 * record often runs past the limit, and split into parts it goes through.
 */
export function tooLargeMessage(names: readonly string[]): string {
  const files = new Intl.ListFormat('en-US').format(names.map((name) => `"${name}"`));
  const count = names.length;
  return (
    `${files} ${nounFor(count, 'is', 'are')} larger than 10 MB, so ` +
    `${nounFor(count, 'it was', 'they were')} not uploaded. A records PDF such as a service ` +
    'treatment record often runs past 10 MB: split it into parts under 10 MB (most PDF readers ' +
    'can print or save a range of pages as a new PDF) and upload each part.'
  );
}

/**
 * Spec §5: what the pickers accept. The server checks the bytes, not the name: a file is taken
 * only when its content is one of these kinds (plain text has no signature, so it must decode).
 */
export const ACCEPTED_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'txt',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'bmp',
] as const;

/** Why a stored document has no text to analyse; the card says it in words. */
export const extractionProblems = [
  'encrypted',
  'corrupt',
  'empty',
  'timeout',
  'no-readable-text',
] as const;
export type ExtractionProblem = (typeof extractionProblems)[number];

/**
 * What happened to a combined analysis when one of its documents was deleted or had its content
 * or analysis removed: redone from the documents that remain, or removed when their content is
 * no longer there to read again.
 */
export const analysisNotes = ['redone-without-removed-document', 'removed-with-document'] as const;
export type AnalysisNote = (typeof analysisNotes)[number];

export const documentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  originalName: z.string(),
  size: z.number(),
  mimeType: z.string().nullable(),
  hasContent: z.boolean(),
  isContentExpired: z.boolean(),
  fileContentExpiresAt: z.string().nullable(),
  fileContentDeletedAt: z.string().nullable(),
  /** The analysis in the display format of spec §2, rendered from `analysis`. */
  analysisResult: z.string().nullable(),
  /** The analysis as sections and quoted findings; what the Documents page and the chat read. */
  analysis: structuredAnalysisSchema.nullable(),
  analysisNote: z.enum(analysisNotes).nullable(),
  uploadedAt: z.string(),
  /** Set when the text could not be read; the document is kept and says why. */
  extractionProblem: z.enum(extractionProblems).nullable(),
  /** A rating decision was recognised: its conditions and decision can be added to the tracker. */
  hasDecisionToImport: z.boolean(),
});
export type DocumentDto = z.infer<typeof documentSchema>;

/** POST /api/documents/upload-batch: the stored documents and their one combined analysis. */
export const batchUploadResultSchema = z.object({
  documents: z.array(documentSchema),
  analysisResult: z.string().nullable(),
});
export type BatchUploadResult = z.infer<typeof batchUploadResultSchema>;

export const renameDocumentSchema = z.object({
  originalName: textField(
    z
      .string()
      .trim()
      .min(1, { error: 'Document name cannot be empty.' })
      .max(MAX_DOCUMENT_NAME_LENGTH, {
        error: `Document name must be at most ${MAX_DOCUMENT_NAME_LENGTH} characters.`,
      }),
  ),
});

// ---- A rating decision letter or a Board decision feeds Current Disabilities and My Claims ---

const decisionTypeSchema = z.enum(DECISION_TYPES);

/** One decided issue of the letter, as the veteran reviews it before anything is added. */
export const decisionIssueProposalSchema = z.object({
  /** Stable within the letter: the position of the issue. */
  key: z.string(),
  condition: z.string(),
  outcome: z.enum([
    'granted',
    'increased',
    'continued',
    'denied',
    'deferred',
    // What the Board of Veterans' Appeals decides:
    'granted-in-part',
    'remanded',
    'dismissed',
  ]),
  percent: z.number().nullable(),
  diagnosticCode: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  /** Can become a Current Disabilities entry (a rated condition with a percentage). */
  canTrack: z.boolean(),
  /** A disability of this name or code is already on Current Disabilities. */
  alreadyTracked: z.boolean(),
  /** Its percentage there when tracked; choosing the issue then updates it to the letter's. */
  trackedPercentage: z.number().nullable(),
  /** My Claims already holds this decision for this condition. */
  alreadyInClaims: z.boolean(),
});

export const decisionProposalSchema = z.object({
  documentId: z.string(),
  /** A regional office's rating decision letter, or a decision of the Board of Veterans' Appeals. */
  source: z.enum(['rating-decision', 'board-decision']),
  letterDate: z.string().nullable(),
  /** Our best reading of what the letter decided; the veteran can change it. */
  suggestedDecisionType: decisionTypeSchema.nullable(),
  issues: z.array(decisionIssueProposalSchema),
  statedCombinedRating: z.number().nullable(),
  calculatedCombinedRating: z.number().nullable(),
});
export type DecisionProposal = z.infer<typeof decisionProposalSchema>;

/** The veteran's confirmed choice: which issues go to which screen. */
export const importDecisionSchema = z.object({
  disabilities: z.array(z.string().max(20)).max(100),
  claims: z.array(z.string().max(20)).max(100),
  decisionType: decisionTypeSchema.nullable(),
});

export const importDecisionResultSchema = z.object({
  disabilitiesAdded: z.number(),
  /** Tracked at another percentage: set to the letter's. */
  disabilitiesUpdated: z.number(),
  claimsAdded: z.number(),
  /** Chosen, but already there: not added twice. */
  skipped: z.number(),
});
export type ImportDecisionResult = z.infer<typeof importDecisionResultSchema>;
