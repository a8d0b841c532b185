/**
 * A VA rating decision letter read into its issues (va-facts §11): grants with percent and
 * effective date, denials with the stated reason, deferrals, continued ratings with why they are
 * not higher, increased ratings, proposed reductions (not yet decided),
 * the "not warranted unless" criteria for the next level, the stated combined rating checked
 * against Table I, and the one-year review deadline from the letter's date.
 */
import { calculateCombinedRating } from '../ratings/combined-rating';
import { periodDeadline, type HolidayLookup } from '../deadlines/filing-deadline';
import type {
  DecidedIssue,
  DecisionIssue,
  DecisionLetterContent,
  NextLevelCriteria,
  Quote,
  RatingDecision,
} from './analysis-types';
import { DATE_PATTERN, readDocumentDate } from './document-dates';
import { findAll, quoteMatch, type DocumentScan, type PageMatch } from './document-scan';

export const isDecided = (issue: DecisionIssue): issue is DecidedIssue =>
  issue.kind !== 'proposed-reduction';

/** Words may wrap onto the next line in extracted text. */
const words = (pattern: string) => pattern.replace(/ /g, '\\s+');
/** A condition's name, which may wrap onto the next line; bounded so text without full stops stays fast. */
const CONDITION = '([^.;]{1,150}?)';
const PERCENT = '(\\d{1,3})';

const GRANTED = words(
  `Service connection for ${CONDITION} is granted with an evaluation of ${PERCENT} percent effective (${DATE_PATTERN})`,
);
const INCREASED = words(
  `(?:The )?evaluation of ${CONDITION},? (?:which is currently \\d{1,3} percent disabling,? )?is increased (?:from \\d{1,3} percent )?to ${PERCENT} percent(?: effective (${DATE_PATTERN}))?`,
);
const CONTINUED = words(
  `(?:The )?evaluation of ${CONDITION},? which is currently ${PERCENT} percent disabling,? is continued`,
);
/** "Evaluation of migraine headaches, currently 50 percent disabling, is proposed to be reduced to 30 percent." */
const PROPOSED_REDUCTION = words(
  `(?:The )?evaluation of ${CONDITION},? (?:which is )?currently (?:evaluated as )?${PERCENT} percent disabling,? is proposed to be reduced (?:from \\d{1,3} percent )?to ${PERCENT} percent`,
);
/** "is denied", "remains denied" after a review, or "is still denied". */
const DENIED = words(
  `(?:Service connection for|(?:Basic )?(?:eligibility|entitlement) to) ${CONDITION}(?: is(?: still)?|:| remains| continues to be) (?:denied|not established)`,
);
/**
 * A review's summary line for an issue it could not decide: "Service connection for irritable
 * bowel syndrome: We found an error in our duty to assist you ... returned it to the regional
 * office". VA has not decided it yet, so it reads as deferred.
 */
const RETURNED_FOR_CORRECTION = words(
  `(?:Service connection for|(?:The )?evaluation of) ${CONDITION}(?:,? currently \\d{1,3} percent disabling)?: We found an? (?:error|duty to assist error)`,
);
/** A review's "No change": "Evaluation of GERD, currently 10 percent disabling: No change." */
const NO_CHANGE = words(
  `(?:The )?evaluation of ${CONDITION},? currently ${PERCENT} percent disabling: No change`,
);
/**
 * A code sheet's entry: the diagnostic code and the condition in capitals, then its status
 * line and, when it is compensated, "20% from 09/01/2016" a line or a few below.
 */
const CODE_SHEET_NAME = "^[ \\t]*\\d{4}[ \\t]+([A-Z][A-Z0-9 ,()'/&-]*[A-Z)])[ \\t]*\\n";
const CODE_SHEET_GRANTED = `${CODE_SHEET_NAME}[ \\t]+Service Connected[^\\n]*\\n(?:[ \\t]+(?!\\d{1,3}% from)[^\\n]*\\n){0,3}[ \\t]+${PERCENT}% from (\\d{1,2}/\\d{1,2}/\\d{4})`;
const CODE_SHEET_DENIED = `${CODE_SHEET_NAME}[ \\t]+Not Service Connected,?[ \\t]*([^\\n]*)`;
const DEFERRED = words(
  `(?:The issue of )?(?:service connection for|Entitlement to|(?:The )?evaluation of) ${CONDITION} is deferred`,
);
/** "obstructive sleep apnea, claimed as secondary to PTSD": the condition and what it is claimed from. */
const SECONDARY =
  /^(.*?),?\s+(?:(?:to include|claimed|including) )?as secondary to (?:the )?(?:service[- ]connected )?(.+?),?$/i;
const SECONDARY_BASIS = words(
  'established as secondary to (?:the )?(?:service connected )?(?:disability of )?([^.(]{1,120}?)\\s*[.(]',
);
/** "your claim … that we received on March 11, 2024", "Claim for Increase Received 05/02/2023". */
const CLAIM_RECEIVED = words(
  `claim\\b(?:[^.]{0,160}?\\breceived(?: on)?|(?: for increase)? received:?) (${DATE_PATTERN})`,
);
const NEXT_LEVEL = `${words(`A higher evaluation of ${PERCENT} percent is not warranted unless the evidence shows`)}:?\\s*([^\\n]+)`;
const COMBINED = words(
  `(?:Your|The) combined (?:rating|evaluation)(?: evaluation)? (?:is|of) ${PERCENT} percent`,
);
const BILATERAL = words('bilateral factor');
const LETTER_DATE = `^\\s*(?:Date(?: of (?:this )?letter)?:?\\s*)?(${DATE_PATTERN})\\s*$`;
const REASONS_HEADING = '^\\s*REASONS FOR DECISION\\s*$';
/** "2. Service connection for sleep apnea." up to its full stop, which may be a line later. */
const NUMBERED_HEADING = /^[ \t]*\d+\.\s+([^.]*)/gm;
/** A reason's full stop: not the ones inside "38 CFR 3.385" or "U.S.C.". */
const REASON_END = /\.(?=\s|$)(?<!\b[A-Z]\.)/;
const MAX_REASON_LENGTH = 400;

const pageText = (scan: DocumentScan, page: number) =>
  scan.pages.find((candidate) => candidate.page === page)?.text ?? '';

const tidy = (condition: string) => condition.replace(/\s+/g, ' ').trim();

/** "RIGHT SHOULDER STRAIN (GERD)" as a code sheet writes it: in lower case, abbreviations kept. */
const codeSheetName = (name: string) =>
  tidy(name)
    .toLowerCase()
    .replace(/\(([a-z]{2,5})\)/g, (_, abbreviation: string) => `(${abbreviation.toUpperCase()})`);

/** The condition an issue is about, and the service-connected one it is claimed from, if any. */
function issueCondition(words: string): { condition: string; secondaryTo?: string } {
  const condition = tidy(words);
  const secondary = SECONDARY.exec(condition);
  return secondary ? { condition: secondary[1]!, secondaryTo: secondary[2]! } : { condition };
}

/**
 * The issue heading ("2. Service connection for …") a reasons paragraph sits under, on its
 * page or, when the paragraph opens a page, on the pages before.
 */
function headingBefore(scan: DocumentScan, match: PageMatch): string {
  for (let page = match.page; page >= 1; page--) {
    const text = pageText(scan, page).slice(0, page === match.page ? match.start : undefined);
    const last = [...text.matchAll(NUMBERED_HEADING)].at(-1);
    if (last) return tidy(last[1]!);
  }
  return '';
}

function reasonsStart(scan: DocumentScan): { page: number; start: number } | undefined {
  const [heading] = findAll(scan.pages, REASONS_HEADING);
  return heading && { page: heading.page, start: heading.end };
}

const after = (
  point: { page: number; start: number } | undefined,
  match: { page: number; start: number },
) => !point || match.page > point.page || (match.page === point.page && match.start > point.start);

/**
 * The first sentence under the issue's own heading that says why it was denied or deferred, or
 * why a continued rating is not higher.
 */
function statedReason(
  scan: DocumentScan,
  condition: string,
  reasons: ReturnType<typeof reasonsStart>,
  reasonCues: readonly string[],
): Quote | undefined {
  const lower = condition.toLowerCase();
  const match = findAll(scan.pages, reasonCues).find(
    (candidate) =>
      after(reasons, candidate) && headingBefore(scan, candidate).toLowerCase().includes(lower),
  );
  return match && quoteMatch(scan, toSentenceEnd(scan, match), 'sentence');
}

/** "…has been established as secondary to the service connected disability of PTSD." */
function groundedOnSecondary(
  scan: DocumentScan,
  condition: string,
  reasons: ReturnType<typeof reasonsStart>,
): string | undefined {
  const lower = condition.toLowerCase();
  const match = findAll(scan.pages, SECONDARY_BASIS).find(
    (candidate) =>
      after(reasons, candidate) && headingBefore(scan, candidate).toLowerCase().includes(lower),
  );
  return match && tidy(match.groups[1]!);
}

/** Letters wrap a reason over lines: the match stretched to its sentence's full stop. */
function toSentenceEnd(scan: DocumentScan, match: PageMatch): PageMatch {
  const text = pageText(scan, match.page);
  const stop = REASON_END.exec(text.slice(match.end, match.end + MAX_REASON_LENGTH));
  return stop ? { ...match, end: match.end + stop.index + 1 } : match;
}

function decisionIssues(scan: DocumentScan, reasonCues: readonly string[]): DecisionIssue[] {
  const reasons = reasonsStart(scan);
  // Without a REASONS heading (a page missing, say) the whole letter is the decision part.
  const inDecision = (match: PageMatch) => !reasons || !after(reasons, match);
  const issues: (DecisionIssue & { at: number })[] = [];
  const at = (match: PageMatch) => match.page * 1e7 + match.start;
  const quote = (match: PageMatch) => quoteMatch(scan, match, 'sentence');
  for (const match of findAll(scan.pages, GRANTED).filter(inDecision)) {
    const effectiveDate = readDocumentDate(match.groups[3]!);
    issues.push({
      kind: 'granted',
      ...issueCondition(match.groups[1]!),
      percent: Number(match.groups[2]),
      ...(effectiveDate ? { effectiveDate } : {}),
      quote: quote(match),
      at: at(match),
    });
  }
  for (const match of findAll(scan.pages, INCREASED).filter(inDecision)) {
    const effectiveDate = match.groups[3] ? readDocumentDate(match.groups[3]) : undefined;
    issues.push({
      kind: 'increased',
      ...issueCondition(match.groups[1]!),
      percent: Number(match.groups[2]),
      ...(effectiveDate ? { effectiveDate } : {}),
      quote: quote(match),
      at: at(match),
    });
  }
  for (const match of [...findAll(scan.pages, CONTINUED), ...findAll(scan.pages, NO_CHANGE)].filter(
    inDecision,
  )) {
    const named = issueCondition(match.groups[1]!);
    const reason = statedReason(scan, named.condition, reasons, reasonCues);
    issues.push({
      kind: 'continued',
      ...named,
      percent: Number(match.groups[2]),
      ...(reason ? { reason } : {}),
      quote: quote(match),
      at: at(match),
    });
  }
  for (const match of findAll(scan.pages, PROPOSED_REDUCTION).filter(inDecision)) {
    issues.push({
      kind: 'proposed-reduction',
      ...issueCondition(match.groups[1]!),
      currentPercent: Number(match.groups[2]),
      percent: Number(match.groups[3]),
      quote: quote(match),
      at: at(match),
    });
  }
  for (const [kind, pattern] of [
    ['denied', DENIED],
    ['deferred', DEFERRED],
    ['deferred', RETURNED_FOR_CORRECTION],
  ] as const) {
    for (const match of findAll(scan.pages, pattern).filter(inDecision)) {
      const named = issueCondition(match.groups[1]!);
      const reason = statedReason(scan, named.condition, reasons, reasonCues);
      issues.push({
        kind,
        ...named,
        ...(reason ? { reason } : {}),
        quote: quote(match),
        at: at(match),
      });
    }
  }
  for (const match of findAll(scan.pages, CODE_SHEET_GRANTED)) {
    const effectiveDate = readDocumentDate(match.groups[3]!);
    issues.push({
      kind: 'granted',
      condition: codeSheetName(match.groups[1]!),
      percent: Number(match.groups[2]),
      ...(effectiveDate ? { effectiveDate } : {}),
      quote: quoteMatch(scan, match, 'match'),
      at: at(match),
    });
  }
  for (const match of findAll(scan.pages, CODE_SHEET_DENIED)) {
    // The status line ends the entry and says why: "Not Incurred/Caused by Service".
    const why = match.groups[2]!.trim();
    const reason = why && quoteMatch(scan, { ...match, start: match.end - why.length }, 'match');
    issues.push({
      kind: 'denied',
      condition: codeSheetName(match.groups[1]!),
      ...(reason ? { reason } : {}),
      quote: quoteMatch(scan, match, 'match'),
      at: at(match),
    });
  }
  for (const issue of issues) {
    if (issue.secondaryTo) continue;
    const basis = groundedOnSecondary(scan, issue.condition, reasons);
    if (basis) issue.secondaryTo = basis;
  }
  // A letter's summary and its rating decision state the same issue twice: it counts once.
  const seen = new Set<string>();
  return issues
    .sort((a, b) => a.at - b.at)
    .filter((issue) => {
      const key = `${issue.kind}:${issue.condition.toLowerCase()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ at: _at, ...issue }) => issue);
}

function nextLevelCriteria(
  scan: DocumentScan,
  issues: readonly DecisionIssue[],
): NextLevelCriteria[] {
  return findAll(scan.pages, NEXT_LEVEL).map((match) => {
    const heading = headingBefore(scan, match).toLowerCase();
    const issue = issues.find((candidate) => heading.includes(candidate.condition.toLowerCase()));
    return {
      ...(issue ? { condition: issue.condition } : {}),
      percent: Number(match.groups[1]),
      quote: quoteMatch(scan, match, 'match'),
    };
  });
}

function combinedRatingCheck(
  issues: readonly DecisionIssue[],
  stated: number | undefined,
  bilateralMentioned: boolean,
): Pick<RatingDecision, 'calculatedCombinedRating' | 'combinedRatingNote'> {
  const percentages = issues.flatMap((issue) =>
    issue.kind === 'granted' || issue.kind === 'increased' || issue.kind === 'continued'
      ? [issue.percent]
      : [],
  );
  if (percentages.length === 0 || percentages.some((p) => p > 100 || p % 10 !== 0)) return {};
  const calculated = calculateCombinedRating(percentages.map((percentage) => ({ percentage })));
  const calculatedCombinedRating = calculated.combinedRating;
  if (stated === undefined) return { calculatedCombinedRating };
  const list = percentages.join('%, ');
  const combinedRatingNote =
    stated === calculatedCombinedRating
      ? `The stated combined rating of ${stated}% matches the ratings in this letter (${list}%) combined by 38 CFR 4.25.`
      : bilateralMentioned
        ? `The letter states ${stated}%, but the ratings in this letter (${list}%) combine to ${calculatedCombinedRating}% by 38 CFR 4.25 alone. The letter applies the bilateral factor (38 CFR 4.26), which raises the value of ratings on both arms or both legs; ratings from earlier letters can also count.`
        : `The letter states ${stated}%, but the ratings in this letter (${list}%) combine to ${calculatedCombinedRating}% by 38 CFR 4.25. The difference usually comes from ratings decided in earlier letters or the bilateral factor (38 CFR 4.26); if neither explains it, ask VA how it was calculated.`;
  return { calculatedCombinedRating, combinedRatingNote };
}

/** Higher-Level Review and Board appeal: one year from the letter's date, moved off closed days. */
function reviewDeadline(letterDate: string, today: string, holidayOn: HolidayLookup) {
  const { deadline, movedFrom } = periodDeadline(letterDate, { years: 1 }, today, holidayOn);
  return { reviewDeadline: deadline, ...(movedFrom ? { reviewDeadlineMovedFrom: movedFrom } : {}) };
}

export function readRatingDecision(
  scan: DocumentScan,
  today: string,
  holidayOn: HolidayLookup,
  content: DecisionLetterContent,
): RatingDecision {
  const issues = decisionIssues(scan, content.reasonCues);
  const [dateLine] = findAll(scan.pages, LETTER_DATE);
  const letterDate = dateLine && readDocumentDate(dateLine.groups[1]!);
  const [received] = findAll(scan.pages, CLAIM_RECEIVED);
  const claimReceivedDate = received && readDocumentDate(received.groups[1]!);
  const [combined] = findAll(scan.pages, COMBINED);
  const stated = combined && {
    percent: Number(combined.groups[1]),
    quote: quoteMatch(scan, combined, 'sentence'),
  };
  return {
    ...(letterDate ? { letterDate } : {}),
    ...(claimReceivedDate ? { claimReceivedDate } : {}),
    issues,
    nextLevelCriteria: nextLevelCriteria(scan, issues),
    ...(stated ? { statedCombinedRating: stated } : {}),
    ...combinedRatingCheck(issues, stated?.percent, findAll(scan.pages, BILATERAL).length > 0),
    ...(letterDate ? reviewDeadline(letterDate, today, holidayOn) : {}),
  };
}
