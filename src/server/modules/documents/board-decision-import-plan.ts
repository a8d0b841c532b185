/**
 * What a Board of Veterans' Appeals decision offers My Claims: each decided or remanded issue, as
 * its own claim. A denial (whole or in part) is tracked as a Board decision, so My Claims counts
 * the 120 days to the Court of Appeals for Veterans Claims from its date; a remand is pending at
 * the regional office with nothing to file; a grant is carried out by the regional office.
 */
import type { z } from 'zod';
import type { createClaimSchema } from '../../../contracts/claims';
import type { DecisionProposal } from '../../../contracts/documents';
import type { FieldError } from '../../../contracts/errors';
import type {
  BoardDecision,
  BoardIssue,
  BoardOutcome,
} from '../../../domain/analysis/analysis-types';
import {
  sameName,
  spellDate,
  type ImportChoice,
  type ImportPlan,
  type OnFile,
} from './decision-import-plan';

type NewClaim = z.output<typeof createClaimSchema>;
type OfferedOutcome = Exclude<BoardOutcome, 'reopened'>;
type Offered = { key: string; issue: BoardIssue & { outcome: OfferedOutcome } };

/** A reopening is followed by the decision on the claim itself, offered as its own issue. */
const isOffered = (issue: BoardIssue): issue is BoardIssue & { outcome: OfferedOutcome } =>
  issue.outcome !== 'reopened';

/** Keys are positions in the decision's issues, counted from 1, so they stay stable. */
function offeredIssues(decision: BoardDecision): Offered[] {
  return decision.issues.flatMap((issue, index) =>
    isOffered(issue) ? [{ key: String(index + 1), issue }] : [],
  );
}

const nameOf = (issue: BoardIssue) =>
  issue.condition.charAt(0).toUpperCase() + issue.condition.slice(1);

/** Only a denial can be appealed to the Court: its claim carries the Board's date and type. */
const appealable = (issue: BoardIssue) =>
  issue.outcome === 'denied' || issue.outcome === 'granted-in-part';

const decidedOn = (issue: BoardIssue, decisionDate: string | null) =>
  appealable(issue) ? decisionDate : null;

const isInClaims = (issue: BoardIssue, decisionDate: string | null, claims: OnFile['claims']) =>
  claims.some(
    (claim) =>
      sameName(claim.disabilityName, issue.condition) &&
      claim.decisionDate === decidedOn(issue, decisionDate),
  );

export function proposeBoardDecision(
  documentId: string,
  decision: BoardDecision,
  onFile: OnFile,
): DecisionProposal {
  const decisionDate = decision.decisionDate ?? null;
  return {
    documentId,
    source: 'board-decision',
    letterDate: decisionDate,
    suggestedDecisionType: 'board-decision',
    issues: offeredIssues(decision).map(({ key, issue }) => ({
      key,
      condition: nameOf(issue),
      outcome: issue.outcome,
      percent: null,
      diagnosticCode: null,
      effectiveDate: null,
      canTrack: false,
      alreadyTracked: false,
      trackedPercentage: null,
      alreadyInClaims: isInClaims(issue, decisionDate, onFile.claims),
    })),
    statedCombinedRating: null,
    calculatedCombinedRating: null,
  };
}

const STATUS: Record<OfferedOutcome, NewClaim['status']> = {
  granted: 'approved',
  'granted-in-part': 'approved',
  denied: 'denied',
  remanded: 'pending',
  dismissed: 'closed',
};

function outcomeNote(issue: Offered['issue'], on: string): string {
  const board = `the Board of Veterans' Appeals${on}`;
  if (issue.nextSteps.includes('statement-of-the-case')) {
    return `Remanded by ${board} for a statement of the case: it returns to the Board only if you file a substantive appeal (VA Form 9) on time after it.`;
  }
  switch (issue.outcome) {
    case 'granted':
      return `Granted by ${board}: the regional office assigns the rating and effective date in a new decision.`;
    case 'granted-in-part':
      return `Granted in part by ${board}: the denied part can be appealed to the Court of Appeals for Veterans Claims.`;
    case 'denied':
      return `Denied by ${board}: it can be appealed to the Court of Appeals for Veterans Claims.`;
    case 'remanded':
      return `Remanded by ${board}: not decided yet. The regional office decides it again; nothing needs to be filed.`;
    case 'dismissed':
      return `Dismissed by ${board}: nothing is pending.`;
  }
}

function choiceErrors(decision: BoardDecision, choice: ImportChoice): FieldError[] {
  const keys = new Set(offeredIssues(decision).map(({ key }) => key));
  return [
    ...choice.disabilities.map((key) => ({
      path: 'disabilities',
      message: `Issue ${key} has no rating to add to Current Disabilities.`,
    })),
    ...choice.claims
      .filter((key) => !keys.has(key))
      .map((key) => ({ path: 'claims', message: `This decision has no issue ${key}.` })),
  ];
}

/** What a confirmed choice adds to My Claims, in the decision's order, each condition once. */
export function planBoardImport(
  decision: BoardDecision,
  onFile: OnFile,
  choice: ImportChoice,
  context: { documentName: string; today: string },
): ImportPlan {
  const errors = choiceErrors(decision, choice);
  if (errors.length > 0) return { errors };
  const decisionDate = decision.decisionDate ?? null;
  const on = decisionDate ? ` on ${spellDate(decisionDate)}` : '';
  const claimed = [...onFile.claims];
  const plan = { disabilities: [], updates: [], claims: [] as NewClaim[], skipped: 0 };
  for (const { key, issue } of offeredIssues(decision)) {
    if (!choice.claims.includes(key)) continue;
    if (isInClaims(issue, decisionDate, claimed)) {
      plan.skipped++;
      continue;
    }
    const claim: NewClaim = {
      disabilityName: nameOf(issue),
      status: STATUS[issue.outcome],
      // The claim was filed before the Board decided it; its date is the latest it can be.
      submittedDate: decisionDate ?? context.today,
      decisionDate: decidedOn(issue, decisionDate),
      decisionType: appealable(issue) ? 'board-decision' : null,
      intentToFileDate: null,
      notes: `Added from ${context.documentName}. ${outcomeNote(issue, on)}`,
    };
    plan.claims.push(claim);
    claimed.push(claim);
  }
  return plan;
}
