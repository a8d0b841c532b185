/**
 * Citation checks: a 38 CFR section or a VA form an answer cites is kept only when our own
 * content cites it too (article sources, the conditions data, the forms list), so no answer
 * sends a veteran to a section or form that may not exist. Section letters are part of the
 * section (4.71a is not 4.71); paragraphs are checked when the corpus names them.
 */
import type { KnowledgeSource } from './knowledge-types';

export interface Citation {
  kind: 'cfr' | 'form';
  /** "3.304" or "4.71a" for a section; "21-526EZ", "10182", "SF-180" for a form. */
  key: string;
  /** Paragraphs below the section, e.g. "(f)(5)"; empty for the whole section or a form. */
  paragraph: string;
}

const SECTION = String.raw`\d+\.\d+[a-z]?`;
const PARAGRAPHS = String.raw`(?:\([a-z0-9]{1,4}\))*`;
/** "38 CFR 3.307, 3.309(a) and (e)": one title, then sections or bare paragraphs of the last one. */
const CFR_LIST = new RegExp(
  String.raw`(?:\b38\s*C\.?\s?F\.?\s?R\.?\s*(?:§+\s*)?|§+\s*)(${SECTION}${PARAGRAPHS}(?:\s*(?:,|and|or|&|through|to)\s*(?:§\s*)?(?:${SECTION}${PARAGRAPHS}|\([a-z0-9]{1,4}\)${PARAGRAPHS}))*)`,
  'gi',
);
const CFR_ITEM = new RegExp(String.raw`(${SECTION})?(${PARAGRAPHS})`, 'gi');
const FORMS: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/\b(\d{2}-\d{3,5}[a-z]{0,2})\b/gi, (match) => match[1]!.toUpperCase()],
  // Short numbers only after "Form", so a date's "03-15" is never read as one.
  [/\bform\s+(\d{4,5}|\d{2}-\d{2}[a-z]?)\b/gi, (match) => match[1]!.toUpperCase()],
  [/\bSF[-\s]?180\b/gi, () => 'SF-180'],
  [/\bDD[-\s]?(?:form\s+)?214\b/gi, () => 'DD-214'],
];

export function findCitations(text: string): Citation[] {
  const citations: Citation[] = [];
  for (const [, list] of text.matchAll(CFR_LIST)) {
    let section: string | null = null;
    for (const item of list!.matchAll(CFR_ITEM)) {
      if (!item[0]) continue;
      section = item[1]?.toLowerCase() ?? section;
      if (section) citations.push({ kind: 'cfr', key: section, paragraph: item[2]!.toLowerCase() });
    }
  }
  // Sections are not forms: blank them out before looking for form numbers.
  const rest = text.replace(CFR_LIST, ' ');
  for (const [pattern, key] of FORMS) {
    for (const match of rest.matchAll(pattern)) {
      citations.push({ kind: 'form', key: key(match), paragraph: '' });
    }
  }
  return citations;
}

export interface CitationCorpus {
  /** Section → the paragraphs cited under it ("" when the whole section is cited). */
  sections: ReadonlyMap<string, ReadonlySet<string>>;
  forms: ReadonlySet<string>;
}

type CorpusInput = {
  articles: readonly { sources: readonly KnowledgeSource[] }[];
  conditions: readonly { cfrSection: string; sources: readonly string[] }[];
  forms: readonly { number: string }[];
  /** Other cited texts of our content, e.g. the review lanes' rule labels. */
  others?: readonly string[];
};

export function createCitationCorpus({
  articles,
  conditions,
  forms,
  others = [],
}: CorpusInput): CitationCorpus {
  const texts = [
    ...articles.flatMap((article) => article.sources.map((source) => source.label)),
    ...conditions.flatMap((condition) => [condition.cfrSection, ...condition.sources]),
    ...forms.map((form) => `VA Form ${form.number}`),
    ...others,
  ];
  const sections = new Map<string, Set<string>>();
  const formKeys = new Set<string>();
  for (const citation of texts.flatMap(findCitations)) {
    if (citation.kind === 'form') {
      formKeys.add(citation.key);
      continue;
    }
    const paragraphs = sections.get(citation.key) ?? new Set<string>();
    paragraphs.add(citation.paragraph);
    sections.set(citation.key, paragraphs);
  }
  return { sections, forms: formKeys };
}

/** Known when the corpus cites the section whole, or a paragraph on the same branch. */
export function isKnownCitation(citation: Citation, corpus: CitationCorpus): boolean {
  if (citation.kind === 'form') return corpus.forms.has(citation.key);
  const paragraphs = corpus.sections.get(citation.key);
  if (!paragraphs) return false;
  return [...paragraphs].some(
    (known) =>
      known === '' || known.startsWith(citation.paragraph) || citation.paragraph.startsWith(known),
  );
}

export interface VerifiedSources<T> {
  kept: T[];
  /** Sources naming a section or form our content does not cite. */
  dropped: T[];
}

/**
 * Keeps a source only when every section and form it names is known; a source that names
 * none (a VA page, a statute) has nothing to check and is kept.
 */
export function verifyCitations<T extends KnowledgeSource | string>(
  answerSources: readonly T[],
  corpus: CitationCorpus,
): VerifiedSources<T> {
  const kept: T[] = [];
  const dropped: T[] = [];
  for (const source of answerSources) {
    const label = typeof source === 'string' ? source : source.label;
    const known = findCitations(label).every((citation) => isKnownCitation(citation, corpus));
    (known ? kept : dropped).push(source);
  }
  return { kept, dropped };
}

/** Citations in free text (a model's answer) that the corpus does not know. */
export function unknownCitations(text: string, corpus: CitationCorpus): Citation[] {
  return findCitations(text).filter((citation) => !isKnownCitation(citation, corpus));
}
