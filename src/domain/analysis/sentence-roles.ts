/**
 * What a sentence does: cites authority, states a legal rule in the abstract, records the
 * decision-maker's finding, reports evidence, or weighs it. Board decisions and many letters
 * repeat the law in the words of evidence ("service connection may be established for…"), so
 * only evidence and findings may ever be quoted as evidence. The rules are data
 * (content/analysis/sentence-roles.json).
 */
import type { Quote, SentenceRole, SentenceRoleContent } from './analysis-types';
import { phraseRegExp } from './document-scan';

const matches = (pattern: string, text: string) => {
  const regExp = phraseRegExp(pattern);
  regExp.lastIndex = 0;
  return regExp.test(text);
};

/** The first role whose pattern matches; undefined for a sentence that plays none of them. */
export function sentenceRole(
  sentence: string,
  content: SentenceRoleContent,
): SentenceRole | undefined {
  const text = sentence.replace(/\s+/g, ' ').trim();
  return content.roles.find((rule) => rule.patterns.some((pattern) => matches(pattern, text)))
    ?.role;
}

const NOT_EVIDENCE: readonly (SentenceRole | undefined)[] = ['citation', 'legal-rule'];

/** False for a rule of law or a citation: words about claims in general prove nothing. */
export const canBeEvidence = (quote: Quote, content: SentenceRoleContent): boolean =>
  !NOT_EVIDENCE.includes(sentenceRole(quote.text, content));
