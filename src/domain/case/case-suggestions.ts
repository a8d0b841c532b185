/**
 * Conditions the veteran could add to their case, from their own record: an issue a decision
 * denied (to review) or rated (to increase), a rated disability (to increase), a diagnosis a
 * document states (not a form's question naming it) that is neither rated nor in the case. Offered only; one suggestion per condition,
 * and none for a condition already in the case.
 */
import type { CaseSuggestion } from '../../contracts/case';
import { statedFinding } from '../analysis/sentence-roles';
import { nameWithSide } from '../conditions/disability-name';
import type { CaseSuggestionsInput, RatedDisability, RecognisedDecisionRecord } from './case-input';
import {
  conditionMatcher,
  referenceFor,
  type ConditionMatcher,
  type NamedCondition,
} from './same-condition';

type Offer = CaseSuggestion & { named: NamedCondition };

const RATED_KINDS = new Set(['granted', 'increased', 'continued']);

const offer = (
  named: NamedCondition,
  fields: Partial<CaseSuggestion> & Pick<CaseSuggestion, 'origin' | 'why'>,
): Offer => ({
  named,
  name: named.name,
  basis: null,
  secondaryTo: null,
  originDocumentId: null,
  disabilityId: null,
  decisionDate: null,
  quote: null,
  ...fields,
});

function fromDecision(record: RecognisedDecisionRecord): Offer[] {
  const { decision, documentId, documentName } = record;
  if (decision.kind === 'board-decision') {
    return decision.board.issues
      .filter((issue) => issue.outcome === 'denied')
      .map((issue) =>
        offer(
          { name: issue.condition },
          {
            origin: 'decision',
            originDocumentId: documentId,
            decisionDate: decision.board.decisionDate ?? null,
            why: `Denied by the Board in ${documentName}, page ${issue.quote.page}. A Supplemental Claim with new evidence can ask again.`,
            quote: issue.quote,
          },
        ),
      );
  }
  const { rating } = decision;
  return rating.issues.flatMap((issue) => {
    const where = `${documentName}, page ${issue.quote.page}`;
    const shared = {
      origin: 'decision' as const,
      originDocumentId: documentId,
      decisionDate: rating.letterDate ?? null,
      quote: issue.quote,
    };
    if (issue.kind === 'denied') {
      return offer(
        { name: issue.condition },
        {
          ...shared,
          basis: issue.secondaryTo ? 'secondary' : null,
          secondaryTo: issue.secondaryTo ?? null,
          why: `Denied in your decision letter (${where}). A decision review can ask VA to look again.`,
        },
      );
    }
    if (RATED_KINDS.has(issue.kind) && 'percent' in issue) {
      return offer(
        { name: issue.condition },
        {
          ...shared,
          basis: 'increase',
          why: `Rated ${issue.percent}% in your decision letter (${where}). If it has got worse, you can ask for a higher rating.`,
        },
      );
    }
    return [];
  });
}

function fromDisability(disability: RatedDisability): Offer {
  return offer(disability, {
    // Two rated knees are offered as two conditions, each named with its side.
    name: nameWithSide(disability),
    basis: 'increase',
    origin: 'disability',
    disabilityId: disability.id,
    why: `Rated ${disability.currentPercentage}% in your Current Disabilities. If it has got worse, you can ask for a higher rating.`,
  });
}

function fromDocuments(input: CaseSuggestionsInput): Offer[] {
  return input.documents.flatMap((document) =>
    document.findings
      .filter((finding) => finding.kind === 'condition')
      .flatMap((finding) => {
        const quote = statedFinding(finding.quote, input.sentenceRoles);
        if (!quote) return [];
        return offer(
          { name: finding.label },
          {
            basis: 'direct',
            origin: 'document',
            originDocumentId: document.documentId,
            why: `Diagnosed in ${document.documentName}, page ${quote.page}.`,
            quote,
          },
        );
      }),
  );
}

export function caseSuggestions(input: CaseSuggestionsInput): CaseSuggestion[] {
  const { vaConditions } = input;
  const inCase = input.conditions.map((condition) => conditionMatcher(condition, vaConditions));
  const rated = input.disabilities.map((disability) => conditionMatcher(disability, vaConditions));
  // From a letter or a document, only a condition VA's list knows: not a benefit such as
  // Dependents' Educational Assistance, nor a side effect a clinic note records.
  const isNewCondition = (named: NamedCondition) =>
    referenceFor(named, vaConditions) !== undefined &&
    !rated.some((matcher) => matcher.isNamedBy(named));
  const raised = new Set(input.conditions.map((condition) => condition.disabilityId));
  // Decisions first: a denial is the most pressing, and it carries the decision date.
  const candidates = [
    ...input.decisions.flatMap(fromDecision).filter((candidate) => isNewCondition(candidate.named)),
    ...input.disabilities.filter((disability) => !raised.has(disability.id)).map(fromDisability),
    ...fromDocuments(input).filter((candidate) => isNewCondition(candidate.named)),
  ];
  const offered: ConditionMatcher[] = [];
  const suggestions: CaseSuggestion[] = [];
  for (const { named, ...suggestion } of candidates) {
    if ([...inCase, ...offered].some((matcher) => matcher.isNamedBy(named))) continue;
    offered.push(conditionMatcher(named, vaConditions));
    suggestions.push(suggestion);
  }
  return suggestions;
}
