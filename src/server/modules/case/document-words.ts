import { pagesOf } from '../../documents/document-pages';
import { ownFindings, type DocumentWithAnalysis } from '../../documents/own-findings';

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
