/**
 * What a sentence does: cites authority, states a legal rule in the abstract, records the
 * decision-maker's finding, reports evidence, or weighs it; or, in forms and letters, asks a
 * question, prints a prompt, a heading or an instruction, or repeats a letter's fixed
 * paragraphs. Board decisions and many letters repeat the law in the words of evidence
 * ("service connection may be established for…"), so only evidence and findings may ever be
 * quoted as evidence, and only a sentence that says something of the veteran is a finding about
 * them. The rules are data (content/analysis/sentence-roles.json).
 */
import type { Quote, SentenceRole, SentenceRoleContent } from './analysis-types';
import { phraseRegExp } from './document-scan';

const matches = (pattern: string, text: string) => {
  const regExp = phraseRegExp(pattern);
  regExp.lastIndex = 0;
  return regExp.test(text);
};

const spaced = (sentence: string) => sentence.replace(/\s+/g, ' ').trim();

/**
 * A line in capitals alone ("SECTION V - DIAGNOSTIC TESTING"), short and without a full stop,
 * is a heading. Read here because the content's patterns ignore case.
 */
const IN_CAPITALS =
  /^(?=(?:\S+\s+){1,9}\S+$)[^\p{Ll}\d[\].;]*\p{Lu}{2,}[^\p{Ll}\d[\].;]*\s[^\p{Ll}\d[\].;]*\p{Lu}{2,}[^\p{Ll}\d[\].;]*$/u;

/** Every role whose pattern matches, in the content's order. */
function rolesOf(sentence: string, content: SentenceRoleContent): SentenceRole[] {
  const text = spaced(sentence);
  const roles = content.roles
    .filter((rule) => rule.patterns.some((pattern) => matches(pattern, text)))
    .map((rule) => rule.role);
  return IN_CAPITALS.test(text) ? [...roles, 'heading'] : roles;
}

/** The first role the sentence plays; undefined for a sentence that plays none of them. */
export const sentenceRole = (
  sentence: string,
  content: SentenceRoleContent,
): SentenceRole | undefined => rolesOf(sentence, content)[0];

const NOT_EVIDENCE: readonly SentenceRole[] = ['citation', 'legal-rule'];

/** False for a rule of law or a citation: words about claims in general prove nothing. */
export const canBeEvidence = (quote: Quote, content: SentenceRoleContent): boolean =>
  !rolesOf(quote.text, content).some((role) => NOT_EVIDENCE.includes(role));

/** Roles whose words say nothing about the veteran, wherever they appear in a document. */
const NOT_ABOUT_THE_VETERAN: readonly SentenceRole[] = [
  ...NOT_EVIDENCE,
  'question',
  'form-prompt',
  'heading',
  'form-instruction',
  'letter-boilerplate',
];

/** "… been performed?  [X] Yes - diagnosed with OSA": a form's question and what was ticked after it. */
const ANSWERED_QUESTION = /\?["'”’)\]]*\s*(\[\s*[xX✓✔]\s*\][\s\S]*)$/;
/** Roles of a form's printed words, after whose colon the one filling it in writes the answer. */
const PROMPTS: readonly SentenceRole[] = ['question', 'form-instruction'];
/** What an answer is besides its words: boxes, the options not ticked, a bare Yes or No. */
const BARE_ANSWER = /\[\s?\][^[]*|\[\s*[xX✓✔]\s*\]|\b(?:yes|no)\b|[^\p{L}\p{N}]+/giu;

const saysSomething = (answer: string) => answer.replace(BARE_ANSWER, '').length > 0;

/** The text after a form's question or instruction: the box ticked, or what follows its colon. */
function answerIn(text: string, roles: readonly SentenceRole[]): string | undefined {
  const ticked = ANSWERED_QUESTION.exec(text);
  if (ticked) return ticked[1];
  const colon = text.indexOf(':');
  return colon >= 0 && roles.some((role) => PROMPTS.includes(role))
    ? text.slice(colon + 1)
    : undefined;
}

/** The answer given in words, as a verbatim part of the quote; undefined for a bare Yes or No. */
function answered(quote: Quote, answer: string, content: SentenceRoleContent): Quote | undefined {
  const text = answer.trim();
  return saysSomething(text) ? statedFinding({ page: quote.page, text }, content) : undefined;
}

/**
 * The answer a form's question or instruction was given in words ("[X] Yes - diagnosed with
 * OSA", "…in his own words: 'Every week…'"); undefined when none was, or it is a bare Yes or No.
 */
export function answerOf(quote: Quote, content: SentenceRoleContent): Quote | undefined {
  const answer = answerIn(quote.text, rolesOf(quote.text, content));
  return answer === undefined ? undefined : answered(quote, answer, content);
}

/**
 * The finding a quote states about the veteran: the quote itself; for a form's question or
 * instruction, only the answer given in words; undefined for a question, a prompt, a heading,
 * an instruction, a letter's fixed paragraph or the law.
 */
export function statedFinding(quote: Quote, content: SentenceRoleContent): Quote | undefined {
  const roles = rolesOf(quote.text, content);
  const answer = answerIn(quote.text, roles);
  if (answer !== undefined) return answered(quote, answer, content);
  return roles.some((role) => NOT_ABOUT_THE_VETERAN.includes(role)) ? undefined : quote;
}
