/**
 * A decision of the Board of Veterans' Appeals read into its issues: each issue from THE ISSUES
 * (or, in the layout used since late 2018, from the ORDER and the REMANDED list), its outcome
 * from the ORDER, the REMAND part and the INTRODUCTION's referrals to it, the findings of fact,
 * the decision date and the appeal system it falls under, and what follows each outcome. The
 * headings, phrases and next steps are content (content/analysis/board-decisions.json).
 */
import { periodDeadline, type HolidayLookup } from '../deadlines/filing-deadline';
import type {
  AppealSystem,
  BoardDecision,
  BoardDecisionContent,
  BoardIssue,
  BoardIssueKind,
  BoardNextStep,
  BoardOutcome,
  Quote,
  SentenceRoleContent,
} from './analysis-types';
import { readDocumentDate } from './document-dates';
import { issueWords, likeness, listItems, type IssueWords } from './board-issue-words';
import { findAll, phraseRegExp, quoteMatch, type DocumentScan } from './document-scan';
import { fillText } from './fill-text';
import { sentenceRole } from './sentence-roles';

type Heading = keyof BoardDecisionContent['headings'];
/** A point in the document: page, then offset on the page. */
type Point = { page: number; offset: number };
type Span = { page: number; start: number; end: number };
/** One item of a clause that lists several issues, with the words that name it. */
type ClausePart = { text: string; words: IssueWords };
/** One ORDER, REMAND or INTRODUCTION clause with what it decides, and the items it names. */
type Clause = { text: string; outcome: BoardOutcome; quote: Quote; parts: ClausePart[] };

const before = (a: Point, b: Point) =>
  a.page < b.page || (a.page === b.page && a.offset < b.offset);

const MATCHES = 0.6;

function headingsOf(scan: DocumentScan, content: BoardDecisionContent) {
  return (Object.keys(content.headings) as Heading[])
    .flatMap((key) =>
      findAll(scan.pages, content.headings[key]).map((match) => ({
        key,
        at: { page: match.page, offset: match.start },
        end: { page: match.page, offset: match.end },
      })),
    )
    .sort((a, b) => (before(a.at, b.at) ? -1 : 1));
}

type Headings = ReturnType<typeof headingsOf>;

/** The text under the first `key` heading, up to the next heading of any kind. */
function section(scan: DocumentScan, headings: Headings, key: Heading): Span[] | undefined {
  const index = headings.findIndex((heading) => heading.key === key);
  if (index === -1) return undefined;
  const from = headings[index]!.end;
  const to = headings[index + 1]?.at;
  return spansBetween(scan, from, to);
}

function spansBetween(scan: DocumentScan, from: Point, to: Point | undefined): Span[] {
  return scan.pages
    .filter((page) => page.page >= from.page && (!to || page.page <= to.page))
    .map((page) => ({
      page: page.page,
      start: page.page === from.page ? from.offset : 0,
      end: to && page.page === to.page ? to.offset : page.text.length,
    }))
    .filter((span) => span.end > span.start);
}

/**
 * A full stop (and any closing quote) that ends a sentence, not one inside "v. Nicholson" or
 * "C.F.R. §"; "Id." ends one when a capital follows ("Id. As such…", not "Id. at 5").
 */
const SENTENCE_BREAK =
  /(?<!\b(?:v|Mr|Mrs|Ms|Dr|No|Nos|Vet|App|e\.g|i\.e|U\.S|[A-Z]))[.!?]["”’]?(?=\s+["“(]?[A-Z0-9])|\n[ \t]*\n/g;

/** The sentences of a span, each with its place on the page. */
function sentences(scan: DocumentScan, spans: readonly Span[]): Span[] {
  const found: Span[] = [];
  for (const span of spans) {
    const text = scan.pages.find((page) => page.page === span.page)!.text;
    let start = span.start;
    const breaks = new RegExp(SENTENCE_BREAK.source, 'g');
    breaks.lastIndex = span.start;
    for (
      let match = breaks.exec(text);
      match && match.index < span.end;
      match = breaks.exec(text)
    ) {
      const end = match[0].startsWith('\n') ? match.index : match.index + match[0].length;
      found.push({ page: span.page, start, end });
      start = match.index + match[0].length;
    }
    found.push({ page: span.page, start, end: span.end });
  }
  return found.filter((sentence) => textOf(scan, sentence).trim().length > 2);
}

const textOf = (scan: DocumentScan, span: Span) =>
  scan.pages.find((page) => page.page === span.page)!.text.slice(span.start, span.end);

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function quoteOf(scan: DocumentScan, span: Span): Quote {
  const text = textOf(scan, span);
  const lead = text.length - text.trimStart().length;
  const trail = text.length - text.trimEnd().length;
  return quoteMatch(
    scan,
    { page: span.page, start: span.start + lead, end: span.end - trail },
    'match',
  );
}

const test = (pattern: string, text: string) => {
  const regExp = phraseRegExp(pattern);
  regExp.lastIndex = 0;
  return regExp.test(text);
};

function outcomeOf(text: string, content: BoardDecisionContent): BoardOutcome | undefined {
  return content.outcomes.find((rule) => test(rule.pattern, text))?.outcome;
}

function clauseOf(
  text: string,
  outcome: BoardOutcome,
  quote: Quote,
  content: BoardDecisionContent,
): Clause {
  const parts = listItems(text, content).map((item) => ({
    text: item,
    words: issueWords(conditionOf(item, content), content),
  }));
  return { text, outcome, quote, parts };
}

/** The sentences that send issues, or the whole case, to the regional office on remand. */
function remandReferrals(
  scan: DocumentScan,
  spans: readonly Span[],
  content: BoardDecisionContent,
): Clause[] {
  return sentences(scan, spans)
    .filter((span) => test(content.remandReferral, textOf(scan, span)))
    .map((span) => {
      const quote = quoteOf(scan, span);
      return clauseOf(oneLine(quote.text), 'remanded', quote, content);
    });
}

/** The clauses of the given sentences, each with its outcome; `otherwise` for a bare list. */
function clausesOf(
  scan: DocumentScan,
  spans: readonly Span[],
  content: BoardDecisionContent,
  otherwise?: BoardOutcome,
): Clause[] {
  return sentences(scan, spans).flatMap((sentence) => {
    const quote = quoteOf(scan, sentence);
    return oneLine(quote.text)
      .split(';')
      .flatMap((text) => {
        const outcome = outcomeOf(text, content) ?? otherwise;
        return outcome ? [clauseOf(text, outcome, quote, content)] : [];
      });
  });
}

function issueKind(text: string, content: BoardDecisionContent): BoardIssueKind {
  return content.issueKinds.find((rule) => test(rule.pattern, text))?.kind ?? 'other';
}

function conditionOf(text: string, content: BoardDecisionContent): string {
  const condition = content.conditionLeads.reduce(
    (rest, pattern) => rest.replace(phraseRegExp(pattern), ''),
    oneLine(text),
  );
  return condition.trim() || oneLine(text);
}

/** THE ISSUES, numbered as the Board numbers them; one unnumbered issue is number 1. */
function listedIssues(scan: DocumentScan, spans: readonly Span[]): string[] {
  const text = spans.map((span) => textOf(scan, span)).join('\n');
  // The list ends at the next capitalised heading (REPRESENTATION, INTRODUCTION…).
  const [list = ''] = text.split(/^[ \t]*[A-Z][A-Z '’,&-]{3,}[ \t]*$/m);
  return list
    .split(/^[ \t]*\d+\.[ \t]+/m)
    .map(oneLine)
    .filter(Boolean);
}

/** The items of a numbered list ("1. …", "2. …"), each without its number. */
function numberedItems(scan: DocumentScan, span: Span): Span[] {
  const text = textOf(scan, span);
  const numbers = [...text.matchAll(/^[ \t]*\d+\.[ \t]+/gm)];
  const starts = [0, ...numbers.map((number) => number.index + number[0].length)];
  const ends = [...numbers.map((number) => number.index), text.length];
  return starts
    .map((start, i) => ({ page: span.page, start: span.start + start, end: span.start + ends[i]! }))
    .filter((item) => item.end > item.start && textOf(scan, item).trim().length > 2);
}

/** The newer layout: every ORDER sentence and REMANDED line is an issue of its own. */
function issuesFromOrder(clauses: readonly Clause[]): string[] {
  return [...new Set(clauses.map((clause) => clause.quote.text))].map(oneLine);
}

/** Granted and denied together is a partial grant; remanded beside a decision is its own part. */
function combine(outcomes: readonly BoardOutcome[]): BoardOutcome[] {
  const set = new Set(outcomes);
  if (set.has('granted') && set.has('denied')) {
    set.delete('granted');
    set.delete('denied');
    set.add('granted-in-part');
  }
  return [...set];
}

type IssueDraft = Omit<BoardIssue, 'nextSteps'>;
type OtherIssue = { kind: BoardIssueKind; words: IssueWords };

/** A clause's closest item to the issue, and how close it is. */
function bestPart(words: IssueWords, clause: Clause): { part: ClausePart; score: number } {
  return clause.parts
    .map((part) => ({ part, score: likeness(words, part.words) }))
    .reduce((best, next) => (next.score > best.score ? next : best));
}

function decideIssue(
  number: number,
  issue: string,
  clauses: readonly Clause[],
  content: BoardDecisionContent,
  others: readonly OtherIssue[],
): IssueDraft[] {
  const kind = issueKind(issue, content);
  const condition = conditionOf(issue, content);
  const words = issueWords(condition, content);
  const matched = clauses
    .map((clause) => ({ clause, ...bestPart(words, clause) }))
    .filter((entry) => entry.score >= MATCHES);
  if (matched.length === 0)
    return generalOrder(number, issue, condition, kind, clauses, others, content);
  const entry = (outcome: BoardOutcome): IssueDraft => {
    const deciding = matched.find((m) => m.clause.outcome === outcome) ?? matched[0]!;
    return { number, issue, condition, kind, outcome, quote: deciding.clause.quote };
  };
  const outcomes = matched.map((m) => m.clause.outcome);
  if (kind !== 'reopening') {
    const decided = combine(outcomes.filter((outcome) => outcome !== 'reopened'));
    if (decided.length < 2) return decided.map(entry);
    // The Board split the issue ("PTSD is denied"; "a psychiatric disorder other than PTSD is
    // remanded"): each part is named as its clause names it.
    return decided.map((outcome) => {
      const part = matched.find((m) => m.clause.outcome === outcome)?.part;
      return { ...entry(outcome), ...(part ? { condition: conditionOf(part.text, content) } : {}) };
    });
  }
  if (!outcomes.includes('reopened')) return combine(outcomes).map(entry);
  // The merits of a reopened claim, unless THE ISSUES lists them as an issue of their own.
  const listedApart = others.some(
    (other) => other.kind !== 'reopening' && likeness(words, other.words) >= MATCHES,
  );
  const merits = listedApart ? [] : combine(outcomes.filter((o) => o !== 'reopened'));
  const meritsKind = issueKind(issue.replace(/.*\breopen\w*/i, ''), content);
  return [
    entry('reopened'),
    ...merits.map((o) => ({
      ...entry(o),
      kind: meritsKind === 'reopening' ? 'other' : meritsKind,
    })),
  ];
}

/**
 * An issue no clause names is decided by the clauses that name no issue of the same kind
 * ("The appellant's service connection claims, as discussed above, are denied"; or, for one
 * "psychiatric disorder" issue, "PTSD is denied" and "adjustment disorder is granted"), or by
 * one that decides the whole appeal ("The appeal is granted", "The appeal is REMANDED").
 */
function generalOrder(
  number: number,
  issue: string,
  condition: string,
  kind: BoardIssueKind,
  clauses: readonly Clause[],
  others: readonly OtherIssue[],
  content: BoardDecisionContent,
): IssueDraft[] {
  const general = clauses.filter(
    (clause) =>
      (issueKind(clause.text, content) === kind || test(content.wholeAppeal, clause.text)) &&
      others.every((other) => bestPart(other.words, clause).score < MATCHES),
  );
  return combine(general.map((clause) => clause.outcome)).map((outcome) => ({
    number,
    issue,
    condition,
    kind,
    outcome,
    quote: general.find((clause) => clause.outcome === outcome)?.quote ?? general[0]!.quote,
  }));
}

/** "01/30/13" as the Board's header writes it, or a spelled-out date. */
function decisionDate(scan: DocumentScan, content: BoardDecisionContent): string | undefined {
  for (const pattern of content.decisionDate) {
    const [match] = findAll(scan.pages, pattern);
    if (!match) continue;
    const written = match.groups[1]!.replace(/^(\d{1,2}\/\d{1,2}\/)(\d{2})$/, '$120$2');
    const date = readDocumentDate(written);
    if (date) return date;
  }
  return undefined;
}

/**
 * The REMAND sentences that ask the regional office for a statement of the case on an issue
 * (Manlincon): such an issue returns to the Board only if a substantive appeal follows.
 */
function statementOfTheCaseAsks(
  scan: DocumentScan,
  headings: Headings,
  content: BoardDecisionContent,
): IssueWords[] {
  return headings
    .filter((heading) => heading.key === 'remand')
    .flatMap((heading) => {
      const next = headings.find((other) => before(heading.at, other.at));
      return sentences(scan, spansBetween(scan, heading.end, next?.at));
    })
    .map((span) => textOf(scan, span))
    .filter((text) => test(content.statementOfTheCase, text))
    .map((text) => issueWords(text, content));
}

function nextStepsOf(
  outcome: BoardOutcome,
  system: AppealSystem | undefined,
  content: BoardDecisionContent,
): BoardNextStep[] {
  return content.nextSteps[outcome][system ?? 'unknown'];
}

/**
 * The appeal system from the docket number; without one, only a decision dated before the AMA
 * took effect is surely legacy, since legacy appeals are still decided today.
 */
function appealSystem(
  docket: string | undefined,
  date: string | undefined,
  content: BoardDecisionContent,
): AppealSystem | undefined {
  if (docket !== undefined) {
    if (test(content.docketSystems.ama, docket)) return 'ama';
    if (test(content.docketSystems.legacy, docket)) return 'legacy';
  }
  return date && date < content.amaEffectiveDate ? 'legacy' : undefined;
}

export function readBoardDecision(
  scan: DocumentScan,
  content: BoardDecisionContent,
  roles: SentenceRoleContent,
  today: string,
  holidayOn: HolidayLookup,
): BoardDecision {
  const headings = headingsOf(scan, content);
  const order = section(scan, headings, 'order') ?? [];
  const clauses = clausesOf(scan, order, content);
  const remandAt = headings.find((heading) => heading.key === 'remand');
  const findingsAt = headings.find(
    (heading) => heading.key === 'findings' || heading.key === 'reasons',
  );
  // A REMANDED list before the findings (the newer layout) names issues; a REMAND part after
  // the ORDER (the older one) explains them, and its issues are named in the INTRODUCTION.
  const remandList = remandAt && findingsAt && before(remandAt.at, findingsAt.at);
  if (remandList)
    clauses.push(...clausesOf(scan, section(scan, headings, 'remand')!, content, 'remanded'));
  const listed = section(scan, headings, 'issues');
  if (listed) {
    const from = { page: listed[0]!.page, offset: listed[0]!.start };
    const introEnd = headings.find(
      (h) => h.key !== 'issues' && h.key !== 'introduction' && before(from, h.at),
    );
    clauses.push(...remandReferrals(scan, spansBetween(scan, from, introEnd?.at), content));
  }
  // An older decision that only remands has no ORDER: its REMAND part sends the case back.
  if (order.length === 0 && remandAt && !remandList)
    clauses.push(...remandReferrals(scan, section(scan, headings, 'remand')!, content));
  const issueTexts = listed ? listedIssues(scan, listed) : issuesFromOrder(clauses);
  const others = issueTexts.map((text) => ({
    kind: issueKind(text, content),
    words: issueWords(conditionOf(text, content), content),
  }));
  const date = decisionDate(scan, content);
  const [docket] = findAll(scan.pages, content.docket);
  const docketNumber = docket ? oneLine(docket.groups[1]!) : undefined;
  const system = appealSystem(docketNumber, date, content);
  const statementAsks = statementOfTheCaseAsks(scan, headings, content);
  const awaitsStatement = (issue: IssueDraft) =>
    issue.outcome === 'remanded' &&
    statementAsks.some((ask) => likeness(issueWords(issue.condition, content), ask) >= MATCHES);
  const issues = issueTexts.flatMap((text, index) => {
    const own = listed ? clauses : clauses.filter((clause) => oneLine(clause.quote.text) === text);
    return decideIssue(
      index + 1,
      text,
      own,
      content,
      others.filter((_, i) => i !== index),
    ).map((issue) => ({
      ...issue,
      nextSteps: awaitsStatement(issue)
        ? ['statement-of-the-case' as const]
        : nextStepsOf(issue.outcome, system, content),
    }));
  });
  const findings = (section(scan, headings, 'findings') ?? [])
    .flatMap((span) => numberedItems(scan, span))
    .map((item) => quoteOf(scan, item));
  // Only a sentence whose role is a finding: the reasons also restate law and quote evidence.
  const reasonsFindings = sentences(scan, section(scan, headings, 'reasons') ?? [])
    .map((span) => quoteOf(scan, span))
    .filter((quote) => sentenceRole(quote.text, roles) === 'finding');
  const [citation] = findAll(scan.pages, content.citation);
  const appealable = issues.some((issue) => issue.nextSteps.includes('court-appeal'));
  const deadline =
    date && appealable ? periodDeadline(date, { days: 120 }, today, holidayOn) : undefined;
  return {
    ...(date ? { decisionDate: date } : {}),
    ...(system ? { system } : {}),
    ...(citation ? { citation: citation.groups[1]! } : {}),
    ...(docketNumber ? { docket: docketNumber } : {}),
    issues,
    findings,
    ...(reasonsFindings.length > 0 ? { reasonsFindings } : {}),
    ...(deadline ? { courtDeadline: deadline.deadline } : {}),
    ...(deadline?.movedFrom ? { courtDeadlineMovedFrom: deadline.movedFrom } : {}),
  };
}

/** The next steps of the whole decision, each naming the issues it concerns. */
export function boardNextSteps(decision: BoardDecision, content: BoardDecisionContent): string[] {
  const conditions = new Map<BoardNextStep, string[]>();
  for (const issue of decision.issues) {
    for (const step of issue.nextSteps) {
      const list = conditions.get(step) ?? [];
      const name =
        issue.outcome === 'granted-in-part'
          ? fillText(content.inPart, { condition: issue.condition })
          : issue.condition;
      if (!list.includes(name)) list.push(name);
      conditions.set(step, list);
    }
  }
  const deadline =
    decision.courtDeadline && decision.decisionDate
      ? ' ' +
        fillText(content.courtDeadline, {
          decisionDate: decision.decisionDate,
          deadline: decision.courtDeadline,
        })
      : '';
  return [...conditions].map(([step, names]) =>
    fillText(content.steps[step], { conditions: names.join('; '), deadline }),
  );
}
