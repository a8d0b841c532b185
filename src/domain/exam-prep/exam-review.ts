/**
 * After the exam: the adequacy gaps the report's analysis found (read from its stored
 * EXAM ADEQUACY section and its quoted findings, never worked out again), the review lanes that
 * fit, and a statement draft that names each gap using only the record's own facts.
 */
import { fillText } from '../analysis/fill-text';

export interface StoredLine {
  kind: string;
  text?: string;
}
export interface StoredAnalysisFacts {
  sections: readonly { title: string; lines: readonly StoredLine[] }[];
  findings: readonly { kind: string; label: string; quote: { page: number; text: string } }[];
}

export interface ReportGap {
  label: string;
  explanation: string;
  quote?: { page: number; text: string };
}

export const EXAM_ADEQUACY_SECTION = 'EXAM ADEQUACY';

const cite = (quote: { page: number; text: string }) => ` — page ${quote.page}: "${quote.text}"`;

/**
 * The report's gaps, or null when its analysis did not read it as an exam. A bullet reads
 * "label: explanation — page N: "quote"" for the content's checks; any other bullet (a claimed
 * condition left out) is kept whole as its label.
 */
export function reportGaps(
  analysis: StoredAnalysisFacts,
  knownLabels: readonly string[],
): ReportGap[] | null {
  const section = analysis.sections.find((candidate) => candidate.title === EXAM_ADEQUACY_SECTION);
  if (!section) return null;
  return section.lines.flatMap((line): ReportGap[] => {
    if (line.kind !== 'bullet' || !line.text) return [];
    const bullet = line.text;
    const label = knownLabels.find((known) => bullet.startsWith(`${known}: `));
    if (!label)
      return bullet.endsWith(':') || !bullet.includes(': ')
        ? []
        : [{ label: bullet, explanation: '' }];
    const finding = analysis.findings.find(
      (candidate) => candidate.kind === 'exam-gap' && candidate.label === label,
    );
    const rest = bullet.slice(label.length + 2);
    if (!finding) return [{ label, explanation: rest }];
    const tail = cite(finding.quote);
    const explanation = rest.endsWith(tail) ? rest.slice(0, -tail.length) : rest;
    return [{ label, explanation, quote: finding.quote }];
  });
}

export interface LaneAdvice<Lane extends string> {
  lane: Lane;
  fitsWhen: 'gaps' | 'new-evidence';
  why: string;
}

/** Higher-Level Review for gaps in the record VA had; a Supplemental Claim for new evidence. */
export function fittingLanes<Lane extends string>(
  lanes: readonly LaneAdvice<Lane>[],
  facts: { gapCount: number; hasNewEvidence: boolean },
): LaneAdvice<Lane>[] {
  return lanes.filter((lane) =>
    lane.fitsWhen === 'gaps' ? facts.gapCount > 0 : facts.hasNewEvidence,
  );
}

export type Answer = 'yes' | 'no' | 'not-sure' | null;

export interface AfterExamFacts {
  minutes: number | null;
  goniometerUsed: Answer;
  repeatedUseTested: Answer;
  askedAboutFlareUps: Answer;
  reviewedFile: Answer;
  whatITold: string | null;
  whatWasMissed: string | null;
}

export interface ExamStatementTemplate {
  opening: string;
  gapsIntro: string;
  gap: string;
  gapQuote: string;
  minutes: string;
  notMeasured: string;
  told: string;
  missed: string;
  journal: string;
  request: string;
  closing: string;
  recollections: Partial<Record<keyof AfterExamFacts, string>>;
}

export interface ExamStatementFacts {
  condition: string;
  examDate: string;
  report: { name: string; gaps: readonly ReportGap[] } | null;
  afterExam: AfterExamFacts | null;
  /** Dates of the condition's journal entries, oldest first. */
  journalDates: readonly string[];
  /** Whether the exam measured motion, so its motion questions were asked. */
  measuresMotion: boolean;
}

const MOTION_ONLY: readonly (keyof AfterExamFacts)[] = ['goniometerUsed', 'repeatedUseTested'];
const sentence = (words: string) => (/[.!?]$/.test(words) ? words : `${words}.`);

/**
 * A first-person 21-4138 draft: the exam's date, each gap the analysis found with its quote,
 * what the veteran recalls answering "no" to, their own words, and the journal's dates. Nothing
 * the record does not hold.
 */
export function examStatementDraft(
  template: ExamStatementTemplate,
  facts: ExamStatementFacts,
): string {
  const paragraphs = [
    fillText(template.opening, { condition: facts.condition, examDate: facts.examDate }),
  ];
  if (facts.report && facts.report.gaps.length > 0) {
    const gaps = facts.report.gaps.map((gap) =>
      [
        gap.explanation
          ? `- ${fillText(template.gap, { label: gap.label, explanation: gap.explanation })}`
          : `- ${sentence(gap.label)}`,
        gap.quote
          ? fillText(template.gapQuote, { quote: gap.quote.text, page: gap.quote.page })
          : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
    paragraphs.push(
      [fillText(template.gapsIntro, { document: facts.report.name }), ...gaps].join('\n'),
    );
  }
  const after = facts.afterExam;
  if (after) {
    const recalled = (Object.keys(template.recollections) as (keyof AfterExamFacts)[])
      .filter((key) => after[key] === 'no')
      .filter((key) => facts.measuresMotion || !MOTION_ONLY.includes(key))
      .map((key) => fillText(template.notMeasured, { what: template.recollections[key]! }));
    paragraphs.push(
      [
        after.minutes ? fillText(template.minutes, { minutes: after.minutes }) : '',
        ...recalled,
        after.whatITold ? fillText(template.told, { told: sentence(after.whatITold) }) : '',
        after.whatWasMissed
          ? fillText(template.missed, { missed: sentence(after.whatWasMissed) })
          : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  }
  const dates = facts.journalDates;
  if (dates.length > 0) {
    const entries =
      dates.length === 1
        ? `1 entry, on ${dates[0]}`
        : `${dates.length} entries, from ${dates[0]} to ${dates[dates.length - 1]}`;
    paragraphs.push(fillText(template.journal, { entries }));
  }
  paragraphs.push(template.request, template.closing);
  return paragraphs.filter(Boolean).join('\n\n');
}
