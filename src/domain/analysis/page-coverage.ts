/**
 * Which pages the rules read, and an account of every page they did not, so the analysis never
 * drops a page silently ("38 of 40 pages analysed").
 */
import type { DocumentPage, PageReport } from './analysis-types';

/** Below this OCR confidence a page's words are more guess than reading (tesseract, 0–100). */
export const UNREADABLE_OCR_CONFIDENCE = 50;
/** Analysed, but worth checking against the original below this confidence. */
export const LOW_OCR_CONFIDENCE = 75;
/** A page with fewer letters than this holds no sentence to analyse. */
const MIN_LETTERS = 3;

export function pageCoverage(
  pages: readonly DocumentPage[],
  maxPages = Infinity,
): { analysed: DocumentPage[]; report: PageReport } {
  const report: PageReport = {
    total: pages.length,
    analysed: 0,
    notAnalysed: [],
    lowConfidence: [],
    ocrConfidence: [],
  };
  const analysed: DocumentPage[] = [];
  pages.forEach((page, index) => {
    const confidence = page.ocrConfidence;
    if (confidence !== undefined) {
      report.ocrConfidence.push({ page: page.page, ocrConfidence: confidence });
    }
    const withConfidence = confidence === undefined ? {} : { ocrConfidence: confidence };
    if (index >= maxPages) {
      report.notAnalysed.push({ page: page.page, reason: 'over-page-limit', ...withConfidence });
    } else if ((page.text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) {
      report.notAnalysed.push({ page: page.page, reason: 'no-text', ...withConfidence });
    } else if (confidence !== undefined && confidence < UNREADABLE_OCR_CONFIDENCE) {
      report.notAnalysed.push({ page: page.page, reason: 'low-ocr-confidence', ...withConfidence });
    } else {
      if (confidence !== undefined && confidence < LOW_OCR_CONFIDENCE) {
        report.lowConfidence.push({ page: page.page, ocrConfidence: confidence });
      }
      analysed.push(page);
    }
  });
  report.analysed = analysed.length;
  return { analysed, report };
}

const REASON_TEXT = {
  'no-text': 'no readable text',
  'low-ocr-confidence': 'too blurred to read reliably',
  'over-page-limit': 'over the page limit',
} as const;

/** "38 of 40 pages analysed", then one line per page left out or read with low confidence. */
export function describePageCoverage(report: PageReport): string[] {
  const plural = report.total === 1 ? 'page' : 'pages';
  const lines = [`${report.analysed} of ${report.total} ${plural} analysed`];
  for (const page of report.notAnalysed) {
    const confidence =
      page.ocrConfidence === undefined ? '' : ` (OCR confidence ${page.ocrConfidence}%)`;
    lines.push(`Page ${page.page} not analysed: ${REASON_TEXT[page.reason]}${confidence}`);
  }
  for (const page of report.lowConfidence) {
    lines.push(
      `Page ${page.page} read with low OCR confidence (${page.ocrConfidence}%): check its quotes against the original`,
    );
  }
  return lines;
}
