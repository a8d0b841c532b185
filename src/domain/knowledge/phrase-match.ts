/**
 * Matching a veteran's message against the phrase lists of content/knowledge-rules, with the
 * same compiled, case-insensitive patterns the document analysis uses.
 */
import { phraseRegExp } from '../analysis/document-scan';
import type { PhrasePattern } from './knowledge-types';

/** Typographic quotes and runs of spaces, as phones and word processors type them. */
export function normalizeMessage(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ');
}

/** The first words of `text` that one of `patterns` matches, or null. */
export function firstPhraseMatch(text: string, patterns: readonly PhrasePattern[]): string | null {
  const normalized = normalizeMessage(text);
  for (const pattern of patterns) {
    // The compiled pattern is global and shared: start at 0 and leave it at 0.
    const regExp = phraseRegExp(pattern);
    regExp.lastIndex = 0;
    const match = regExp.exec(normalized);
    regExp.lastIndex = 0;
    if (match) return match[0];
  }
  return null;
}
