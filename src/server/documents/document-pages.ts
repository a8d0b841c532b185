/** A document's extracted text is kept in one column, its pages split by a form feed. */
import type { DocumentPage } from '../../domain/analysis/analysis-types';

const PAGE_BREAK = '\f';

/** The pages' texts as the one stored text. */
export const joinPages = (pages: readonly { text: string }[]): string =>
  pages.map((page) => page.text).join(PAGE_BREAK);

/** A document's stored text, page by page, numbered from 1. */
export const pagesOf = (text: string): DocumentPage[] =>
  text.split(PAGE_BREAK).map((pageText, index) => ({ page: index + 1, text: pageText }));
