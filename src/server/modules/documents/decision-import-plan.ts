/**
 * What a recognised rating decision offers the veteran's tracker, and what a confirmed choice
 * adds: nothing already on Current Disabilities or My Claims is offered or added twice.
 */
import type { z } from 'zod';
import type { Claim, createClaimSchema } from '../../../contracts/claims';
import type { DecisionProposal } from '../../../contracts/documents';
import type { FieldError } from '../../../contracts/errors';
import type { DecidedIssue, RatingDecision } from '../../../domain/analysis/analysis-types';
import { isDecided } from '../../../domain/analysis/rating-decision';
import type { DecisionType } from '../../../domain/deadlines/review-lanes';

type TrackedDisability = {
  id?: string;
  name: string;
  diagnosticCode: string | null;
  currentPercentage: number;
};
type ClaimOnFile = Pick<Claim, 'disabilityName' | 'decisionDate'>;

/** What the veteran already has, read in the same transaction as any import. */
export type OnFile = {
  disabilities: readonly TrackedDisability[];
  claims: readonly ClaimOnFile[];
};

export type ImportChoice = {
  disabilities: readonly string[];
  claims: readonly string[];
  decisionType: DecisionType | null;
};

// A letter names the part of the spine in the issue's name ("lumbosacral strain").
type NewDisability = TrackedDisability & { side: null; spineSegment: null };
type NewClaim = z.output<typeof createClaimSchema>;
type RatingUpdate = { id: string; currentPercentage: number };

export type ImportPlan =
  | {
      disabilities: NewDisability[];
      updates: RatingUpdate[];
      claims: NewClaim[];
      skipped: number;
    }
  | { errors: FieldError[] };

/** A proposed reduction is not a decision: nothing of it goes to My Claims until VA decides. */
const decidedIssues = (decision: RatingDecision) => decision.issues.filter(isDecided);

/** The issue's position in the letter, counted from 1 as the letter numbers them. */
const keyOf = (index: number) => String(index + 1);

/** The letter's words for the condition, begun with a capital as a name on a card is. */
const nameOf = (issue: DecidedIssue) =>
  issue.condition.charAt(0).toUpperCase() + issue.condition.slice(1);

export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const ratedPercent = (issue: DecidedIssue) =>
  issue.kind === 'granted' || issue.kind === 'increased' || issue.kind === 'continued'
    ? issue.percent
    : null;

/** A rated condition Current Disabilities can hold: 0–100 in steps of 10, as VA rates. */
const canTrack = (issue: DecidedIssue) => {
  const percent = ratedPercent(issue);
  return percent !== null && Number.isInteger(percent) && percent % 10 === 0 && percent <= 100;
};

/**
 * Codes the letter gives to more than one issue (a left and a right knee): there the code does
 * not tell the issues apart, so only the name can say one is already tracked.
 */
function sharedCodes(issues: readonly DecidedIssue[]): Set<string> {
  const codes = issues.flatMap((issue) => (issue.diagnosticCode ? [issue.diagnosticCode] : []));
  return new Set(codes.filter((code, index) => codes.indexOf(code) !== index));
}

/** The disability on Current Disabilities this issue is about, if any. */
function trackedAs<T extends TrackedDisability>(
  issue: DecidedIssue,
  disabilities: readonly T[],
  shared: ReadonlySet<string>,
): T | undefined {
  const code = issue.diagnosticCode && !shared.has(issue.diagnosticCode) && issue.diagnosticCode;
  return disabilities.find(
    (disability) =>
      sameName(disability.name, issue.condition) || (code && disability.diagnosticCode === code),
  );
}

/** A deferred issue is still undecided: its claim is pending, with no decision date yet. */
const decidedOn = (issue: DecidedIssue, letterDate: string | null) =>
  issue.kind === 'deferred' ? null : letterDate;

const isInClaims = (
  issue: DecidedIssue,
  letterDate: string | null,
  claims: readonly ClaimOnFile[],
) =>
  claims.some(
    (claim) =>
      sameName(claim.disabilityName, issue.condition) &&
      claim.decisionDate === decidedOn(issue, letterDate),
  );

function suggestedDecisionType(issues: readonly DecidedIssue[]): DecisionType | null {
  if (issues.some((issue) => issue.kind === 'increased')) return 'increase-claim';
  if (issues.some((issue) => issue.kind === 'granted' || issue.kind === 'denied')) {
    return 'initial-claim';
  }
  return null;
}

/** The list the veteran reviews; reading it changes nothing. */
export function proposeDecision(
  documentId: string,
  decision: RatingDecision,
  onFile: OnFile,
): DecisionProposal {
  const letterDate = decision.letterDate ?? null;
  const issues = decidedIssues(decision);
  const shared = sharedCodes(issues);
  return {
    documentId,
    source: 'rating-decision',
    letterDate,
    suggestedDecisionType: suggestedDecisionType(issues),
    issues: issues.map((issue, index) => {
      const tracked = trackedAs(issue, onFile.disabilities, shared);
      return {
        key: keyOf(index),
        condition: nameOf(issue),
        outcome: issue.kind,
        percent: ratedPercent(issue),
        diagnosticCode: issue.diagnosticCode ?? null,
        effectiveDate: 'effectiveDate' in issue ? (issue.effectiveDate ?? null) : null,
        canTrack: canTrack(issue),
        alreadyTracked: tracked !== undefined,
        trackedPercentage: tracked?.currentPercentage ?? null,
        alreadyInClaims: isInClaims(issue, letterDate, onFile.claims),
      };
    }),
    statedCombinedRating: decision.statedCombinedRating?.percent ?? null,
    calculatedCombinedRating: decision.calculatedCombinedRating ?? null,
  };
}

const CLAIM_STATUS: Record<DecidedIssue['kind'], NewClaim['status']> = {
  granted: 'approved',
  increased: 'approved',
  continued: 'approved',
  denied: 'denied',
  deferred: 'pending',
};

// A calendar date is a day, not an instant: spelled in UTC it stays the same day.
export const spellDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

function outcomeNote(issue: DecidedIssue): string {
  switch (issue.kind) {
    case 'granted':
      return `Service connection granted at ${issue.percent}%`;
    case 'increased':
      return `Rating increased to ${issue.percent}%`;
    case 'continued':
      return `Rating of ${issue.percent}% continued`;
    case 'denied':
      return 'Service connection denied';
    case 'deferred':
      return 'Deferred: VA has not decided this yet';
  }
}

function claimNotes(issue: DecidedIssue, documentName: string): string {
  const effective =
    'effectiveDate' in issue && issue.effectiveDate
      ? `, effective ${spellDate(issue.effectiveDate)}`
      : '';
  return `Added from ${documentName}. ${outcomeNote(issue)}${effective}.`;
}

/** Keys the veteran chose that the letter does not have, or that cannot go where asked. */
function choiceErrors(decision: RatingDecision, choice: ImportChoice): FieldError[] {
  const issues = decidedIssues(decision);
  const issueAt = (key: string) => issues[Number(key) - 1];
  const known = (key: string) => /^[1-9]\d*$/.test(key) && issueAt(key) !== undefined;
  const errors: FieldError[] = [];
  for (const key of choice.disabilities) {
    if (!known(key)) {
      errors.push({ path: 'disabilities', message: `This letter has no issue ${key}.` });
    } else if (!canTrack(issueAt(key)!)) {
      errors.push({
        path: 'disabilities',
        message: `Issue ${key} has no rating to add to Current Disabilities.`,
      });
    }
  }
  for (const key of choice.claims) {
    if (!known(key)) errors.push({ path: 'claims', message: `This letter has no issue ${key}.` });
  }
  return errors;
}

/**
 * What a confirmed choice adds, in the letter's order. Each addition counts as on file for the
 * next, so a choice naming the same condition twice adds it once.
 */
export function planImport(
  decision: RatingDecision,
  onFile: OnFile,
  choice: ImportChoice,
  context: { documentName: string; today: string },
): ImportPlan {
  const errors = choiceErrors(decision, choice);
  if (errors.length > 0) return { errors };

  const letterDate = decision.letterDate ?? null;
  const issues = decidedIssues(decision);
  const shared = sharedCodes(issues);
  // Copies: the plan marks what it adds or updates as on file for the issues after it.
  const tracked = onFile.disabilities.map((disability) => ({ ...disability }));
  const claimed = [...onFile.claims];
  const plan = {
    disabilities: [] as NewDisability[],
    updates: [] as RatingUpdate[],
    claims: [] as NewClaim[],
    skipped: 0,
  };
  issues.forEach((issue, index) => {
    const key = keyOf(index);
    if (choice.disabilities.includes(key)) {
      const onTracker = trackedAs(issue, tracked, shared);
      const percent = ratedPercent(issue)!;
      if (onTracker?.id && onTracker.currentPercentage !== percent) {
        // The veteran chose the letter's percentage over the one they track.
        plan.updates.push({ id: onTracker.id, currentPercentage: percent });
        onTracker.currentPercentage = percent;
      } else if (onTracker) plan.skipped++;
      else {
        const disability = {
          name: nameOf(issue),
          currentPercentage: percent,
          diagnosticCode: issue.diagnosticCode ?? null,
          side: null,
          spineSegment: null,
        };
        plan.disabilities.push(disability);
        tracked.push(disability);
      }
    }
    if (choice.claims.includes(key)) {
      if (isInClaims(issue, letterDate, claimed)) plan.skipped++;
      else {
        const claim: NewClaim = {
          disabilityName: nameOf(issue),
          status: CLAIM_STATUS[issue.kind],
          // The letter states when VA received the claim; failing that, a claim is filed
          // before it is decided, so the letter's date is the latest it can be.
          submittedDate: decision.claimReceivedDate ?? letterDate ?? context.today,
          decisionDate: decidedOn(issue, letterDate),
          // Review lanes follow a decision; an undecided issue has none yet.
          decisionType: issue.kind === 'deferred' ? null : choice.decisionType,
          intentToFileDate: null,
          notes: claimNotes(issue, context.documentName),
        };
        plan.claims.push(claim);
        claimed.push(claim);
      }
    }
  });
  return plan;
}
