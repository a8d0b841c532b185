/**
 * What the veteran's documents propose for one element of a claimed condition: findings of the
 * kinds the element names (content/case) that speak of this condition and state something of
 * the veteran, as the document analysis reads sentences. A finding about another condition, a
 * form's question or heading, an instruction, a letter's fixed paragraph or the law is not
 * proposed (a question answered in words proposes its answer), and nothing proposed counts until
 * the veteran confirms it.
 */
import type { EvidenceItem, EvidenceItemState } from '../../contracts/case';
import type { ProposingFinding } from '../../contracts/evidence-rules';
import type { AnalysisFinding, FindingKind } from '../../contracts/structured-analysis';
import type { ConditionReference } from '../analysis/analysis-types';
import { CLAIM_ELEMENT_LABELS } from '../analysis/claim-elements';
import { statedFinding } from '../analysis/sentence-roles';
import type { AnalysedDocument, CaseRules } from './case-input';
import type { ConditionMatcher } from './same-condition';
import { stableId } from './stable-id';

/** Findings whose label is a condition's name; the others speak through their quote. */
const NAMED_BY_LABEL: ReadonlySet<FindingKind> = new Set<FindingKind>([
  'condition',
  'described-condition',
  'ruled-out-condition',
  'possible-condition',
  'decision-issue',
  'decision-reason',
  'next-level-criteria',
  'board-issue',
]);

/** The findings that say what a document is about. */
const SUBJECT_KINDS: ReadonlySet<FindingKind> = new Set<FindingKind>([
  'condition',
  'described-condition',
  'decision-issue',
  'board-issue',
]);

export interface ProposalContext {
  matcher: ConditionMatcher;
  /** A secondary claim's cause: a quote names it as the cause, not as its subject. */
  cause: ConditionReference | undefined;
  nexusPhrases: CaseRules['nexusPhrases'];
  sentenceRoles: CaseRules['sentenceRoles'];
}

/** The same document, page and quote for the same element always get the same id. */
export function documentItem(
  elementKey: string,
  document: { documentId: string; documentName: string | null },
  quote: { page: number; text: string },
  state: EvidenceItemState,
): EvidenceItem {
  return {
    id: stableId(elementKey, document.documentId, quote.page, quote.text),
    kind: 'document',
    state,
    documentId: document.documentId,
    documentName: document.documentName,
    page: quote.page,
    quote: quote.text,
    statementId: null,
    disabilityId: null,
    journalCondition: null,
    label: `${document.documentName ?? 'A document no longer in your documents'}, page ${quote.page}`,
  };
}

function isProposing(
  finding: AnalysisFinding,
  proposing: ProposingFinding,
  context: ProposalContext,
): boolean {
  if (finding.kind !== proposing.kind) return false;
  if (proposing.claimElement && finding.label !== CLAIM_ELEMENT_LABELS[proposing.claimElement])
    return false;
  if (!proposing.stances) return true;
  const stance = context.nexusPhrases.find((phrase) => phrase.phrase === finding.label)?.stance;
  return stance !== undefined && proposing.stances.includes(stance);
}

function speaksOf(
  finding: AnalysisFinding,
  document: AnalysedDocument,
  context: ProposalContext,
): boolean {
  const { matcher } = context;
  if (NAMED_BY_LABEL.has(finding.kind)) return matcher.isNamedBy({ name: finding.label });
  const { named, isThis } = matcher.namedIn(finding.quote.text);
  if (isThis) return true;
  if (named.some((condition) => condition !== context.cause)) return false;
  // A quote that names no condition ("at least as likely as not") speaks of its document's.
  return document.findings.some(
    (subject) => SUBJECT_KINDS.has(subject.kind) && matcher.isNamedBy({ name: subject.label }),
  );
}

export function proposedItems(
  elementKey: string,
  proposedBy: readonly ProposingFinding[],
  documents: readonly AnalysedDocument[],
  context: ProposalContext,
): EvidenceItem[] {
  const items = new Map<string, EvidenceItem>();
  for (const document of documents) {
    for (const finding of document.findings) {
      if (!proposedBy.some((proposing) => isProposing(finding, proposing, context))) continue;
      if (!speaksOf(finding, document, context)) continue;
      const stated = statedFinding(finding.quote, context.sentenceRoles);
      if (!stated) continue;
      const item = documentItem(elementKey, document, stated, 'proposed');
      // Two findings on one quote ("OSA" and "CPAP") are one proposal.
      if (!items.has(item.id)) items.set(item.id, item);
    }
  }
  return [...items.values()];
}
