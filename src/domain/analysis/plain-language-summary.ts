/**
 * A few plain sentences a veteran can read first: what the document (or the documents read
 * together) is, what it proves, what it still needs. Built only from the structured findings, so it can say nothing they do not.
 */
import { countOf } from '../wording/count-of';
import type { DocumentAnalysis, ElementCoverage } from './analysis-types';
import { elementLabel } from './claim-elements';
import type { CombinedAnalysis } from './combined-analysis';

type SummaryInput = Omit<DocumentAnalysis, 'summary' | 'missing' | 'nextSteps'>;

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** "Private medical record" → "private medical record"; "VA rating…" and "C&P exam…" keep capitals. */
const lower = (label: string) =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

function typeSentence(analysis: SummaryInput): string {
  const type = analysis.documentType;
  if (type.type === 'unrecognised') {
    return 'We could not tell what kind of document this is, so we did not guess.';
  }
  return `This looks like a ${lower(type.label)}.`;
}

function findingsSentences(analysis: SummaryInput): string[] {
  const sentences: string[] = [];
  const decision = analysis.ratingDecision;
  if (decision) {
    const count = (kinds: string[]) => decision.issues.filter((i) => kinds.includes(i.kind)).length;
    const outcomes = (
      [
        [count(['granted', 'increased']), 'granted or increased'],
        [count(['continued']), 'continued'],
        [count(['denied']), 'denied'],
        [count(['deferred']), 'deferred'],
        [count(['proposed-reduction']), 'proposed for reduction'],
      ] as const
    ).flatMap(([n, outcome]) => (n > 0 ? [`${n} ${outcome}`] : []));
    const issues = decision.issues.length;
    if (issues > 0) {
      sentences.push(
        `The letter covers ${issues} ${issues === 1 ? 'issue' : 'issues'}: ${list(outcomes)}.`,
      );
    }
    if (decision.statedCombinedRating) {
      sentences.push(
        `The letter gives a combined rating of ${decision.statedCombinedRating.percent}%.`,
      );
    }
    if (decision.reviewDeadline) {
      sentences.push(
        `A Higher-Level Review or Board appeal must be requested by ${decision.reviewDeadline}; a Supplemental Claim has no deadline.`,
      );
    }
    return sentences;
  }
  const board = analysis.boardDecision;
  if (board) {
    const outcomes = [...new Set(board.issues.map((issue) => issue.outcome))].map((outcome) => {
      const names = board.issues.filter((issue) => issue.outcome === outcome);
      return `${outcome.replace(/-/g, ' ')}: ${list(names.map((issue) => issue.condition))}`;
    });
    if (outcomes.length > 0) sentences.push(`The Board decided: ${outcomes.join('; ')}.`);
    if (board.courtDeadline) {
      sentences.push(
        `A denied issue can be appealed to the Court of Appeals for Veterans Claims within 120 days of the mailing date (by ${board.courtDeadline} if it was mailed on the date it bears).`,
      );
    }
    return sentences;
  }
  const diagnosed = analysis.conditions.filter((finding) => finding.status === 'diagnosed');
  if (diagnosed.length > 0) {
    sentences.push(`It records a diagnosis of ${list(diagnosed.map((finding) => finding.name))}.`);
  }
  if (analysis.nexus) sentences.push(analysis.nexus.reasons[0]!);
  if (analysis.examGaps && analysis.examGaps.length > 0) {
    const gaps = countOf(analysis.examGaps.length, 'gap');
    sentences.push(`The exam has ${gaps} that can make it inadequate.`);
  }
  return sentences;
}

const SUSPICIOUS_SENTENCE =
  'It contains text that reads like instructions to a computer; we treated it as part of the document and it changed nothing.';

/** "It supports the current diagnosis and nexus (link to service). Still needed or incomplete: …" */
function coverageSentences(coverage: readonly ElementCoverage[], supports: string): string[] {
  const label = (element: ElementCoverage) => lower(elementLabel(element));
  const supported = coverage.filter((element) => element.status === 'supported');
  const needed = coverage.filter((element) => element.status !== 'supported');
  const sentences: string[] = [];
  if (supported.length > 0) sentences.push(`${supports} ${list(supported.map(label))}.`);
  if (needed.length > 0) sentences.push(`Still needed or incomplete: ${list(needed.map(label))}.`);
  return sentences;
}

export function plainLanguageSummary(analysis: SummaryInput): string {
  const sentences = [
    typeSentence(analysis),
    ...findingsSentences(analysis),
    ...coverageSentences(analysis.coverage, 'It supports the'),
    `Its evidence strength is ${analysis.evidenceStrength.overall}.`,
  ];
  if (analysis.pages.notAnalysed.length > 0) {
    sentences.push(
      `Only ${analysis.pages.analysed} of ${analysis.pages.total} pages could be analyzed.`,
    );
  }
  if (analysis.suspiciousPassages.length > 0) sentences.push(SUSPICIOUS_SENTENCE);
  return sentences.join(' ');
}

export function combinedSummary(combined: CombinedAnalysis): string {
  const documents = combined.documents.map(({ analysis }) => analysis);
  const unread = documents.reduce((sum, analysis) => sum + analysis.pages.notAnalysed.length, 0);
  const sentences = [
    `We read ${documents.length} documents together.`,
    ...coverageSentences(combined.coverage, 'Between them they support the'),
    `The strongest evidence among them is ${combined.overallStrength}.`,
  ];
  if (unread > 0) sentences.push(`${countOf(unread, 'page')} could not be analyzed; see PAGES.`);
  if (documents.some((analysis) => analysis.suspiciousPassages.length > 0)) {
    sentences.push(SUSPICIOUS_SENTENCE);
  }
  return sentences.join(' ');
}
