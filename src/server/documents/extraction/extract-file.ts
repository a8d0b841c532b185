// Runs inside an extraction worker thread (see extraction-worker.mjs): one file per call.
import type { MessagePort } from 'node:worker_threads';
import type { DocumentPage } from '../../../domain/analysis/analysis-types';
import type { ExtractionResult, FileKind } from './extraction-types';
import { recogniseText, toPng } from './ocr';
import { decodePlainText } from './plain-text';
import { readPdf, type PdfBudget } from './read-pdf';
import { readDoc, readDocx } from './read-word';

export interface ExtractionTask extends PdfBudget {
  bytes: Uint8Array;
  kind: FileKind;
  /** Told when the file starts being read, so its time limit does not count time in the queue. */
  started: MessagePort;
}

const corrupt: ExtractionResult = { ok: false, problem: 'corrupt' };

const hasText = (pages: DocumentPage[]) => pages.some((page) => page.text.trim() !== '');

async function readImage(bytes: Uint8Array, kind: FileKind): Promise<ExtractionResult> {
  let read;
  try {
    read = await recogniseText(kind === 'png' || kind === 'jpg' ? bytes : await toPng(bytes));
  } catch {
    return corrupt;
  }
  const pages = [{ page: 1, text: read.text, ocrConfidence: read.confidence }];
  return hasText(pages)
    ? { ok: true, pages, totalPages: 1, method: 'ocr' }
    : { ok: false, problem: 'no-readable-text' };
}

async function readWord(bytes: Uint8Array, kind: 'doc' | 'docx'): Promise<ExtractionResult> {
  let text;
  try {
    text = await (kind === 'docx' ? readDocx(bytes) : readDoc(bytes));
  } catch {
    return corrupt;
  }
  const pages = [{ page: 1, text }];
  return hasText(pages)
    ? { ok: true, pages, totalPages: 1, method: kind }
    : { ok: false, problem: 'empty' };
}

function readText(bytes: Uint8Array): ExtractionResult {
  const text = decodePlainText(bytes);
  if (text === null) return corrupt;
  // A form feed is a page break in plain text.
  const pages = text.split('\f').map((pageText, index) => ({ page: index + 1, text: pageText }));
  return hasText(pages)
    ? { ok: true, pages, totalPages: pages.length, method: 'text' }
    : { ok: false, problem: 'empty' };
}

function read(task: ExtractionTask): Promise<ExtractionResult> | ExtractionResult {
  switch (task.kind) {
    case 'pdf':
      return readPdf(task.bytes, task);
    case 'doc':
    case 'docx':
      return readWord(task.bytes, task.kind);
    case 'txt':
      return readText(task.bytes);
    case 'jpg':
    case 'png':
    case 'gif':
    case 'webp':
    case 'bmp':
      return readImage(task.bytes, task.kind);
  }
}

// Pages are stored joined by form feeds and split again, so no page may hold one itself.
const tidy = (text: string) =>
  text
    .replace(/\r\n?|\f/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .trim();

export default async function extractFile(task: ExtractionTask): Promise<ExtractionResult> {
  task.started.postMessage('started');
  task.started.close();
  const result = await read(task);
  if (!result.ok) return result;
  return { ...result, pages: result.pages.map((page) => ({ ...page, text: tidy(page.text) })) };
}
