import { describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../contracts/documents';
import { documentTypeLabel, fileState } from './document-state';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const stored = (extra: Partial<DocumentDto>): DocumentDto => ({
  id: 'a',
  filename: 'a',
  originalName: 'Record.pdf',
  size: 1,
  mimeType: 'application/pdf',
  hasContent: true,
  analysis: null,
  isContentExpired: false,
  fileContentExpiresAt: '2026-03-16T12:00:00.000Z',
  fileContentDeletedAt: null,
  analysisResult: null,
  analysisNote: null,
  uploadedAt: '2026-03-14T12:00:00.000Z',
  extractionProblem: null,
  hasDecisionToImport: false,
  ...extra,
});

describe('fileState (spec §4: present, expired, removed; or never kept)', () => {
  it.each<[string, Partial<DocumentDto>, ReturnType<typeof fileState>]>([
    ['kept and before its expiry', {}, 'present'],
    ['kept with no expiry', { fileContentExpiresAt: null }, 'present'],
    ['kept but past its expiry', { fileContentExpiresAt: '2026-03-15T11:59:00.000Z' }, 'expired'],
    ['exactly at its expiry', { fileContentExpiresAt: NOW.toISOString() }, 'expired'],
    ['marked expired by the server', { isContentExpired: true }, 'expired'],
    ['cleaned up after expiry', { hasContent: false, isContentExpired: true }, 'expired'],
    ['removed by the veteran', { hasContent: false }, 'removed'],
    [
      'uploaded at Maximum privacy: kept no time at all',
      {
        hasContent: false,
        isContentExpired: true,
        fileContentExpiresAt: '2026-03-14T12:00:00.000Z',
        fileContentDeletedAt: '2026-03-14T12:00:00.000Z',
      },
      'not-kept',
    ],
  ])('%s', (_, extra, expected) => {
    expect(fileState(stored(extra), NOW)).toBe(expected);
  });
});

describe('documentTypeLabel', () => {
  it.each<[Partial<DocumentDto>, string]>([
    [{}, 'PDF'],
    [{ mimeType: 'application/msword', originalName: 'x' }, 'DOC'],
    [
      {
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      'DOCX',
    ],
    [{ mimeType: 'image/jpeg' }, 'JPG'],
    [{ mimeType: null, originalName: 'scan.tiff' }, 'TIFF'],
    [{ mimeType: 'application/octet-stream', originalName: 'notes.txt' }, 'TXT'],
    [{ mimeType: null, originalName: 'no extension' }, 'FILE'],
    [{ mimeType: null, originalName: '.hidden' }, 'FILE'],
  ])('%o reads %s', (extra, expected) => {
    expect(documentTypeLabel(stored(extra))).toBe(expected);
  });
});
