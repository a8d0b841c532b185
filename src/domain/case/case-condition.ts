/**
 * A claimed condition with its evidence map (issue 19): each element its basis needs, in the
 * order content/case lists them, with what backs it, and whether the condition is ready.
 */
import type { CaseCondition, CaseElement, EvidenceStatus } from '../../contracts/case';
import type { BuildCaseConditionInput } from './case-input';
import { buildElement } from './evidence-element';
import { journalEntriesOf } from './journal-evidence';
import { conditionMatcher } from './same-condition';

const BACKED: ReadonlySet<EvidenceStatus> = new Set(['in-record', 'witness', 'recollection']);

/** Only the elements the basis needs are counted: "2 of 3", not the ones that need nothing. */
function readinessOf(elements: readonly CaseElement[]) {
  const needed = elements.filter((element) => element.status !== 'not-needed');
  const done = needed.filter((element) => BACKED.has(element.status)).length;
  return { ready: done === needed.length, readiness: { done, total: needed.length } };
}

export function buildCaseCondition(input: BuildCaseConditionInput): CaseCondition {
  const { condition, rules, disabilities } = input;
  const { vaConditions } = rules;
  const matcher = conditionMatcher(condition, vaConditions);
  const cause = condition.secondaryTo
    ? conditionMatcher({ name: condition.secondaryTo }, vaConditions)
    : undefined;
  const causeDisability = cause && disabilities.find((disability) => cause.isNamedBy(disability));
  const raisedDisability =
    disabilities.find((disability) => disability.id === condition.disabilityId) ??
    (condition.basis === 'increase'
      ? disabilities.find((disability) => matcher.isNamedBy(disability))
      : undefined);
  const context = {
    input,
    matcher,
    cause: cause?.reference,
    nexusPhrases: rules.nexusPhrases,
    sentenceRoles: rules.sentenceRoles,
    causeDisability,
    raisedDisability,
    journal: journalEntriesOf(matcher, input.journal ?? []),
  };
  const elements = rules.evidence.bases[condition.basis].map((entry) =>
    buildElement(entry, context),
  );
  return {
    id: condition.id,
    name: condition.name,
    basis: condition.basis,
    secondaryTo: condition.secondaryTo,
    presumptiveRule: condition.presumptiveRule,
    disabilityId: condition.disabilityId,
    side: condition.side,
    approximateStart: condition.approximateStart,
    explanation: condition.explanation,
    reviewLane: condition.reviewLane,
    decisionDate: condition.decisionDate,
    origin: condition.origin,
    originDocumentId: condition.originDocumentId,
    elements,
    ...readinessOf(elements),
    createdAt: condition.createdAt.toISOString(),
  };
}
