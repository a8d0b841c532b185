/**
 * Every quoted finding of one document's analysis, each with the document, page and quote it
 * comes from, so a reader (the evidence map, the chat) takes them as they are instead of
 * reading them out of display text.
 */
import type { AnalysisFinding, FindingKind } from '../../contracts/structured-analysis';
import type { ConditionFinding, DocumentAnalysis, Quote } from './analysis-types';
import { elementLabel } from './claim-elements';

type Found = { kind: FindingKind; label: string; quote: Quote };

/** Only a diagnosis is a condition found; the evidence map must tell the others apart. */
const CONDITION_KIND: Record<ConditionFinding['status'], FindingKind> = {
  diagnosed: 'condition',
  described: 'described-condition',
  'not-diagnosed': 'ruled-out-condition',
};

/** A finding where the analysis quoted one; a factor it only found lacking has none. */
function found({ kind, label, quote }: Omit<Found, 'quote'> & { quote?: Quote }): Found[] {
  return quote ? [{ kind, label, quote }] : [];
}

function foundIn(analysis: DocumentAnalysis): Found[] {
  const { nexus, ratingDecision, boardDecision } = analysis;
  return [
    ...analysis.conditions.flatMap(({ name, quote, status }) =>
      found({ kind: CONDITION_KIND[status], label: name, quote }),
    ),
    ...analysis.possibleConditions.flatMap(({ name, quote }) =>
      found({ kind: 'possible-condition', label: name, quote }),
    ),
    ...analysis.inServiceEvents.flatMap((quote) =>
      found({ kind: 'in-service-event', label: 'In-service event', quote }),
    ),
    ...analysis.observations.flatMap(({ label, quote }) =>
      found({ kind: 'observation', label, quote }),
    ),
    ...(nexus?.statements ?? [])
      // Another examiner's opinion reported here is not this document's finding.
      .filter((statement) => !statement.quotedFromAnother)
      .flatMap(({ phrase, quote }) => found({ kind: 'nexus-statement', label: phrase, quote })),
    ...(nexus?.rubric ?? []).flatMap(({ label, quote }) =>
      found({ kind: 'nexus-factor', label, quote }),
    ),
    ...(ratingDecision?.issues ?? []).flatMap((issue) => [
      ...found({ kind: 'decision-issue', label: issue.condition, quote: issue.quote }),
      ...('reason' in issue
        ? found({ kind: 'decision-reason', label: issue.condition, quote: issue.reason })
        : []),
    ]),
    ...(ratingDecision?.nextLevelCriteria ?? []).flatMap(({ condition, percent, quote }) =>
      found({
        kind: 'next-level-criteria',
        label: `${condition ?? 'this condition'} (${percent}%)`,
        quote,
      }),
    ),
    ...(boardDecision?.issues ?? []).flatMap(({ condition, quote }) =>
      found({ kind: 'board-issue', label: condition, quote }),
    ),
    ...[...(boardDecision?.findings ?? []), ...(boardDecision?.reasonsFindings ?? [])].flatMap(
      (quote) => found({ kind: 'board-finding', label: 'Finding', quote }),
    ),
    ...(analysis.examGaps ?? []).flatMap(({ label, quote }) =>
      found({ kind: 'exam-gap', label, quote }),
    ),
    ...analysis.coverage.flatMap((coverage) =>
      coverage.quotes.flatMap((quote) =>
        found({ kind: 'claim-element', label: elementLabel(coverage), quote }),
      ),
    ),
    ...analysis.suspiciousPassages.flatMap(({ quote }) =>
      found({ kind: 'suspicious-passage', label: 'Suspicious passage', quote }),
    ),
  ];
}

export function analysisFindings(document: string, analysis: DocumentAnalysis): AnalysisFinding[] {
  return foundIn(analysis).map(({ kind, label, quote }) => ({
    document,
    kind,
    label,
    quote: { page: quote.page, text: quote.text },
  }));
}
