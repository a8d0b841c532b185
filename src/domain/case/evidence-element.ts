/**
 * One element of a claimed condition's evidence map: what VA needs for it, what backs it
 * (confirmed documents, VA's own rating, statements where a statement can back it, the saved
 * service history where it meets a presumptive rule) and, while something is still to send, the
 * next best evidence, best first.
 */
import {
  stillToSend,
  type CaseElement,
  type EvidenceItem,
  type EvidenceStatus,
} from '../../contracts/case';
import type {
  BasisElement,
  EvidenceElementContent,
  EvidenceElementsContent,
} from '../../contracts/evidence-rules';
import { nameWithSide } from '../conditions/disability-name';
import { withSegmentLevels } from '../conditions/spine-segments';
import { fillText } from '../analysis/fill-text';
import type {
  BuildCaseConditionInput,
  CaseStatementRecord,
  JournalEntryRecord,
  RatedDisability,
} from './case-input';
import { documentItem, proposedItems, type ProposalContext } from './evidence-proposals';
import { journalItem } from './journal-evidence';
import { referenceFor } from './same-condition';
import { serviceHistoryEvidence } from './service-history-evidence';
import { recordItem } from './record-item';
import { stableId } from './stable-id';

export interface ElementContext extends ProposalContext {
  input: BuildCaseConditionInput;
  /** The rated disability a secondary claim follows from. */
  causeDisability: RatedDisability | undefined;
  /** The rated disability an increase raises. */
  raisedDisability: RatedDisability | undefined;
  /** The symptom journal's entries for this condition. */
  journal: readonly JournalEntryRecord[];
}

const IN_RECORD: ReadonlySet<EvidenceItem['kind']> = new Set(['document', 'rated-disability']);
/** The veteran's own account: a statement, or the entries of their symptom journal. */
const OWN_ACCOUNT: ReadonlySet<EvidenceItem['kind']> = new Set([
  'personal-statement',
  'symptom-journal',
]);

/** The proposals with the veteran's answers, and the quotes they picked themselves. */
function documentItems(key: string, element: EvidenceElementContent, context: ElementContext) {
  const { documents, decisions } = context.input;
  const answered = new Map<string, EvidenceItem>();
  for (const decision of decisions.filter((candidate) => candidate.elementKey === key)) {
    const document = documents.find((candidate) => candidate.documentId === decision.documentId);
    const item = documentItem(
      key,
      // A document deleted since the answer keeps its quote, without a name.
      { documentId: decision.documentId, documentName: document?.documentName ?? null },
      { page: decision.page, text: decision.quote },
      decision.state,
    );
    answered.set(item.id, item);
  }
  const proposals = proposedItems(key, element.proposedBy, documents, context).map(
    (item) => answered.get(item.id) ?? item,
  );
  const ownPicks = [...answered.values()].filter(
    (item) => item.state === 'confirmed' && !proposals.some((proposal) => proposal.id === item.id),
  );
  return [...proposals, ...ownPicks];
}

function ratingItems(key: string, element: EvidenceElementContent, context: ElementContext) {
  const disability = context.causeDisability;
  if (element.fromRating !== 'cause' || !disability) return [];
  // VA's own record.
  return [
    recordItem({
      id: stableId(key, 'rated-disability', disability.id),
      kind: 'rated-disability',
      disabilityId: disability.id,
      label: `${nameWithSide(disability)}, rated ${disability.currentPercentage}% by VA`,
    }),
  ];
}

const statementLabel = (statement: CaseStatementRecord) =>
  statement.kind === 'personal'
    ? 'Your statement'
    : `Statement from ${[statement.witnessName, statement.witnessRelationship].filter(Boolean).join(', ')}`;

function statementItems(key: string, context: ElementContext): EvidenceItem[] {
  const { condition, statements } = context.input;
  return statements
    .filter((statement) => statement.conditionId === condition.id && statement.elementKey === key)
    .map((statement) =>
      recordItem({
        id: stableId(key, 'statement', statement.id),
        kind: statement.kind === 'personal' ? 'personal-statement' : 'witness-statement',
        statementId: statement.id,
        label: statementLabel(statement),
      }),
    );
}

function statusOf(items: readonly EvidenceItem[], layAccepted: boolean): EvidenceStatus {
  const counted = items.filter((item) => item.state === 'confirmed');
  if (counted.some((item) => IN_RECORD.has(item.kind))) return 'in-record';
  if (counted.some((item) => item.kind === 'service-history')) return 'fits-rule';
  if (!layAccepted) return 'to-get';
  if (counted.some((item) => item.kind === 'witness-statement')) return 'witness';
  if (counted.some((item) => OWN_ACCOUNT.has(item.kind))) return 'recollection';
  return 'to-get';
}

/** The need and citation: the basis's own, the presumptive rule's, or the next rating level's. */
function needOf(entry: BasisElement, element: EvidenceElementContent, context: ElementContext) {
  const { condition, rules } = context.input;
  const fallback = {
    need: entry.need ?? element.need,
    citation: entry.citation ?? element.citation,
  };
  if (element.fromRule) {
    const rule = rules.presumptive.rules.find(
      (candidate) => candidate.id === condition.presumptiveRule,
    );
    return rule ? { need: rule[element.fromRule], citation: rule.citation } : fallback;
  }
  const disability = context.raisedDisability;
  if (element.fromRating === 'next-level' && element.nextLevelNeed && disability) {
    const listed = referenceFor(disability, rules.vaConditions);
    const reference = listed && withSegmentLevels(listed, disability);
    const next = [...(reference?.percentageOptions ?? [])]
      .sort((a, b) => a.percentage - b.percentage)
      .find((level) => level.percentage > disability.currentPercentage);
    if (next) {
      return {
        need: fillText(element.nextLevelNeed, {
          percentage: next.percentage,
          criteria: next.criteria,
        }),
        citation: reference?.cfrSection ?? fallback.citation,
      };
    }
  }
  return fallback;
}

function nextEvidenceOf(
  element: EvidenceElementContent,
  items: readonly EvidenceItem[],
  catalogue: EvidenceElementsContent['evidence'],
) {
  const ranked = element.nextEvidence.flatMap((id) => catalogue[id] ?? []);
  const refusedStatement = items.some(
    (item) => OWN_ACCOUNT.has(item.kind) || item.kind === 'witness-statement',
  );
  // A statement was given where it cannot count: the best next step says why.
  return refusedStatement
    ? ranked.map((evidence, index) =>
        index === 0
          ? { ...evidence, how: `${element.layEvidence.note} ${evidence.how}` }
          : evidence,
      )
    : ranked;
}

/** Qualifying service of a presumptive claim: what the saved service history says of its rule. */
function serviceHistoryOf(key: string, element: EvidenceElementContent, context: ElementContext) {
  const { condition, rules, serviceHistory } = context.input;
  const ruleId = condition.presumptiveRule;
  const listed = rules.presumptive.rules.some((rule) => rule.id === ruleId);
  return element.fromRule === 'qualifyingService' && ruleId && listed
    ? serviceHistoryEvidence(key, ruleId, serviceHistory ?? null)
    : { items: [], note: null };
}

export function buildElement(entry: BasisElement, context: ElementContext): CaseElement {
  const { evidence } = context.input.rules;
  // The schema has checked that every basis names a listed element.
  const element = evidence.elements[entry.key]!;
  const { need, citation } = needOf(entry, element, context);
  const shared = { key: entry.key, label: element.label, need, citation };
  if (entry.notNeededWhy) {
    return {
      ...shared,
      status: 'not-needed',
      notNeededWhy: entry.notNeededWhy,
      items: [],
      nextEvidence: [],
      serviceHistoryNote: null,
    };
  }
  const serviceHistory = serviceHistoryOf(entry.key, element, context);
  const journal = element.symptomJournal ? journalItem(entry.key, context.journal) : null;
  const items = [
    ...ratingItems(entry.key, element, context),
    ...documentItems(entry.key, element, context),
    ...statementItems(entry.key, context),
    ...(journal ? [journal] : []),
    ...serviceHistory.items,
  ];
  const status = statusOf(items, element.layEvidence.accepted);
  return {
    ...shared,
    status,
    notNeededWhy: null,
    items,
    nextEvidence: stillToSend(status) ? nextEvidenceOf(element, items, evidence.evidence) : [],
    serviceHistoryNote: serviceHistory.note,
  };
}
