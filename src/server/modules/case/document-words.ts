import type { AnalysisFinding, StructuredAnalysis } from '../../../contracts/structured-analysis';
import { pagesOf } from '../documents/documents.service';

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

// Line breaks and runs of spaces differ between a page's text and the same words on screen.
const spacedEvenly = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether the words are on that page of the document, in its findings or its stored text. */
export function isQuoteOnPage(
  document: DocumentWithAnalysis & { fileContent: string | null },
  page: number,
  quote: string,
): boolean {
  const words = spacedEvenly(quote);
  if (words.length === 0) return false;
  const quoted = ownFindings(document).some(
    (finding) => finding.quote.page === page && spacedEvenly(finding.quote.text).includes(words),
  );
  if (quoted) return true;
  const text = document.fileContent === null ? undefined : pagesOf(document.fileContent)[page - 1];
  return text !== undefined && spacedEvenly(text.text).includes(words);
}
