import { describe, expect, it } from 'vitest';
import type { AnalysisFinding } from '../../contracts/structured-analysis';
import { ownFindings, type DocumentWithAnalysis } from './own-findings';

const finding = (document: string, page: number, text: string): AnalysisFinding => ({
  document,
  kind: 'nexus-statement',
  label: 'Lumbar strain',
  quote: { page, text },
});

const combined = (id: string, originalName: string): DocumentWithAnalysis => ({
  id,
  originalName,
  analysisDocumentIds: ['a', 'b'],
  analysis: {
    version: 1,
    documents: ['nexus.txt', 'dbq.txt'],
    sections: [],
    findings: [
      finding('nexus.txt', 1, 'at least as likely as not caused by service'),
      finding('dbq.txt', 2, 'Diagnosis: lumbosacral strain'),
    ],
  },
});

describe('a document’s own findings', () => {
  it('takes from a combined analysis only the findings read from this document', () => {
    expect(ownFindings(combined('b', 'dbq.txt')).map((f) => f.quote.text)).toEqual([
      'Diagnosis: lumbosacral strain',
    ]);
  });

  it('knows the document by its place among those read, after a rename', () => {
    expect(ownFindings(combined('a', 'renamed.txt'))).toHaveLength(1);
  });

  it('has none without an analysis', () => {
    expect(ownFindings({ ...combined('a', 'x'), analysis: null })).toEqual([]);
  });
});
