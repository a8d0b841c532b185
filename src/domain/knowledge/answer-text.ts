/**
 * The pieces every offline answer shares: the sources list, the educational-only closing line,
 * and the way an answer's parts are joined into Markdown.
 */
import { ecfrSectionUrl } from '../regulations/regulation-link';
import type { ComposedAnswer, KnowledgeSource } from './knowledge-types';

/** Ends every answer (spec §1: educational only, not affiliated, no promised outcome). */
export const EDUCATIONAL_NOTE =
  '_Wingman is an educational tool, not legal or medical advice, and is not affiliated with VA. ' +
  'A VSO (Veterans Service Organization) representative can review your case for free._';

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

/** Paragraphs, then the sources, then the closing line; empty parts are left out. */
export function finishAnswer(
  parts: readonly (string | null | undefined | false)[],
  sources: readonly KnowledgeSource[],
): ComposedAnswer {
  const unique = sources.filter(
    (source, index) => sources.findIndex((other) => other.label === source.label) === index,
  );
  const blocks = parts.filter((part): part is string => Boolean(part));
  if (unique.length > 0) blocks.push(sourcesList(unique));
  blocks.push(EDUCATIONAL_NOTE);
  return { markdown: blocks.join('\n\n'), sources: unique };
}
