// pdf.js writes a page's font information with ArrayBuffer#transferToFixedLength, which Node
// gains only in 22; without it every page with text renders blank on Node 20.
import 'core-js/actual/array-buffer/transfer-to-fixed-length';
import {
  createIsomorphicCanvasFactory,
  getDocumentProxy,
  getResolvedPDFJS,
  renderPageAsImage,
} from 'unpdf';
import type { DocumentPage } from '../../../domain/analysis/analysis-types';
import type { ExtractionResult } from './extraction-types';
import { recogniseText } from './ocr';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

export interface PdfBudget {
  /** Pages read at most; the rest are reported through totalPages. */
  maxPages: number;
  /** Pages rendered and read by OCR at most (a page takes seconds). */
  maxOcrPages: number;
  /** No further page is OCR'd once reading has taken this long, so a long scan ends in time. */
  maxOcrMs: number;
}

/**
 * Far more pages than a real record within the upload limit holds (hundreds, rarely a few
 * thousand). A page tree can list one page object again and again (thirty small objects can
 * count a billion pages), and every page counted is accounted for in the analysis, so such a
 * file is taken for what it is: not a readable document.
 */
const MAX_PDF_PAGES = 20_000;

/** A page with fewer characters than this in its text layer is taken for a scan. */
const SCANNED_PAGE_CHARACTERS = 20;
// Twice the PDF's 72 dpi: small print stays legible to OCR without huge bitmaps…
const OCR_SCALE = 2;
// …and no side longer than this, whatever size the page claims to be.
const MAX_OCR_SIDE_PX = 3_400;

/** The page's text with its lines: pdf.js marks line ends, or the baseline moves. */
async function textLayer(page: PdfPage): Promise<string> {
  const content = await page.getTextContent();
  let text = '';
  let lastY: number | undefined;
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const y = item.transform[5] as number;
    const newLine = lastY !== undefined && Math.abs(y - lastY) > Math.max(1, item.height / 2);
    if (newLine && text !== '' && !text.endsWith('\n')) text += '\n';
    text += item.str;
    if (item.hasEOL && !text.endsWith('\n')) text += '\n';
    lastY = y;
  }
  return text;
}

// Operators that put something on the page: text, paths, images, shadings.
const MARKING_OPERATOR =
  /^(?:paint|fill|eoFill|stroke|closeStroke|closeFill|closeEOFill|shadingFill|showText|showSpacedText|nextLine\w*ShowText|constructPath)/;
let markingOperators: Set<number> | undefined;

/** A page that draws nothing at all is blank: there is nothing for OCR to find. */
async function isBlank(page: PdfPage): Promise<boolean> {
  if (!markingOperators) {
    const { OPS } = await getResolvedPDFJS();
    markingOperators = new Set(
      Object.entries(OPS).flatMap(([name, code]) => (MARKING_OPERATOR.test(name) ? [code] : [])),
    );
  }
  const { fnArray } = await page.getOperatorList();
  return !fnArray.some((code) => markingOperators!.has(code));
}

const canvasImport = () => import('@napi-rs/canvas');

const visibleCharacters = (text: string) => text.replace(/\s/g, '').length;

/** A page drawn as a PNG at the given scale, filled form boxes included. */
export const drawPage = (pdf: PdfDocument, number: number, scale: number) =>
  renderPageAsImage(pdf, number, { canvasImport, scale });

export async function openPdf(bytes: Uint8Array): Promise<PdfDocument | 'encrypted' | 'corrupt'> {
  try {
    return await getDocumentProxy(bytes, {
      verbosity: 0,
      isEvalSupported: false,
      // Images inside a page are drawn through this factory when a scan is rendered for OCR.
      CanvasFactory: await createIsomorphicCanvasFactory(canvasImport),
    });
  } catch (error) {
    return error instanceof Error && error.name === 'PasswordException' ? 'encrypted' : 'corrupt';
  }
}

/**
 * The text of a PDF page by page: the text layer, or OCR of the rendered page for scans. Pages
 * are read in order and reading stops at the page or OCR budget, so the pages returned are
 * always 1…n and the rest are counted in totalPages, never silently dropped.
 */
export async function readPdf(bytes: Uint8Array, budget: PdfBudget): Promise<ExtractionResult> {
  const pdf = await openPdf(bytes);
  if (typeof pdf === 'string') return { ok: false, problem: pdf };
  try {
    const totalPages = pdf.numPages;
    if (totalPages === 0) return { ok: false, problem: 'empty' };
    if (totalPages > MAX_PDF_PAGES) return { ok: false, problem: 'corrupt' };
    const pages: DocumentPage[] = [];
    let ocrPages = 0;
    const startedAt = performance.now();
    const ocrTimeLeft = () => performance.now() - startedAt < budget.maxOcrMs;
    for (let number = 1; number <= Math.min(totalPages, budget.maxPages); number++) {
      const page = await pdf.getPage(number);
      const text = await textLayer(page);
      if (visibleCharacters(text) >= SCANNED_PAGE_CHARACTERS || (await isBlank(page))) {
        page.cleanup();
        pages.push({ page: number, text });
        continue;
      }
      if (ocrPages === budget.maxOcrPages || (ocrPages > 0 && !ocrTimeLeft())) break;
      ocrPages++;
      const { width, height } = page.getViewport({ scale: 1 });
      const image = await drawPage(
        pdf,
        number,
        Math.min(OCR_SCALE, MAX_OCR_SIDE_PX / Math.max(width, height)),
      );
      page.cleanup();
      const read = await recogniseText(new Uint8Array(image));
      // A sparse text layer (a stamp, a fax header) is kept when OCR finds even less.
      pages.push(
        visibleCharacters(read.text) > visibleCharacters(text)
          ? { page: number, text: read.text, ocrConfidence: read.confidence }
          : { page: number, text },
      );
    }
    if (pages.every((page) => visibleCharacters(page.text) === 0)) {
      return { ok: false, problem: ocrPages > 0 ? 'no-readable-text' : 'empty' };
    }
    return { ok: true, pages, totalPages, method: ocrPages > 0 ? 'ocr' : 'text-layer' };
  } catch {
    // pdf.js parses pages lazily: a broken page object surfaces here, not when opening.
    return { ok: false, problem: 'corrupt' };
  } finally {
    await pdf.destroy();
  }
}
