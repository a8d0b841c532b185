/**
 * The structured analysis laid out as display sections (spec §2 "Analysis display"): what the
 * veteran reads, in order, each finding with its page and quote.
 */
import type {
  BoardDecision,
  BoardOutcome,
  DecisionIssue,
  DocumentAnalysis,
  ElementCoverage,
  Quote,
  RatingDecision,
} from './analysis-types';
import {
  COVERAGE_SECTION,
  oneLine,
  STRENGTH_SECTION,
  type AnalysisLine,
  type AnalysisSection,
} from './analysis-text';
import { elementLabel } from './claim-elements';
import { describePageCoverage } from './page-coverage';

export const bullet = (text: string): AnalysisLine => ({ kind: 'bullet', text: oneLine(text) });
const cite = (quote: Quote) => `page ${quote.page}: "${quote.text}"`;

export const UNRECOGNIZED_TYPE =
  'Not recognized: this does not match any document type Wingman knows, so it does not guess.';

const STANCE_LABELS = {
  'supports-strongly': 'Supports strongly',
  supports: 'Supports',
  opposes: 'Opposes',
  insufficient: 'Insufficient',
} as const;

function documentTypeLines(analysis: DocumentAnalysis): AnalysisLine[] {
  const type = analysis.documentType;
  if (type.type === 'unrecognised') {
    const lines = [bullet(UNRECOGNIZED_TYPE)];
    if (type.nearest) {
      lines.push(
        bullet(`Closest match: ${type.nearest.label}, though not close enough to be sure.`),
      );
    }
    return lines;
  }
  // The markers behind the type are the engine's reasons, not the veteran's reading.
  return [bullet(type.label)];
}

/** A described condition is named by someone who cannot diagnose it: never shown as a diagnosis. */
const CONDITION_PREFIXES: Record<DocumentAnalysis['conditions'][number]['status'], string> = {
  diagnosed: '',
  'not-diagnosed': 'Not diagnosed: ',
  described: 'Described, not diagnosed: ',
};

function conditionLines(analysis: DocumentAnalysis): AnalysisLine[] {
  return analysis.conditions.map((finding) => {
    const code = finding.diagnosticCode
      ? ` (DC ${finding.diagnosticCode}, ${finding.conditionName})`
      : ' (not matched to the VA conditions list)';
    const prefix = CONDITION_PREFIXES[finding.status];
    return bullet(`${prefix}${finding.name}${code} — ${cite(finding.quote)}`);
  });
}

function issueLine(issue: DecisionIssue): AnalysisLine {
  switch (issue.kind) {
    case 'granted':
    case 'increased': {
      const effective = issue.effectiveDate ? ` effective ${issue.effectiveDate}` : '';
      const verb = issue.kind === 'granted' ? 'Granted' : 'Increased';
      return bullet(`${verb}: ${issue.condition}, ${issue.percent}%${effective}`);
    }
    case 'denied': {
      const reason = issue.reason
        ? ` — reason given on ${cite(issue.reason)}`
        : ' — no reason found in the letter';
      return bullet(`Denied: ${issue.condition}${reason}`);
    }
    case 'deferred':
      return bullet(`Deferred: ${issue.condition}`);
    case 'continued': {
      const reason = issue.reason ? ` — why not higher: ${cite(issue.reason)}` : '';
      return bullet(`Continued: ${issue.condition} at ${issue.percent}%${reason}`);
    }
    case 'proposed-reduction':
      return bullet(
        `Proposed reduction, not yet decided: ${issue.condition} from ${issue.currentPercent}% to ${issue.percent}%`,
      );
  }
}

function decisionLines(decision: RatingDecision): AnalysisLine[] {
  const lines: AnalysisLine[] = [];
  if (decision.letterDate) lines.push(bullet(`Letter dated ${decision.letterDate}`));
  lines.push(...decision.issues.map(issueLine));
  for (const criteria of decision.nextLevelCriteria) {
    const condition = criteria.condition ?? 'this condition';
    lines.push(
      bullet(`Next level for ${condition} (${criteria.percent}%) — ${cite(criteria.quote)}`),
    );
  }
  if (decision.combinedRatingNote) lines.push(bullet(decision.combinedRatingNote));
  if (decision.reviewDeadline) {
    const moved = decision.reviewDeadlineMovedFrom
      ? ` (moved from ${decision.reviewDeadlineMovedFrom}, which is not a workday)`
      : '';
    lines.push(
      bullet(
        `Review deadline: Higher-Level Review or Board appeal by ${decision.reviewDeadline}${moved}; Supplemental Claim: no deadline.`,
      ),
    );
  } else {
    lines.push(
      bullet(
        'Letter date not found: check the date on the letter; reviews are due one year from it.',
      ),
    );
  }
  return lines;
}

const BOARD_OUTCOME_LABELS: Record<BoardOutcome, string> = {
  granted: 'Granted',
  'granted-in-part': 'Granted in part',
  denied: 'Denied',
  dismissed: 'Dismissed',
  remanded: 'Remanded',
  reopened: 'Reopened',
};

function boardLines(decision: BoardDecision): AnalysisLine[] {
  const system =
    decision.system === 'ama'
      ? ' (appeals system since February 19, 2019)'
      : decision.system === 'legacy'
        ? ' (legacy appeals system)'
        : '';
  const lines: AnalysisLine[] = [
    bullet(
      decision.decisionDate
        ? `Decided ${decision.decisionDate}${system}`
        : 'Decision date not found: check the date on the decision.',
    ),
  ];
  for (const issue of decision.issues) {
    lines.push(
      bullet(`${BOARD_OUTCOME_LABELS[issue.outcome]}: ${issue.condition} — ${cite(issue.quote)}`),
    );
  }
  for (const finding of decision.findings) lines.push(bullet(`Finding of fact — ${cite(finding)}`));
  for (const finding of decision.reasonsFindings ?? [])
    lines.push(bullet(`Finding in the reasons — ${cite(finding)}`));
  return lines;
}

function possibleLines(analysis: DocumentAnalysis): AnalysisLine[] {
  return analysis.possibleConditions.map((possible) => {
    const code = possible.diagnosticCode ? ` (DC ${possible.diagnosticCode})` : '';
    return bullet(
      `${possible.name}${code} — suggested only by ${possible.medication}, ${cite(possible.quote)}`,
    );
  });
}

function nexusLines({ nexus }: DocumentAnalysis): AnalysisLine[] {
  if (!nexus) return [];
  return [
    ...nexus.statements.map((statement) => {
      const whose = statement.quotedFromAnother
        ? 'Another opinion, reported here (not counted) — '
        : '';
      return bullet(
        `${whose}${STANCE_LABELS[statement.stance]}: "${statement.phrase}" — ${cite(statement.quote)}`,
      );
    }),
    ...nexus.rubric.map((factor) =>
      bullet(
        factor.quote ? `Has ${factor.label} — ${cite(factor.quote)}` : `Lacks ${factor.label}`,
      ),
    ),
  ];
}

function examLines({ examGaps }: DocumentAnalysis): AnalysisLine[] {
  if (!examGaps) return [];
  if (examGaps.length === 0) return [bullet('No adequacy gaps found.')];
  return examGaps.map((gap) =>
    bullet(`${gap.label}: ${gap.explanation}${gap.quote ? ` — ${cite(gap.quote)}` : ''}`),
  );
}

function pageLines({ pages }: DocumentAnalysis): AnalysisLine[] {
  const ocr = pages.ocrConfidence.map((page) => `page ${page.page} ${page.ocrConfidence}%`);
  return [
    ...describePageCoverage(pages).map(bullet),
    ...(ocr.length > 0 ? [bullet(`OCR confidence: ${ocr.join(', ')}`)] : []),
  ];
}

function suspiciousLines(analysis: DocumentAnalysis): AnalysisLine[] {
  return analysis.suspiciousPassages.map((passage) =>
    bullet(
      `${cite(passage.quote)} — read as part of the document, never as an instruction; it changed no finding.`,
    ),
  );
}

export function coverageLine(element: ElementCoverage, source?: string): AnalysisLine {
  const [first] = element.quotes;
  const where = [source, first && cite(first)].filter(Boolean).join(', ');
  return {
    kind: 'status',
    item: elementLabel(element),
    status: element.status,
    detail: oneLine(where ? `${element.why} (${where})` : element.why),
  };
}

/** The finding sections of one document, in display order; the combined view reuses them. */
export const FINDING_SECTIONS: {
  emoji: string;
  title: string;
  lines: (analysis: DocumentAnalysis) => AnalysisLine[];
}[] = [
  { emoji: '🩺', title: 'CONDITIONS FOUND', lines: conditionLines },
  { emoji: '💊', title: 'POSSIBLE, UNCONFIRMED', lines: possibleLines },
  { emoji: '🔗', title: 'NEXUS OPINION', lines: nexusLines },
  {
    emoji: '⚖️',
    title: 'RATING DECISION',
    lines: ({ ratingDecision }) => (ratingDecision ? decisionLines(ratingDecision) : []),
  },
  {
    emoji: '🏛️',
    title: 'BOARD DECISION',
    lines: ({ boardDecision }) => (boardDecision ? boardLines(boardDecision) : []),
  },
  { emoji: '📋', title: 'EXAM ADEQUACY', lines: examLines },
];

/** What was read and what was set aside, after the assessment. */
export const READING_SECTIONS: typeof FINDING_SECTIONS = [
  { emoji: '📑', title: 'PAGES', lines: pageLines },
  { emoji: '🚩', title: 'SUSPICIOUS PASSAGES', lines: suspiciousLines },
];

/** Collects sections, leaving out any with nothing to say. */
export function sectionList() {
  const sections: AnalysisSection[] = [];
  const add = (emoji: string, title: string, lines: AnalysisLine[]) => {
    if (lines.length > 0) sections.push({ emoji, title, lines });
  };
  return { sections, add };
}

export const missingLines = (missing: readonly string[]): AnalysisLine[] =>
  (missing.length > 0 ? missing : ['Nothing essential found missing.']).map(bullet);

export function analysisSections(analysis: DocumentAnalysis): AnalysisSection[] {
  const { sections, add } = sectionList();
  add('📄', 'DOCUMENT TYPE', documentTypeLines(analysis));
  for (const section of FINDING_SECTIONS)
    add(section.emoji, section.title, section.lines(analysis));
  // A decision's own reasons are not evidence: no claim elements are judged from them.
  const judged = analysis.coverage.length > 0;
  add(
    '✅',
    COVERAGE_SECTION,
    analysis.coverage.map((element) => coverageLine(element)),
  );
  const strengthLines: AnalysisLine[] = [
    {
      kind: 'strength',
      item: 'Overall',
      strength: analysis.evidenceStrength.overall,
      detail: oneLine(analysis.evidenceStrength.reasons.join(' ')),
    },
  ];
  if (analysis.nexus) {
    strengthLines.push({
      kind: 'strength',
      item: 'Medical opinion',
      strength: analysis.nexus.strength,
      detail: analysis.nexus.rubric
        .map((factor) => `${factor.present ? 'has' : 'lacks'} ${factor.label}`)
        .join('; '),
    });
  }
  add('💪', STRENGTH_SECTION, strengthLines);
  if (judged) add('🔍', 'WHAT IS MISSING', missingLines(analysis.missing));
  add('➡️', 'WHAT TO GET NEXT', analysis.nextSteps.map(bullet));
  for (const section of READING_SECTIONS)
    add(section.emoji, section.title, section.lines(analysis));
  add('💬', 'PLAIN-LANGUAGE SUMMARY', [{ kind: 'quote', text: oneLine(analysis.summary) }]);
  return sections;
}
