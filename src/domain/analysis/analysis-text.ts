/**
 * The analysis display format of spec §2: sections under emoji-marked bold headings, bullet
 * lines, "item: ✅ status" lines under CLAIM ELEMENT COVERAGE, "item: strength" lines under
 * EVIDENCE STRENGTH, the summary as a quote block. Written from the stored sections for the
 * API's text, the model's prompt and sharing; never read back.
 */
import type { AnalysisLine, AnalysisSection } from '../../contracts/structured-analysis';
import type { CoverageStatus } from './analysis-types';

export type { AnalysisLine, AnalysisSection };

export const COVERAGE_SECTION = 'CLAIM ELEMENT COVERAGE';
export const STRENGTH_SECTION = 'EVIDENCE STRENGTH';

export const STATUS_MARKS: Record<CoverageStatus, string> = {
  supported: '✅',
  partial: '⚠️',
  missing: '❌',
};

/** "PLAIN-LANGUAGE SUMMARY" → "plain-language-summary", a stable key for the UI. */
export const sectionKey = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One line of display text: line breaks inside quotes become spaces. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function renderLine(line: AnalysisLine): string {
  const withDetail = (head: string, detail: string) =>
    detail ? `- ${head} — ${oneLine(detail)}` : `- ${head}`;
  switch (line.kind) {
    case 'bullet':
      return `- ${oneLine(line.text)}`;
    case 'status':
      return withDetail(
        `${oneLine(line.item)}: ${STATUS_MARKS[line.status]} ${line.status}`,
        line.detail,
      );
    case 'strength':
      return withDetail(`${oneLine(line.item)}: ${line.strength}`, line.detail);
    case 'quote':
      return `> ${oneLine(line.text)}`;
  }
}

export function renderAnalysisText(sections: readonly AnalysisSection[]): string {
  return sections
    .map((section) =>
      [
        `**${section.emoji ? `${section.emoji} ` : ''}${section.title}**`,
        ...section.lines.map(renderLine),
      ].join('\n'),
    )
    .join('\n\n');
}
