import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnalysisNote, ExtractionProblem } from '../../../contracts/documents';
import type { StructuredAnalysis } from '../../../contracts/structured-analysis';
import type { RecognisedDecision } from '../../../domain/analysis/analysis-types';
import { id } from './columns';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const documents = pgTable(
  'documents',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    mimeType: text('mime_type'),
    // Extracted text; the original bytes sit beside it so a veteran can download them.
    fileContent: text('file_content'),
    fileBytes: bytea('file_bytes'),
    hasContent: boolean('has_content').notNull().default(false),
    isContentExpired: boolean('is_content_expired').notNull().default(false),
    fileContentExpiresAt: timestamp('file_content_expires_at', { withTimezone: true }),
    fileContentDeletedAt: timestamp('file_content_deleted_at', { withTimezone: true }),
    // The analysis as sections and quoted findings (src/contracts/structured-analysis.ts); the
    // text beside it is rendered from it in the spec's display format.
    analysis: jsonb('analysis').$type<StructuredAnalysis>(),
    analysisResult: text('analysis_result'),
    // The documents whose text the analysis read (this one among them), in the order given, so
    // removing one of them redoes the analysis of every document that carries it.
    analysisDocumentIds: uuid('analysis_document_ids').array(),
    // Why the analysis was redone or removed when a document it read left it.
    analysisNote: text('analysis_note').$type<AnalysisNote>(),
    // Why no text could be read (encrypted, corrupt, empty…); the row is kept to say so.
    extractionProblem: text('extraction_problem').$type<ExtractionProblem>(),
    // A recognised rating or Board decision, kept with the analysis for the offer to track its issues.
    decision: jsonb('decision').$type<RecognisedDecision>(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_user_idx').on(table.userId, table.uploadedAt),
    index('documents_expiry_idx').on(table.fileContentExpiresAt),
  ],
);
