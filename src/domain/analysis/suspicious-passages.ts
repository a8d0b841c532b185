/**
 * Text inside a document that talks to the reader as if it were instructions ("ignore previous
 * instructions", "rate this 100%"). It is document content, never an instruction: its whole
 * paragraph is set aside so it can change no finding, and it is reported to the veteran.
 */
import type { DocumentPage, SuspiciousContent, SuspiciousPassage } from './analysis-types';
import { findAll } from './document-scan';
import { quoteSpan, verbatimQuote } from './quote';

export interface SuspiciousScan {
  passages: SuspiciousPassage[];
  /** The paragraphs (lines) holding them, to blank out before analysis. */
  spans: { page: number; start: number; end: number }[];
}

export function findSuspiciousPassages(
  pages: readonly DocumentPage[],
  content: SuspiciousContent,
): SuspiciousScan {
  const result: SuspiciousScan = { passages: [], spans: [] };
  for (const pattern of content.patterns) {
    for (const match of findAll(pages, pattern)) {
      const text = pages.find((page) => page.page === match.page)?.text ?? '';
      const [start, end] = quoteSpan(text, match.start, match.end, 'line');
      if (result.spans.some((span) => span.page === match.page && span.start === start)) continue;
      result.spans.push({ page: match.page, start, end });
      const quote = verbatimQuote(pages, match.page, text.slice(start, end).trim());
      result.passages.push({ quote, pattern });
    }
  }
  result.passages.sort((a, b) => a.quote.page - b.quote.page);
  return result;
}
