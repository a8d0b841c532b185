import type { DocumentDto } from '../../contracts/documents';

const HOUR = 3_600_000;

/** Hours from the clock's now (the machine's, or the test's fake one). */
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

let nextId = 1;
/** A unique id shaped like the server's uuids. */
export const testId = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

/** A document as GET /api/documents returns it: a PDF with its file kept for two more days. */
export const storedDocument = (
  originalName: string,
  extra: Partial<DocumentDto> = {},
): DocumentDto => ({
  id: testId(),
  filename: originalName,
  originalName,
  size: 245_760,
  mimeType: 'application/pdf',
  hasContent: true,
  isContentExpired: false,
  fileContentExpiresAt: inHours(47.5),
  fileContentDeletedAt: null,
  analysisResult: null,
  analysis: null,
  analysisNote: null,
  uploadedAt: '2026-03-14T09:30:00.000Z',
  extractionProblem: null,
  hasDecisionToImport: false,
  ...extra,
});

/**
 * An upload as the server stores it under a privacy level that keeps its file `hours` from
 * `uploadedAt`; with none (Maximum privacy) only the analysis is stored, and the file is gone
 * from the moment of the upload.
 */
export const uploadKeptFor = (
  originalName: string,
  hours: number,
  uploadedAt: Date,
): DocumentDto => {
  const uploaded = uploadedAt.toISOString();
  return storedDocument(originalName, {
    uploadedAt: uploaded,
    fileContentExpiresAt: new Date(uploadedAt.getTime() + hours * HOUR).toISOString(),
    ...(hours === 0 && {
      hasContent: false,
      isContentExpired: true,
      fileContentDeletedAt: uploaded,
    }),
  });
};
