/**
 * The pages as the rules read them: only analysed pages, with suspicious passages blanked out so
 * that words inside them can never become a finding. Quotes are still checked against the
 * original pages.
 */
import type { DocumentPage, PhrasePattern, Quote } from './analysis-types';
import { quoteFromPage, type QuoteExtent } from './quote';

export interface PageMatch {
  page: number;
  start: number;
  end: number;
  /** The matched text and its capture groups. */
  groups: string[];
}

export interface DocumentScan {
  /** Analysed pages, suspicious passages replaced by line breaks of the same length. */
  pages: readonly DocumentPage[];
  /** Every page as extracted: what quotes are checked against. */
  original: readonly DocumentPage[];
}

/** Case-insensitive, line anchors, Unicode classes such as \p{L}. */
export const PHRASE_FLAGS = 'gimu';

const compiled = new Map<string, RegExp>();

/** One compiled RegExp per content pattern; callers use matchAll or reset lastIndex. */
export function phraseRegExp(pattern: PhrasePattern): RegExp {
  let regExp = compiled.get(pattern);
  if (!regExp) {
    regExp = new RegExp(pattern, PHRASE_FLAGS);
    compiled.set(pattern, regExp);
  }
  return regExp;
}

export function createScan(
  original: readonly DocumentPage[],
  analysed: readonly DocumentPage[],
  masked: readonly { page: number; start: number; end: number }[] = [],
): DocumentScan {
  const pages = analysed.map((page) => {
    let text = page.text;
    for (const span of masked.filter((candidate) => candidate.page === page.page)) {
      text = text.slice(0, span.start) + '\n'.repeat(span.end - span.start) + text.slice(span.end);
    }
    return { ...page, text };
  });
  return { pages, original };
}

export function findAll(
  pages: readonly DocumentPage[],
  patterns: PhrasePattern | readonly PhrasePattern[],
): PageMatch[] {
  const matches: PageMatch[] = [];
  for (const page of pages) {
    for (const pattern of typeof patterns === 'string' ? [patterns] : patterns) {
      for (const match of page.text.matchAll(phraseRegExp(pattern))) {
        if (match[0] === '') continue;
        matches.push({
          page: page.page,
          start: match.index,
          end: match.index + match[0].length,
          groups: match.map((group) => group ?? ''),
        });
      }
    }
  }
  return matches.sort((a, b) => a.page - b.page || a.start - b.start);
}

export function matchesAny(
  pages: readonly DocumentPage[],
  patterns: readonly PhrasePattern[],
): boolean {
  return findAll(pages, patterns).length > 0;
}

export function quoteMatch(
  scan: DocumentScan,
  match: Pick<PageMatch, 'page' | 'start' | 'end'>,
  extent: QuoteExtent = 'sentence',
): Quote {
  const page = scan.pages.find((candidate) => candidate.page === match.page);
  const text = page?.text ?? '';
  return quoteFromPage(scan.original, match.page, text, match.start, match.end, extent);
}
