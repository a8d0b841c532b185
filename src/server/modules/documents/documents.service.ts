import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DocumentDto } from '../../../contracts/documents';
import type { Profile } from '../../../contracts/profile';
import { structuredAnalysisSchema } from '../../../contracts/structured-analysis';
import { renderAnalysisText } from '../../../domain/analysis/analysis-text';
import { contentRetentionHours, DISCARD_ONCE_ANALYSED } from '../../documents/content-retention';
import { joinPages, pagesOf } from '../../documents/document-pages';
import type { Assistant, DocumentToAnalyze } from '../../assistant/assistant';
import type { Database } from '../../db/client';
import { users } from '../../db/tables';
import type {
  DetectedFile,
  ExtractionResult,
  Extractor,
} from '../../documents/extraction/extraction-types';
import { HttpError, notFound } from '../../http-error';
import { calendarDateIn } from '../../calendar-today';
import {
  createDocumentsRepository,
  isContentUsable,
  toDocumentDto,
  type DocumentSummary,
  type DocumentsRepository,
  type NewDocument,
  type StoredAnalysis,
} from './documents.repository';
import { fileTypeRefusal } from './file-type-refusal';
import type { ReceivedFile } from './multipart-files';

type PrivacyLevel = Profile['privacyLevel'];

type DocumentsServiceDeps = {
  db: Database;
  extractor: Extractor;
  detectFile: (bytes: Uint8Array) => Promise<DetectedFile | null>;
  assistant: Assistant;
  now: () => Date;
  /** The operator's DOCUMENT_RETENTION_HOURS: the longest any upload's content is kept. */
  retentionHours: number;
  /** The veteran's privacy level, which can keep uploads for less time than the operator's. */
  privacyLevelOf: (userId: string) => Promise<PrivacyLevel>;
  /** Where a failed worker is reported; the veteran gets their document, not a 500. */
  log: { error: (details: { err: unknown }, message: string) => void };
};

export const CONSENT_REQUIRED =
  'Please agree to the document upload consent before uploading files.';
export const NO_FILES = 'Please choose a file to upload.';
export const NOTHING_TO_ADD = 'Please choose at least one file or document to add.';
export const CONTENT_GONE = "This document's file content is no longer available.";

const HOUR_MS = 60 * 60 * 1000;
const NO_ANALYSIS: StoredAnalysis = {
  analysis: null,
  analysisResult: null,
  analysisDocumentIds: null,
  decision: null,
};

const documentNotFound = () => notFound('Document not found.');

/** A document to analyse by its id, or null where no text could be read from it. */
type AnalysisSource = { id: string; doc: DocumentToAnalyze | null };
/** A document whose analysis read a removed one, and the documents that remain of it. */
type AnalysisHolder = { id: string; analysisDocumentIds: string[] | null };

/** A received file with its detected kind and what the extractor read from it. */
type ReadFile = ReceivedFile & { detected: DetectedFile; extraction: ExtractionResult };

/** A veteran's documents: uploads read and analysed, their content kept until it expires. */
export function createDocumentsService({
  db,
  extractor,
  detectFile,
  assistant,
  now,
  retentionHours,
  privacyLevelOf,
  log,
}: DocumentsServiceDeps) {
  const repositoryOf = (userId: string) => createDocumentsRepository(db, userId);
  const dto = (row: DocumentSummary) => toDocumentDto(row, now());
  const own = async (userId: string, id: string) => {
    const row = await repositoryOf(userId).find(id);
    if (!row) throw documentNotFound();
    return row;
  };

  async function requireConsent(userId: string) {
    const [user] = await db
      .select({ consent: users.documentConsentGiven })
      .from(users)
      .where(eq(users.id, userId));
    if (!user?.consent) throw new HttpError(403, CONSENT_REQUIRED);
  }

  /** Every file is checked before any is read or stored, so a refusal leaves nothing behind. */
  async function readFiles(files: ReceivedFile[]): Promise<ReadFile[]> {
    const detected = await Promise.all(files.map((file) => detectFile(file.bytes)));
    const refused = files.findIndex((_, index) => detected[index] === null);
    if (refused >= 0) throw new HttpError(415, fileTypeRefusal(files[refused]!.name));
    // The pool limits how many run at once; each file has its own time limit there.
    const extractions = await Promise.all(
      files.map((file, index) =>
        extractor.extract(file.bytes, detected[index]!.kind).catch((err: unknown) => {
          // A worker that died on a file (memory, a parser's own crash) could not read it.
          log.error({ err }, 'document extraction failed');
          return { ok: false, problem: 'corrupt' } as const;
        }),
      ),
    );
    return files.map((file, index) => ({
      ...file,
      detected: detected[index]!,
      extraction: extractions[index]!,
    }));
  }

  const newSource = (file: ReadFile, id: string): AnalysisSource => ({
    id,
    doc: file.extraction.ok
      ? {
          name: file.name,
          pages: file.extraction.pages,
          totalPages: file.extraction.totalPages,
        }
      : null,
  });

  /**
   * One analysis over the readable documents, or none when no text could be read; each
   * document's share of it: the text and the documents it read when its own text was among
   * them, and the rating or Board decision recognised in it.
   */
  async function analyze(sources: AnalysisSource[]): Promise<StoredAnalysis[]> {
    const readable = sources.filter((source) => source.doc !== null);
    const none = sources.map(() => NO_ANALYSIS);
    if (readable.length === 0) return none;
    const result = await assistant
      .analyzeDocuments(
        readable.map((source) => source.doc!),
        { today: calendarDateIn(now(), 'UTC') },
      )
      // Stored only in the shape the contract describes: readers take it as it is.
      .then((analysed) => ({
        ...analysed,
        analysis: structuredAnalysisSchema.parse(analysed.analysis),
      }))
      .catch((err: unknown) => {
        // The document is still kept with its text; the card says no analysis is available.
        log.error({ err }, 'document analysis failed');
        return null;
      });
    if (!result) return none;
    const readIds = readable.map((source) => source.id);
    return sources.map((source) => {
      const position = readable.indexOf(source);
      return position < 0
        ? NO_ANALYSIS
        : {
            analysis: result.analysis,
            analysisResult: renderAnalysisText(result.analysis.sections),
            analysisDocumentIds: readIds,
            decision: result.decisions[position] ?? null,
          };
    });
  }

  /** How long the veteran's uploads keep their content, read when they upload. */
  const keepingHoursOf = async (userId: string) =>
    contentRetentionHours(await privacyLevelOf(userId), retentionHours);

  /**
   * The document as stored: its analysis, and its text and file until they expire; with no
   * hours to keep them (maximum privacy) they are never written, only the analysis is.
   */
  function newDocument(
    file: ReadFile,
    id: string,
    analysis: StoredAnalysis,
    uploadedAt: Date,
    keepingHours: number,
  ): NewDocument {
    const { extraction } = file;
    const discard = keepingHours === DISCARD_ONCE_ANALYSED;
    return {
      id,
      filename: `${randomUUID()}.${file.detected.kind}`,
      originalName: file.name,
      size: file.bytes.length,
      mimeType: file.detected.mimeType,
      fileContent: extraction.ok && !discard ? joinPages(extraction.pages) : null,
      // Kept even when no text could be read, so the veteran can still download the original.
      fileBytes: discard ? null : file.bytes,
      extractionProblem: extraction.ok ? null : extraction.problem,
      ...analysis,
      uploadedAt,
      fileContentExpiresAt: new Date(uploadedAt.getTime() + keepingHours * HOUR_MS),
    };
  }

  const storedSource = (row: { id: string; originalName: string; fileContent: string | null }) => ({
    id: row.id,
    doc:
      row.fileContent === null ? null : { name: row.originalName, pages: pagesOf(row.fileContent) },
  });

  /**
   * Redoes, from the documents that remain, each analysis a removed document was taken out of.
   * Done once per set of documents, and only when all of them can still be read: otherwise the
   * analysis stays removed and its card says why.
   */
  async function redoAnalyses(userId: string, detached: AnalysisHolder[]) {
    const repository = repositoryOf(userId);
    const bySources = new Map<string, { sources: string[]; holders: string[] }>();
    for (const { id, analysisDocumentIds: sources } of detached) {
      if (!sources) continue;
      const key = sources.join(',');
      const group = bySources.get(key) ?? { sources, holders: [] };
      group.holders.push(id);
      bySources.set(key, group);
    }
    for (const { sources, holders } of bySources.values()) {
      const rows = await repository.findWithText(sources);
      const at = now();
      const readable =
        rows.length === sources.length && rows.every((row) => isContentUsable(row, at));
      const analyses = readable
        ? await analyze(sources.map((id) => storedSource(rows.find((row) => row.id === id)!)))
        : [];
      for (const holder of holders) {
        const analysis = analyses[sources.indexOf(holder)];
        if (analysis?.analysis) {
          await repository.setRedoneAnalysis(holder, sources, analysis);
        } else {
          await repository.endWait(holder, sources);
        }
      }
    }
  }

  /**
   * Changes the document in one transaction with taking it out of every other analysis that
   * read it, then redoes those analyses from what remains.
   */
  async function leaveAnalyses<T>(
    userId: string,
    id: string,
    change: (repository: DocumentsRepository) => Promise<T | undefined>,
  ): Promise<T> {
    const { changed, detached } = await db.transaction(async (tx) => {
      const repository = createDocumentsRepository(tx, userId);
      const result = await change(repository);
      if (result === undefined) throw documentNotFound();
      return { changed: result, detached: await repository.detachFromAnalyses(id) };
    });
    await redoAnalyses(userId, detached);
    return changed;
  }

  return {
    requireConsent,

    list: async (userId: string) => (await repositoryOf(userId).list()).map(dto),

    get: async (userId: string, id: string) => dto(await own(userId, id)),

    /** Stores the files with one analysis over all of them (each keeps its own recognised decision). */
    upload: async (userId: string, files: ReceivedFile[]) => {
      if (files.length === 0) throw new HttpError(400, NO_FILES);
      const read = await readFiles(files);
      const ids = read.map(() => randomUUID());
      // A file with no readable text has no analysis of its own to show.
      const analyses = await analyze(read.map((file, index) => newSource(file, ids[index]!)));
      const keepingHours = await keepingHoursOf(userId);
      const uploadedAt = now();
      const newDocuments = read.map((file, index) =>
        newDocument(file, ids[index]!, analyses[index]!, uploadedAt, keepingHours),
      );
      // The whole batch or none of it.
      const rows = await db.transaction((tx) =>
        createDocumentsRepository(tx, userId).insert(newDocuments),
      );
      const analysisResult = analyses.find((analysis) => analysis.analysisResult)?.analysisResult;
      return { documents: rows.map(dto), analysisResult: analysisResult ?? null };
    },

    /**
     * Replaces the document's analysis with one over it, the chosen documents and the new
     * files; the new files are stored as documents of their own, carrying the same analysis.
     */
    addToAnalysis: async (
      userId: string,
      id: string,
      { newFiles, existingDocIds }: { newFiles: ReceivedFile[]; existingDocIds: string[] },
    ): Promise<DocumentDto> => {
      const ids = [...new Set(existingDocIds)];
      if (newFiles.length === 0 && ids.length === 0) throw new HttpError(400, NOTHING_TO_ADD);
      if (newFiles.length > 0) await requireConsent(userId);
      if (ids.includes(id)) {
        throw new HttpError(400, 'A document cannot be added to its own analysis.');
      }
      const repository = repositoryOf(userId);
      const [current] = await repository.findWithText([id]);
      if (!current) throw documentNotFound();
      const at = now();
      if (!isContentUsable(current, at)) throw new HttpError(409, CONTENT_GONE);
      const existing = await repository.findWithText(ids);
      const missing = ids.find((wanted) => !existing.some((row) => row.id === wanted));
      if (missing) throw documentNotFound();
      const unusable = existing.find((row) => !isContentUsable(row, at));
      if (unusable) {
        throw new HttpError(
          409,
          `"${unusable.originalName}" no longer has its file content, so it cannot be added.`,
        );
      }
      const read = await readFiles(newFiles);
      const newIds = read.map(() => randomUUID());
      const stored = [current, ...ids.map((wanted) => existing.find((row) => row.id === wanted)!)];
      const analyses = await analyze([
        ...stored.map(storedSource),
        ...read.map((file, index) => newSource(file, newIds[index]!)),
      ]);
      const keepingHours = await keepingHoursOf(userId);
      const updated = await db.transaction(async (tx) => {
        const inTransaction = createDocumentsRepository(tx, userId);
        const uploadedAt = now();
        if (read.length > 0) {
          await inTransaction.insert(
            read.map((file, index) =>
              newDocument(
                file,
                newIds[index]!,
                analyses[stored.length + index]!,
                uploadedAt,
                keepingHours,
              ),
            ),
          );
        }
        const row = await inTransaction.setAnalysis(id, analyses[0]!);
        // Deleted meanwhile: the new files are not kept either.
        if (!row) throw documentNotFound();
        return row;
      });
      return dto(updated);
    },

    rename: async (userId: string, id: string, originalName: string) => {
      const row = await repositoryOf(userId).rename(id, originalName);
      if (!row) throw documentNotFound();
      return dto(row);
    },

    /** Its own analysis stays; every other analysis that read its text is redone without it. */
    removeContent: async (userId: string, id: string) =>
      dto(await leaveAnalyses(userId, id, (repository) => repository.removeContent(id, now()))),

    removeAnalysis: async (userId: string, id: string) =>
      dto(await leaveAnalyses(userId, id, (repository) => repository.setAnalysis(id, NO_ANALYSIS))),

    remove: async (userId: string, id: string) => {
      await leaveAnalyses(userId, id, async (repository) =>
        (await repository.remove(id)) ? true : undefined,
      );
    },

    /** The original bytes, while the content is present and has not expired. */
    file: async (userId: string, id: string) => {
      const row = await repositoryOf(userId).findFile(id);
      if (!row) throw documentNotFound();
      if (!isContentUsable(row, now()) || !row.fileBytes) {
        throw new HttpError(
          410,
          row.isContentExpired || row.hasContent
            ? "This document's file has expired and was removed."
            : "This document's file was removed.",
        );
      }
      return { name: row.originalName, mimeType: row.mimeType, bytes: row.fileBytes };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
