/**
 * A combined analysis laid out in the same display format as one document: the documents,
 * each one's findings under its file name, one coverage answer per claim element naming the
 * document it comes from, and what is still missing across all of them.
 */
import {
  bullet,
  coverageLine,
  FINDING_SECTIONS,
  missingLines,
  READING_SECTIONS,
  sectionList,
} from './analysis-sections';
import {
  COVERAGE_SECTION,
  oneLine,
  STRENGTH_SECTION,
  type AnalysisLine,
  type AnalysisSection,
} from './analysis-text';
import type { CombinedAnalysis } from './combined-analysis';
import { combinedSummary } from './plain-language-summary';

/** The document's lines, each under its file name. */
function underName(name: string, lines: AnalysisLine[]): AnalysisLine[] {
  return lines.map((line) => (line.kind === 'bullet' ? bullet(`${name}: ${line.text}`) : line));
}

export function combinedAnalysisSections(combined: CombinedAnalysis): AnalysisSection[] {
  const { sections, add } = sectionList();
  const perDocument = (
    lines: (analysis: CombinedAnalysis['documents'][number]['analysis']) => AnalysisLine[],
  ) => combined.documents.flatMap(({ name, analysis }) => underName(name, lines(analysis)));
  add(
    '📚',
    'DOCUMENTS',
    combined.documents.map(({ name, analysis }) =>
      bullet(`${name}: ${analysis.documentType.label}`),
    ),
  );
  for (const section of FINDING_SECTIONS)
    add(section.emoji, section.title, perDocument(section.lines));
  add(
    '✅',
    COVERAGE_SECTION,
    combined.coverage.map((element) => coverageLine(element, element.document)),
  );
  add('💪', STRENGTH_SECTION, [
    {
      kind: 'strength',
      item: 'Overall',
      strength: combined.overallStrength,
      detail: 'The strongest single document; a claim leans on its best evidence.',
    },
    ...combined.documents.map(({ name, analysis }): AnalysisLine => ({
      kind: 'strength',
      item: name,
      strength: analysis.evidenceStrength.overall,
      detail: oneLine(analysis.evidenceStrength.reasons.join(' ')),
    })),
  ]);
  add('🔍', 'WHAT IS MISSING', missingLines(combined.missing));
  add('➡️', 'WHAT TO GET NEXT', combined.nextSteps.map(bullet));
  for (const section of READING_SECTIONS)
    add(section.emoji, section.title, perDocument(section.lines));
  add('💬', 'PLAIN-LANGUAGE SUMMARY', [{ kind: 'quote', text: combinedSummary(combined) }]);
  return sections;
}
