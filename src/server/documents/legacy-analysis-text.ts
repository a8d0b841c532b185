/**
 * Reads an analysis stored before migration 0008, when only its text was kept, back into
 * display sections. Our renderer wrote every such text (src/domain/analysis/analysis-text.ts),
 * and rendering then parsing gives the sections back. Remove this file once no stored
 * document has text without its structured analysis.
 */
import type { StructuredAnalysis } from '../../contracts/structured-analysis';
import type { CoverageStatus, Strength } from '../../domain/analysis/analysis-types';
import {
  COVERAGE_SECTION,
  STRENGTH_SECTION,
  type AnalysisLine,
  type AnalysisSection,
} from '../../domain/analysis/analysis-text';

const HEADING =
  /^\*\*(?:(\p{Extended_Pictographic}\uFE0F?(?:\u200D\p{Extended_Pictographic}\uFE0F?)*)\s+)?(.+?)\*\*$/u;
const STATUS_LINE = /^- (.+?): (✅|⚠️|❌)\s*(supported|partial|missing)(?: — (.*))?$/u;
const STRENGTH_LINE = /^- (.+?): (strong|moderate|weak)(?: — (.*))?$/i;

function parseLine(line: string, title: string): AnalysisLine | undefined {
  if (line.startsWith('>')) return { kind: 'quote', text: line.replace(/^>\s?/, '') };
  if (!/^[-*•] /.test(line)) return undefined;
  const bullet = `- ${line.slice(2)}`;
  const status = title.toUpperCase() === COVERAGE_SECTION ? STATUS_LINE.exec(bullet) : null;
  if (status) {
    return {
      kind: 'status',
      item: status[1]!,
      status: status[3] as CoverageStatus,
      detail: status[4] ?? '',
    };
  }
  const strength = title.toUpperCase() === STRENGTH_SECTION ? STRENGTH_LINE.exec(bullet) : null;
  if (strength) {
    return {
      kind: 'strength',
      item: strength[1]!,
      strength: strength[2]!.toLowerCase() as Strength,
      detail: strength[3] ?? '',
    };
  }
  return { kind: 'bullet', text: bullet.slice(2) };
}

/**
 * Text → sections. Lenient about what an engine may write: "*" or "•" bullets, a heading
 * without an emoji, plain lines (kept as bullets); text before the first heading is dropped
 * only when blank, otherwise it becomes an untitled section.
 */
export function legacyAnalysisSections(text: string): AnalysisSection[] {
  const sections: AnalysisSection[] = [];
  let current: AnalysisSection | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const heading = HEADING.exec(line);
    if (heading) {
      current = { emoji: heading[1] ?? '', title: heading[2]!.trim(), lines: [] };
      sections.push(current);
      continue;
    }
    if (!current) {
      current = { emoji: '', title: '', lines: [] };
      sections.push(current);
    }
    current.lines.push(parseLine(line, current.title) ?? { kind: 'bullet', text: line });
  }
  return sections;
}

/**
 * The document's structured analysis. One stored before migration 0008 has only its text: its
 * sections are read from it, and it has no findings to give.
 */
export function structuredAnalysisOf(row: {
  analysis: StructuredAnalysis | null;
  analysisResult: string | null;
}): StructuredAnalysis | null {
  if (row.analysis) return row.analysis;
  if (row.analysisResult === null) return null;
  return {
    version: 1,
    documents: [],
    sections: legacyAnalysisSections(row.analysisResult),
    findings: [],
  };
}
