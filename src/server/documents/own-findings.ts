/** A document's own findings, for every module that reads the veteran's analysed documents. */
import type { AnalysisFinding, StructuredAnalysis } from '../../contracts/structured-analysis';

export type DocumentWithAnalysis = {
  id: string;
  originalName: string;
  analysis: StructuredAnalysis | null;
  analysisDocumentIds: string[] | null;
};

/**
 * The findings read from this document itself. A combined analysis is stored on every document
 * it read, naming each by the file name it had then; the document's place among the ids read
 * gives its name there, which a later rename does not change.
 */
export function ownFindings(document: DocumentWithAnalysis): AnalysisFinding[] {
  if (!document.analysis) return [];
  const position = document.analysisDocumentIds?.indexOf(document.id) ?? -1;
  const name = document.analysis.documents[position] ?? document.originalName;
  return document.analysis.findings.filter((finding) => finding.document === name);
}
