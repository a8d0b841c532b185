/**
 * The analysis display format of spec §2: sections under emoji-marked bold headings, bullet
 * lines, "item: ✅ status" lines under CLAIM ELEMENT COVERAGE, "item: strength" lines under
 * EVIDENCE STRENGTH, the summary as a quote block. Rendering and parsing are inverses, so the
 * UI reads exactly what either engine wrote.
 */
import type { CoverageStatus, Strength } from './analysis-types';

export type AnalysisLine =
  | { kind: 'bullet'; text: string }
  | { kind: 'status'; item: string; status: CoverageStatus; detail: string }
  | { kind: 'strength'; item: string; strength: Strength; detail: string }
  | { kind: 'quote'; text: string };

export interface AnalysisSection {
  emoji: string;
  title: string;
  lines: AnalysisLine[];
}

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
export function parseAnalysisText(text: string): AnalysisSection[] {
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
