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
 * A full stop that ends a sentence; not the one after a title such as "Mr." or "Dr.", nor after
 * an initial ("Luis A. Ortega", "U. S. Department"), nor inside a citation ("38 C.F.R. §
 * 4.125(a)", "38 U.S.C.A. § 5107", "Smith v. Brown, 9 Vet. App. 1"). A list marker's ("1.") is
 * one, so a quote starts at the words after it.
 */
const SENTENCE_END =
  /(?<!\b(?:Mr|Mrs|Ms|Dr|Sgt|SSgt|Capt|Lt|Col|Gen|St|No|vs|v|C\.F\.R|U\.S\.C|U\.S\.C\.A|Vet|App|Fed|Cir|Reg|[A-Z]))[.!?](?=\s|$)/g;

/** A line that starts something of its own: a form field ("Diagnosis:"), a list item or a box. */
const STARTS_OWN_LINE =
  /^\s*(?:$|[-•*]\s|\(?(?:\d{1,3}|[a-zA-Z])[.)]\s|\[|[A-Z][\w #/&'()-]{0,40}:)/;
/** Wrapped prose fills its line; a shorter line that ends without a stop is a field or a title. */
const WRAPPED_LINE_LENGTH = 50;
/** How many lines a quoted sentence may run over before it is cut at a line end. */
const MAX_SENTENCE_LINES = 6;

/**
 * True when the line after `line` carries on its sentence: a record's text layer breaks
 * sentences where the printed line ended, while fields and list items start lines of their own.
 */
function continuesOnNextLine(line: string, next: string): boolean {
  const ended = /[.!?:]["')\]]?\s*$/.test(line) || line.trim() === '';
  if (ended || STARTS_OWN_LINE.test(next)) return false;
  return /^\s*[a-z]/.test(next) || line.trim().length >= WRAPPED_LINE_LENGTH;
}

/** The lines around `start`–`end` that hold one run of wrapped prose, as [from, to). */
function wrappedLines(text: string, start: number, end: number): [number, number] {
  const lineStartOf = (at: number) => text.lastIndexOf('\n', at - 1) + 1;
  const lineEndOf = (at: number) => {
    const newline = text.indexOf('\n', at);
    return newline === -1 ? text.length : newline;
  };
  let from = lineStartOf(start);
  let to = lineEndOf(end);
  for (let lines = 1; lines < MAX_SENTENCE_LINES && from > 0; lines++) {
    const previous = lineStartOf(from - 1);
    if (!continuesOnNextLine(text.slice(previous, from - 1), text.slice(from, lineEndOf(from)))) {
      break;
    }
    from = previous;
  }
  for (let lines = 1; lines < MAX_SENTENCE_LINES && to < text.length; lines++) {
    const nextEnd = lineEndOf(to + 1);
    if (!continuesOnNextLine(text.slice(lineStartOf(to), to), text.slice(to + 1, nextEnd))) break;
    to = nextEnd;
  }
  return [from, to];
}

/**
 * The span to quote around `start`–`end` of `text`: the match itself, its line, or its sentence,
 * which runs over the line breaks of wrapped prose but not past a field or list item.
 */
export function quoteSpan(
  text: string,
  start: number,
  end: number,
  extent: QuoteExtent,
): [number, number] {
  if (extent === 'match') return [start, end];
  if (extent === 'line') {
    const newline = text.indexOf('\n', end);
    return [text.lastIndexOf('\n', start - 1) + 1, newline === -1 ? text.length : newline];
  }
  return sentenceIn(text, wrappedLines(text, start, end), start, end);
}

/** The sentence around `start`–`end`, cut to the region it may not run past. */
function sentenceIn(
  text: string,
  [regionStart, regionEnd]: [number, number],
  start: number,
  end: number,
): [number, number] {
  let from = regionStart;
  for (const mark of text.slice(regionStart, start).matchAll(SENTENCE_END)) {
    from = regionStart + mark.index + 1;
  }
  const sentenceEnd = new RegExp(SENTENCE_END.source, 'g');
  sentenceEnd.lastIndex = Math.max(end - 1, start);
  const stop = sentenceEnd.exec(text);
  const to = stop && stop.index < regionEnd ? stop.index + 1 : regionEnd;
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
  const [from, to] = sentenceIn(text, [paragraphStart, paragraphEnd], start, end);
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
