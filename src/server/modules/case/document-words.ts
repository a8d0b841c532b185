import type { AnalysisFinding, StructuredAnalysis } from '../../../contracts/structured-analysis';
import { pagesOf } from '../../documents/document-pages';

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

/**
 * The quote as an answer keeps it, when the document says it on that page (in its findings or
 * its stored text), or undefined when it does not. A finding's quote sent with other spacing is
 * kept as the finding has it, so the answer finds its proposal again.
 */
export function quoteOnPage(
  document: DocumentWithAnalysis & { fileContent: string | null },
  page: number,
  quote: string,
): string | undefined {
  const words = spacedEvenly(quote);
  if (words.length === 0) return undefined;
  const found = ownFindings(document).filter((finding) => finding.quote.page === page);
  const same = found.find((finding) => spacedEvenly(finding.quote.text) === words);
  if (same) return same.quote.text;
  if (found.some((finding) => spacedEvenly(finding.quote.text).includes(words))) return quote;
  const text = document.fileContent === null ? undefined : pagesOf(document.fileContent)[page - 1];
  return text !== undefined && spacedEvenly(text.text).includes(words) ? quote : undefined;
}
