/**
 * The one place a quote is made: every finding's quote is cut from the page text and checked to
 * be there verbatim, so nothing the analysis shows can be words the document does not contain.
 */
import type { DocumentPage, Quote } from './analysis-types';

export class QuoteNotFoundError extends Error {
  constructor(quote: Quote) {
    super(`Quote not found on page ${quote.page}: "${quote.text.slice(0, 80)}"`);
    this.name = 'QuoteNotFoundError';
  }
}

/** True when `quote.text` is non-empty and appears exactly on its page. */
export function isVerbatim(pages: readonly DocumentPage[], quote: Quote): boolean {
  const page = pages.find((candidate) => candidate.page === quote.page);
  return quote.text.trim() !== '' && page !== undefined && page.text.includes(quote.text);
}

/** Returns the quote, or throws when its text is not on its page of `pages`. */
export function verbatimQuote(pages: readonly DocumentPage[], page: number, text: string): Quote {
  const quote = { page, text };
  if (!isVerbatim(pages, quote)) throw new QuoteNotFoundError(quote);
  return quote;
}

const BLANK_LINE = /\n[ \t]*\n/g;

export type QuoteExtent = 'match' | 'sentence' | 'line';

/**
 * A full stop that ends a sentence; not the one after a title such as "Mr." or "Dr.", nor inside
 * a citation ("38 C.F.R. § 4.125(a)", "38 U.S.C.A. § 5107", "Smith v. Brown, 9 Vet. App. 1").
 */
const SENTENCE_END =
  /(?<!\b(?:Mr|Mrs|Ms|Dr|Sgt|SSgt|Capt|Lt|Col|Gen|St|No|vs|v|C\.F\.R|U\.S\.C|U\.S\.C\.A|Vet|App|Fed|Cir|Reg))[.!?](?=\s|$)/g;

/**
 * The span to quote around `start`–`end` of `text`: the match itself, its line, or its sentence
 * (bounded by the line, since extracted text breaks lines between fields).
 */
export function quoteSpan(
  text: string,
  start: number,
  end: number,
  extent: QuoteExtent,
): [number, number] {
  if (extent === 'match') return [start, end];
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const newline = text.indexOf('\n', end);
  const lineEnd = newline === -1 ? text.length : newline;
  if (extent === 'line') return [lineStart, lineEnd];
  let from = lineStart;
  for (const mark of text.slice(lineStart, start).matchAll(SENTENCE_END)) {
    from = lineStart + mark.index + 1;
  }
  const sentenceEnd = new RegExp(SENTENCE_END.source, 'g');
  sentenceEnd.lastIndex = Math.max(end - 1, start);
  const stop = sentenceEnd.exec(text);
  const to = stop && stop.index < lineEnd ? stop.index + 1 : lineEnd;
  return [from, to];
}

/**
 * The whole sentence around `start`–`end`, across wrapped lines but not past a blank line: what
 * a sentence says (its question mark, its theory) when its quote stops at the line's end.
 */
export function wrappedSentence(text: string, start: number, end: number): string {
  let paragraphStart = 0;
  for (const blank of text.slice(0, start).matchAll(BLANK_LINE)) {
    paragraphStart = blank.index + blank[0].length;
  }
  const nextBlank = new RegExp(BLANK_LINE.source, 'g');
  nextBlank.lastIndex = end;
  const paragraphEnd = nextBlank.exec(text)?.index ?? text.length;
  let from = paragraphStart;
  for (const mark of text.slice(paragraphStart, start).matchAll(SENTENCE_END)) {
    from = paragraphStart + mark.index + 1;
  }
  const sentenceEnd = new RegExp(SENTENCE_END.source, 'g');
  sentenceEnd.lastIndex = Math.max(end - 1, start);
  const stop = sentenceEnd.exec(text);
  const to = stop && stop.index < paragraphEnd ? stop.index + 1 : paragraphEnd;
  return text.slice(from, to).replace(/\s+/g, ' ').trim();
}

/** Cuts a trimmed quote out of `text` (the page as analysed) and checks it against `pages`. */
export function quoteFromPage(
  pages: readonly DocumentPage[],
  page: number,
  text: string,
  start: number,
  end: number,
  extent: QuoteExtent = 'sentence',
): Quote {
  const [from, to] = quoteSpan(text, start, end, extent);
  return verbatimQuote(pages, page, text.slice(from, to).trim());
}
