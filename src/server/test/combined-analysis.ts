import type { AnalysisFinding } from '../../contracts/structured-analysis';
import type { DocumentWithAnalysis } from '../documents/own-findings';

/** One finding of an analysis, quoted from a document's page. */
export const finding = (document: string, page: number, text: string): AnalysisFinding => ({
  document,
  kind: 'nexus-statement',
  label: 'Lumbar strain',
  quote: { page, text },
});

/** A document analysed together with another: the analysis holds both documents' findings. */
export const combined = (id: string, originalName: string): DocumentWithAnalysis => ({
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
