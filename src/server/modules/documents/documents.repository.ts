import { setImmediate } from 'node:timers/promises';
import { and, arrayContains, asc, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { AnalysisNote, DocumentDto, ExtractionProblem } from '../../../contracts/documents';
import type { StructuredAnalysis } from '../../../contracts/structured-analysis';
import type { RecognisedDecision } from '../../../domain/analysis/analysis-types';
import type { Database } from '../../db/client';
import { chatMessageDocuments, documents } from '../../db/tables';
import { structuredAnalysisOf } from '../../documents/legacy-analysis-text';

// Everything but the text and the bytes, which only the calls that need them read.
export const summaryColumns = {
  id: documents.id,
  filename: documents.filename,
  originalName: documents.originalName,
  size: documents.size,
  mimeType: documents.mimeType,
  hasContent: documents.hasContent,
  isContentExpired: documents.isContentExpired,
  fileContentExpiresAt: documents.fileContentExpiresAt,
  fileContentDeletedAt: documents.fileContentDeletedAt,
  analysis: documents.analysis,
  analysisResult: documents.analysisResult,
  analysisDocumentIds: documents.analysisDocumentIds,
  analysisNote: documents.analysisNote,
  extractionProblem: documents.extractionProblem,
  decision: documents.decision,
  uploadedAt: documents.uploadedAt,
};

// What a chat message's document chip shows; never the text or the bytes.
const attachedColumns = {
  id: documents.id,
  originalName: documents.originalName,
  size: documents.size,
  uploadedAt: documents.uploadedAt,
  hasContent: documents.hasContent,
  isContentExpired: documents.isContentExpired,
  fileContentExpiresAt: documents.fileContentExpiresAt,
};

export type DocumentSummary = Omit<
  typeof documents.$inferSelect,
  'userId' | 'fileContent' | 'fileBytes'
>;

/**
 * An analysis as stored: its structure and the text rendered from it, the documents it read
 * and the decision found in this one.
 */
export type StoredAnalysis = {
  analysis: StructuredAnalysis | null;
  analysisResult: string | null;
  analysisDocumentIds: string[] | null;
  decision: RecognisedDecision | null;
};

export type NewDocument = StoredAnalysis & {
  id: string;
  filename: string;
  originalName: string;
  size: number;
  mimeType: string;
  fileContent: string | null;
  /** Null when the text and file are discarded as the analysis is stored (maximum privacy). */
  fileBytes: Buffer | null;
  extractionProblem: ExtractionProblem | null;
  uploadedAt: Date;
  fileContentExpiresAt: Date;
};

/** Content can be read while it is stored and its expiry has not passed, swept or not. */
export const isContentUsable = (
  row: Pick<DocumentSummary, 'hasContent' | 'isContentExpired' | 'fileContentExpiresAt'>,
  now: Date,
) =>
  row.hasContent &&
  !row.isContentExpired &&
  (row.fileContentExpiresAt === null || row.fileContentExpiresAt > now);

export function toDocumentDto(row: DocumentSummary, now: Date): DocumentDto {
  const expired =
    row.isContentExpired ||
    (row.hasContent && row.fileContentExpiresAt !== null && row.fileContentExpiresAt <= now);
  return {
    id: row.id,
    filename: row.filename,
    originalName: row.originalName,
    size: row.size,
    mimeType: row.mimeType,
    hasContent: row.hasContent,
    isContentExpired: expired,
    fileContentExpiresAt: row.fileContentExpiresAt?.toISOString() ?? null,
    fileContentDeletedAt: row.fileContentDeletedAt?.toISOString() ?? null,
    analysisResult: row.analysisResult,
    analysis: structuredAnalysisOf(row),
    analysisNote: row.analysisNote,
    uploadedAt: row.uploadedAt.toISOString(),
    extractionProblem: row.extractionProblem,
    hasDecisionToImport: row.decision !== null,
  };
}

/** A document stored without its content reads as one whose content expired and was cleared. */
const contentState = ({ fileBytes, uploadedAt }: NewDocument) =>
  fileBytes === null
    ? { hasContent: false, isContentExpired: true, fileContentDeletedAt: uploadedAt }
    : { hasContent: true, isContentExpired: false };

/** One veteran's documents; every query is filtered by their id. */
export function createDocumentsRepository(db: Database, userId: string) {
  const own = (id: string) => and(eq(documents.id, id), eq(documents.userId, userId));
  const waitingFor = (sources: string[]) =>
    and(
      eq(documents.analysisNote, 'removed-with-document'),
      eq(documents.analysisDocumentIds, sources),
    );
  const update = async (id: string, values: Partial<typeof documents.$inferInsert>) => {
    const [row] = await db.update(documents).set(values).where(own(id)).returning(summaryColumns);
    return row;
  };
  return {
    /** Newest first. */
    list: () =>
      db
        .select(summaryColumns)
        .from(documents)
        .where(eq(documents.userId, userId))
        .orderBy(desc(documents.uploadedAt), desc(documents.id)),

    /** Oldest first, as the account export lists them. */
    listOldestFirst: () =>
      db
        .select(summaryColumns)
        .from(documents)
        .where(eq(documents.userId, userId))
        .orderBy(asc(documents.uploadedAt), asc(documents.id)),

    /** Every analysed document's name and analysis, to find the ones a question names. */
    listAnalysed: () =>
      db
        .select({
          id: documents.id,
          originalName: documents.originalName,
          analysis: documents.analysis,
          analysisDocumentIds: documents.analysisDocumentIds,
          analysisResult: documents.analysisResult,
        })
        .from(documents)
        .where(and(eq(documents.userId, userId), isNotNull(documents.analysisResult)))
        .orderBy(desc(documents.uploadedAt)),

    /** The chips of the documents attached to the chat messages among `messageIds`. */
    listAttachedTo: (messageIds: string[]) =>
      db
        .select({ messageId: chatMessageDocuments.messageId, ...attachedColumns })
        .from(chatMessageDocuments)
        .innerJoin(documents, eq(documents.id, chatMessageDocuments.documentId))
        .where(
          and(inArray(chatMessageDocuments.messageId, messageIds), eq(documents.userId, userId)),
        )
        .orderBy(asc(documents.uploadedAt), asc(documents.id)),

    /** The documents among `ids` handed to the chat: their chip, analysis and stored text. */
    findForChat: (ids: readonly string[]) =>
      db
        .select({
          ...attachedColumns,
          analysis: documents.analysis,
          analysisResult: documents.analysisResult,
          fileContent: documents.fileContent,
        })
        .from(documents)
        .where(and(inArray(documents.id, [...ids]), eq(documents.userId, userId))),

    find: async (id: string) => {
      const [row] = await db.select(summaryColumns).from(documents).where(own(id));
      return row;
    },

    findDecision: async (id: string) => {
      const [row] = await db
        .select({ name: documents.originalName, decision: documents.decision })
        .from(documents)
        .where(own(id));
      return row;
    },

    /** The documents among `ids` that are this veteran's, with their extracted text. */
    findWithText: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ ...summaryColumns, fileContent: documents.fileContent })
            .from(documents)
            .where(and(eq(documents.userId, userId), inArray(documents.id, ids))),

    /**
     * The text and the file as base64, with what tells whether they may still be read. The
     * database encodes the file: the driver would otherwise send it as hex, twice its size, to
     * be decoded and encoded again here.
     */
    findContentForExport: async (id: string) => {
      const [row] = await db
        .select({
          hasContent: documents.hasContent,
          isContentExpired: documents.isContentExpired,
          fileContentExpiresAt: documents.fileContentExpiresAt,
          fileContent: documents.fileContent,
          // PostgreSQL breaks base64 into lines of 76 characters; JSON wants one string.
          fileBase64: sql<
            string | null
          >`replace(encode(${documents.fileBytes}, 'base64'), chr(10), '')`,
        })
        .from(documents)
        .where(own(id));
      return row;
    },

    findFile: async (id: string) => {
      const [row] = await db
        .select({ ...summaryColumns, fileBytes: documents.fileBytes })
        .from(documents)
        .where(own(id));
      return row;
    },

    /**
     * One statement per file, and the event loop free between two of them: PGlite stores inside
     * its WebAssembly on the server's own thread and answers in microtasks, so without the pause
     * a batch of large files holds every other request for seconds. A batch that must be stored
     * whole or not at all calls this in a transaction.
     */
    insert: async (rows: NewDocument[]) => {
      const stored = [];
      for (const row of rows) {
        if (stored.length > 0) await setImmediate();
        const [inserted] = await db
          .insert(documents)
          .values({ ...row, userId, ...contentState(row) })
          .returning(summaryColumns);
        stored.push(inserted!);
      }
      return stored;
    },

    rename: (id: string, originalName: string) => update(id, { originalName }),

    /** The veteran removed the file: text and bytes go, the analysis stays. */
    removeContent: (id: string, now: Date) =>
      update(id, {
        fileContent: null,
        fileBytes: null,
        hasContent: false,
        fileContentDeletedAt: now,
      }),

    /** A new analysis, or none; any note about an earlier one no longer applies. */
    setAnalysis: (id: string, analysis: StoredAnalysis) =>
      update(id, { ...analysis, analysisNote: null }),

    /**
     * Takes the document `id` out of every other document's analysis that read it: the analysis
     * is cleared at once, so nothing of `id` outlives this statement, and each answers the
     * documents that remain for it to be redone from.
     */
    detachFromAnalyses: (id: string) =>
      db
        .update(documents)
        .set({
          analysis: null,
          analysisResult: null,
          analysisDocumentIds: sql`array_remove(${documents.analysisDocumentIds}, ${id}::uuid)`,
          analysisNote: 'removed-with-document' satisfies AnalysisNote,
        })
        .where(
          and(
            eq(documents.userId, userId),
            ne(documents.id, id),
            arrayContains(documents.analysisDocumentIds, [id]),
          ),
        )
        .returning({ id: documents.id, analysisDocumentIds: documents.analysisDocumentIds }),

    /**
     * The analysis redone from `sources`, given to the document while it still waits for it: a
     * removal or a new analysis meanwhile wins.
     */
    setRedoneAnalysis: async (id: string, sources: string[], analysis: StoredAnalysis) => {
      await db
        .update(documents)
        .set({ ...analysis, analysisNote: 'redone-without-removed-document' })
        .where(and(own(id), waitingFor(sources)));
    },

    /** The analysis cannot be redone: it stays removed, with its note. */
    endWait: async (id: string, sources: string[]) => {
      await db
        .update(documents)
        .set({ analysisDocumentIds: null })
        .where(and(own(id), waitingFor(sources)));
    },

    remove: async (id: string) => {
      const removed = await db.delete(documents).where(own(id)).returning({ id: documents.id });
      return removed.length > 0;
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;

/**
 * The retention pass, the one query over every veteran's documents: it clears the text and
 * bytes whose expiry has passed, keeping the analysis, and answers the ids it cleared.
 */
export const clearExpiredContent = (db: Database, now: Date) =>
  db
    .update(documents)
    .set({
      fileContent: null,
      fileBytes: null,
      hasContent: false,
      isContentExpired: true,
      fileContentDeletedAt: now,
    })
    .where(and(eq(documents.hasContent, true), lte(documents.fileContentExpiresAt, now)))
    .returning({ id: documents.id });
