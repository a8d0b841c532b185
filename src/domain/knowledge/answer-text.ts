/**
 * The pieces every offline answer shares: the sources list, the closing line, and the way an
 * answer's parts are joined into Markdown.
 */
import { ecfrSectionUrl } from '../regulations/regulation-link';
import type { AnswerClosing, ComposedAnswer, KnowledgeSource } from './knowledge-types';

/** A 38 CFR section as a source, linked to its eCFR page ("38 CFR 4.25"). */
export function cfrSource(section: string, title?: string): KnowledgeSource {
  const label = title ? `${section} (${title})` : section;
  return { label, url: ecfrSectionUrl(section) ?? 'https://www.ecfr.gov/current/title-38' };
}

export function sourcesList(sources: readonly KnowledgeSource[]): string {
  return ['**Sources:**', ...sources.map((source) => `- [${source.label}](${source.url})`)].join(
    '\n',
  );
}

/**
 * Paragraphs, then the sources; empty parts are left out. The closing line is added once, where
 * the answer leaves the engine (`closeAnswer`).
 */
export function finishAnswer(
  parts: readonly (string | null | undefined | false)[],
  sources: readonly KnowledgeSource[],
): ComposedAnswer {
  const unique = sources.filter(
    (source, index) => sources.findIndex((other) => other.label === source.label) === index,
  );
  const blocks = parts.filter((part): part is string => Boolean(part));
  if (unique.length > 0) blocks.push(sourcesList(unique));
  return { markdown: blocks.join('\n\n'), sources: unique };
}

/** An answer's paragraphs without its sources list, to be placed inside another answer. */
export const withoutSources = (markdown: string): string[] =>
  markdown.split('\n\n').filter((block) => !block.startsWith('**Sources:**'));

/** Two answers as one: the first, a rule, the second, then the sources of both. */
export function joinAnswers(first: ComposedAnswer, second: ComposedAnswer): ComposedAnswer {
  return finishAnswer(
    [...withoutSources(first.markdown), '---', ...withoutSources(second.markdown)],
    [...first.sources, ...second.sources],
  );
}

/**
 * Ends an answer with the closing line of content/knowledge-rules/answer-closing.json: where to
 * get free help. Spec §1's educational-only notice is shown once, under the message box.
 */
export function closeAnswer<T extends ComposedAnswer>(answer: T, closing: AnswerClosing): T {
  return { ...answer, markdown: [answer.markdown, closing.line].filter(Boolean).join('\n\n') };
}
