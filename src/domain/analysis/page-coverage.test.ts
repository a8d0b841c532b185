import { describe, expect, it } from 'vitest';
import type { DocumentPage } from './analysis-types';
import { describePageCoverage, pageCoverage } from './page-coverage';

const readable = (page: number, ocrConfidence?: number): DocumentPage => ({
  page,
  text: `Page ${page}: the veteran reports knee pain.`,
  ...(ocrConfidence === undefined ? {} : { ocrConfidence }),
});

describe('pageCoverage: no page dropped silently', () => {
  it('reports 38 of 40 pages analyzed and says why for the other two', () => {
    const pages = Array.from({ length: 40 }, (_, index) => readable(index + 1, 90));
    pages[6] = { page: 7, text: '  \n ', ocrConfidence: 0 };
    pages[21] = { page: 22, text: 'Rpt 0f m d c l', ocrConfidence: 23 };
    const { analysed, report } = pageCoverage(pages);
    expect(analysed).toHaveLength(38);
    expect(report.notAnalysed).toEqual([
      { page: 7, reason: 'no-text', ocrConfidence: 0 },
      { page: 22, reason: 'low-ocr-confidence', ocrConfidence: 23 },
    ]);
    expect(report.ocrConfidence).toHaveLength(40);
    expect(describePageCoverage(report)).toEqual([
      '38 of 40 pages analyzed',
      'Page 7 not analyzed: no readable text (OCR confidence 0%)',
      'Page 22 not analyzed: too blurred to read reliably (OCR confidence 23%)',
    ]);
  });

  it.each([
    { confidence: 49, analysed: false, low: false },
    { confidence: 50, analysed: true, low: true },
    { confidence: 74, analysed: true, low: true },
    { confidence: 75, analysed: true, low: false },
    { confidence: undefined, analysed: true, low: false },
  ])('OCR confidence $confidence', ({ confidence, analysed, low }) => {
    const { report } = pageCoverage([readable(1, confidence)]);
    expect(report.analysed).toBe(analysed ? 1 : 0);
    expect(report.lowConfidence.length > 0).toBe(low);
  });

  it('lists pages beyond the page limit as not analysed', () => {
    const pages = [1, 2, 3].map((page) => readable(page));
    const { report } = pageCoverage(pages, 2);
    expect(report.analysed).toBe(2);
    expect(report.notAnalysed).toEqual([{ page: 3, reason: 'over-page-limit' }]);
    expect(describePageCoverage(report)).toContain('Page 3 not analyzed: over the page limit');
  });

  it('gives neighbouring pages left out for one reason a single line', () => {
    const pages = Array.from({ length: 470 }, (_, index) => readable(index + 1));
    pages[9] = { page: 10, text: '' };
    pages[10] = { page: 11, text: '' };
    pages[12] = { page: 13, text: '' };
    const lines = describePageCoverage(pageCoverage(pages, 200).report);
    expect(lines).toEqual([
      '197 of 470 pages analyzed',
      'Pages 10–11 not analyzed: no readable text',
      'Page 13 not analyzed: no readable text',
      'Pages 201–470 not analyzed: over the page limit',
    ]);
  });

  it('keeps a line for each scanned page, with its own confidence', () => {
    const pages = [
      { page: 1, text: '', ocrConfidence: 12 },
      { page: 2, text: '', ocrConfidence: 30 },
    ];
    expect(describePageCoverage(pageCoverage(pages).report)).toEqual([
      '0 of 2 pages analyzed',
      'Page 1 not analyzed: no readable text (OCR confidence 12%)',
      'Page 2 not analyzed: no readable text (OCR confidence 30%)',
    ]);
  });

  it('says "page" for a one-page document', () => {
    expect(describePageCoverage(pageCoverage([readable(1)]).report)[0]).toBe(
      '1 of 1 page analyzed',
    );
  });
});
