import { expect, it } from 'vitest';
import type { StructuredAnalysis } from '../../../contracts/structured-analysis';
import { exhibitTitle } from './exhibit-titles';

const analysed = (type: string, documents = ['sleep-study.pdf']): StructuredAnalysis => ({
  version: 1,
  documents,
  sections: [{ emoji: '📄', title: 'DOCUMENT TYPE', lines: [{ kind: 'bullet', text: type }] }],
  findings: [],
});

it('titles a document by the type its analysis found and the first date in its text', () => {
  expect(
    exhibitTitle({
      originalName: 'scan_0042.pdf',
      analysis: analysed('VA sleep study'),
      text: 'DEPARTMENT OF VETERANS AFFAIRS\nPolysomnography report\nDate of study: 02/14/2024\n',
    }),
  ).toBe('VA sleep study, 14 Feb 2024');
});

it('keeps the type alone without a date, and the file name when the type is not known', () => {
  expect(
    exhibitTitle({ originalName: 'a.pdf', analysis: analysed('VA sleep study'), text: 'none' }),
  ).toBe('VA sleep study');
  expect(
    exhibitTitle({
      originalName: 'scan_0042.pdf',
      analysis: analysed('Not recognized: this does not match any document type Wingman knows.'),
      text: 'June 3, 2025',
    }),
  ).toBe('scan_0042.pdf');
  expect(exhibitTitle({ originalName: 'scan.pdf', analysis: null, text: null })).toBe('scan.pdf');
  // A combined analysis's type is not this one document's.
  expect(
    exhibitTitle({
      originalName: 'one.pdf',
      analysis: analysed('VA sleep study', ['one.pdf', 'two.pdf']),
      text: null,
    }),
  ).toBe('one.pdf');
});
