/**
 * Which pages the rules read, and an account of every page they did not, so the analysis never
 * drops a page silently ("38 of 40 pages analyzed").
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

type NotAnalysedPage = PageReport['notAnalysed'][number];

/**
 * Neighbouring pages left out for the same reason, read without OCR, share one line: a 470-page
 * record over the page limit is "Pages 201–470", not 270 lines. A page with an OCR confidence
 * keeps its own line, because its confidence is its own.
 */
function notAnalysedRuns(pages: readonly NotAnalysedPage[]): NotAnalysedPage[][] {
  const runs: NotAnalysedPage[][] = [];
  for (const page of pages) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    const joins =
      last !== undefined &&
      page.ocrConfidence === undefined &&
      last.ocrConfidence === undefined &&
      page.reason === last.reason &&
      page.page === last.page + 1;
    if (joins) run!.push(page);
    else runs.push([page]);
  }
  return runs;
}

/** "38 of 40 pages analyzed", then a line per page (or run of pages) left out or doubtful. */
export function describePageCoverage(report: PageReport): string[] {
  const plural = report.total === 1 ? 'page' : 'pages';
  const lines = [`${report.analysed} of ${report.total} ${plural} analyzed`];
  for (const run of notAnalysedRuns(report.notAnalysed)) {
    const [first, last] = [run[0]!, run.at(-1)!];
    const pages = run.length === 1 ? `Page ${first.page}` : `Pages ${first.page}–${last.page}`;
    const confidence =
      first.ocrConfidence === undefined ? '' : ` (OCR confidence ${first.ocrConfidence}%)`;
    lines.push(`${pages} not analyzed: ${REASON_TEXT[first.reason]}${confidence}`);
  }
  for (const page of report.lowConfidence) {
    lines.push(
      `Page ${page.page} read with low OCR confidence (${page.ocrConfidence}%): check its quotes against the original`,
    );
  }
  return lines;
}
