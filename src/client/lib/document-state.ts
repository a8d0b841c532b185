import type { AnalysisNote, DocumentDto, ExtractionProblem } from '../../contracts/documents';
import { remainingTimeLabel } from './remaining-time';

/**
 * Spec §4: file content is present, expired, or removed (by the veteran or the clean-up); or
 * never kept, when it was uploaded at Maximum privacy and only the analysis was stored.
 */
export type FileState = 'present' | 'expired' | 'removed' | 'not-kept';

/** What the file's state is read from; chat attachments carry these fields too. */
type StoredFile = Pick<
  DocumentDto,
  'hasContent' | 'isContentExpired' | 'fileContentExpiresAt' | 'uploadedAt'
>;

const time = (iso: string) => new Date(iso).getTime();

/** Kept for no time at all: the server sets such a file's expiry to its upload (Maximum privacy). */
const neverKept = ({ fileContentExpiresAt, uploadedAt }: StoredFile) =>
  fileContentExpiresAt !== null && time(fileContentExpiresAt) <= time(uploadedAt);

export function fileState(document: StoredFile, now: Date): FileState {
  if (!document.hasContent) {
    if (neverKept(document)) return 'not-kept';
    return document.isContentExpired ? 'expired' : 'removed';
  }
  const expiry = document.fileContentExpiresAt
    ? time(document.fileContentExpiresAt)
    : Number.POSITIVE_INFINITY;
  return document.isContentExpired || expiry <= now.getTime() ? 'expired' : 'present';
}

/** How long the file is still kept, or what became of it, in a few words. */
export function fileKeepingLabel(document: StoredFile, now: Date): string {
  switch (fileState(document, now)) {
    case 'present':
      return remainingTimeLabel(document.fileContentExpiresAt, now);
    case 'expired':
      return 'Expired';
    case 'removed':
      return 'File removed';
    case 'not-kept':
      return 'File deleted once analyzed (Maximum privacy)';
  }
}

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'text/plain': 'TXT',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WEBP',
  'image/bmp': 'BMP',
};

/** The short type on a card's badge: from the stored type, else the name's extension. */
export function documentTypeLabel({ mimeType, originalName }: DocumentDto): string {
  const known = mimeType ? TYPE_LABELS[mimeType] : undefined;
  if (known) return known;
  const dot = originalName.lastIndexOf('.');
  if (dot > 0 && dot < originalName.length - 1) return originalName.slice(dot + 1).toUpperCase();
  return 'FILE';
}

/** Why Wingman could not read a document's text, in the veteran's words, with what to do. */
export const extractionProblemText: Record<ExtractionProblem, string> = {
  encrypted:
    'This PDF is password-protected, so its text could not be read. Remove the password and upload it again.',
  corrupt:
    'This file seems to be damaged, so its text could not be read. Try saving or exporting it again, then upload the new copy.',
  empty: 'This file has no text in it. Check that it is the document you meant to upload.',
  timeout:
    'Reading this file took too long, so only part of it or none of it was read. Try uploading a smaller file, such as the pages that matter most.',
  'no-readable-text':
    'No readable text was found, even by reading the page images. A clearer scan or photo (flat, well lit, in focus) usually helps.',
};

/** Why a combined analysis changed after a document it read was deleted or removed from it. */
export const analysisNoteText: Record<AnalysisNote, string> = {
  'redone-without-removed-document':
    'This analysis was redone from the documents that remain, after a document it included was deleted or had its content or analysis removed.',
  'removed-with-document':
    'This analysis was removed because it included a document that was deleted or had its content or analysis removed. It could not be redone, because the file content it read is no longer available.',
};
