// Real Board of Veterans' Appeals decisions scored: recognised as a Board decision, each issue's
// outcome and next steps against expected.json, and whether any sentence the law lab marked as a
// legal rule or a citation is ever counted as evidence. ../shared/data/bva-dev holds the PTSD
// decisions with the law lab's sentence labels (JSON); ../shared/data/bva-dev-2 decisions beyond
// PTSD and from older eras, as plain text with no sentence labels. Each set is split by
// eval/outside-data.ts's rule and each half reported on its own.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type {
  AnalysisContent,
  BoardIssue,
  BoardNextStep,
  ConditionReference,
  DocumentAnalysis,
  Quote,
} from '../src/domain/analysis/analysis-types';
import { analyzeDocument } from '../src/domain/analysis/analyze-document';
import { halves } from './outside-data';

const expectedSchema = z.object({
  decisions: z.array(
    z.object({
      file: z.string(),
      issues: z.array(
        z.object({
          issueNumber: z.number(),
          condition: z.string(),
          kind: z.string(),
          outcome: z.string(),
          nextSteps: z.object({
            action: z.string(),
            summary: z.string().optional(),
            options: z.array(z.string()).optional(),
            notAvailable: z.string().optional(),
            granted: z.string().optional(),
          }),
        }),
      ),
    }),
  ),
});
const decisionFileSchema = z.object({
  text: z.string(),
  sentences: z.array(z.object({ text: z.string(), rhetRole: z.array(z.string()).optional() })),
});

type Expected = z.infer<typeof expectedSchema>['decisions'][number];
type ExpectedIssue = Expected['issues'][number];

export interface BoardDecisionCase {
  file: string;
  text: string;
  expected: Expected;
  /** Sentences by role as the law lab labelled them. */
  sentences: { text: string; roles: string[] }[];
}

/** The set, or undefined when the folder is not on this machine. */
export function loadBoardDecisions(dir: string): BoardDecisionCase[] | undefined {
  const expectedFile = path.join(dir, 'expected.json');
  if (!existsSync(expectedFile)) return undefined;
  const expected = expectedSchema.parse(JSON.parse(readFileSync(expectedFile, 'utf8')));
  return expected.decisions.map((decision) => {
    const raw = readFileSync(path.join(dir, decision.file), 'utf8');
    // A plain-text decision carries no sentence labels.
    const file = decision.file.endsWith('.txt')
      ? { text: raw, sentences: [] }
      : decisionFileSchema.parse(JSON.parse(raw));
    return {
      file: decision.file,
      text: file.text,
      expected: decision,
      sentences: file.sentences.map((sentence) => ({
        text: sentence.text,
        roles: sentence.rhetRole ?? [],
      })),
    };
  });
}

const OUTCOMES: Record<string, BoardIssue['outcome']> = {
  granted: 'granted',
  'granted in part': 'granted-in-part',
  denied: 'denied',
  dismissed: 'dismissed',
  remanded: 'remanded',
  reopened: 'reopened',
};

/** The next steps expected.json describes, in the analysis's step names. */
function expectedSteps(issue: ExpectedIssue): Set<BoardNextStep | 'statement-of-the-case'> {
  const { action, summary = '', options = [], notAvailable } = issue.nextSteps;
  const steps = new Set<BoardNextStep | 'statement-of-the-case'>();
  const said = (words: RegExp) => options.some((option) => words.test(option));
  if (said(/Court of Appeals/)) steps.add('court-appeal');
  if (said(/reconsider/i)) steps.add('reconsideration');
  // The key words reopening as it was when the decision was made; today it is a Supplemental
  // Claim, for legacy claims too (38 CFR 3.2501; va-facts.md §14).
  if (said(/new and material/)) steps.add('supplemental-claim');
  // Today every Board denial, in either system, can be reconsidered by the Board (38 CFR
  // 20.1000-20.1003) and taken on by a Supplemental Claim but not a Higher-Level Review; the
  // key labels the system by date, which va-facts.md §14 says does not decide it.
  if (said(/Court of Appeals/)) {
    steps.add('reconsideration');
    steps.add('supplemental-claim');
    steps.add('no-higher-level-review');
  }
  if (said(/Supplemental Claim/)) steps.add('supplemental-claim');
  if (notAvailable && /Higher-Level Review/.test(notAvailable)) steps.add('no-higher-level-review');
  if (issue.nextSteps.granted) steps.add('grant-carried-out');
  if (action === 'nothing to appeal') {
    steps.add(/reopening/i.test(summary) ? 'reopened-merits-follow' : 'grant-carried-out');
  }
  if (action === 'nothing to file') steps.add('remand-returns');
  if (action === 'nothing pending') steps.add('dismissed-nothing-pending');
  if (/statement of the case/.test(action)) steps.add('statement-of-the-case');
  return steps;
}

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .match(/[a-z]{3,}/g)
      ?.filter((word) => word !== 'disorder') ?? [],
  );

/** Shared words over the shorter name, then over both: "PTSD" is closer to "PTSD" than to
 * "a psychiatric disorder other than PTSD", though each holds it. */
function likeness(a: string, b: string): [number, number] {
  const [left, right] = [words(a), words(b)];
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  const union = left.size + right.size - shared;
  return [shared / Math.max(1, Math.min(left.size, right.size)), shared / Math.max(1, union)];
}

const closer = (a: [number, number], b: [number, number]) =>
  a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

/** The parsed issue that answers an expected one: same number, the reopening kept apart. */
function matchIssue(expected: ExpectedIssue, found: readonly BoardIssue[]): BoardIssue | undefined {
  const reopened = expected.outcome === 'reopened';
  const candidates = found.filter(
    (issue) => issue.number === expected.issueNumber && (issue.outcome === 'reopened') === reopened,
  );
  return candidates.reduce<BoardIssue | undefined>(
    (best, issue) =>
      !best ||
      closer(
        likeness(expected.condition, issue.condition),
        likeness(expected.condition, best.condition),
      )
        ? issue
        : best,
    undefined,
  );
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** A quote counts a labelled sentence when one holds the other. */
const covers = (quote: string, sentence: string) => {
  const [q, s] = [flat(quote), flat(sentence)];
  return s.length >= 20 && q.length >= 20 && (q.includes(s) || s.includes(q));
};

/** Every quote the analysis offers as evidence or as a finding. */
export function evidenceQuotes(analysis: DocumentAnalysis): Quote[] {
  return [
    ...analysis.conditions.map((finding) => finding.quote),
    ...analysis.possibleConditions.map((possible) => possible.quote),
    ...analysis.inServiceEvents,
    ...(analysis.nexus?.statements ?? []).map((statement) => statement.quote),
    ...analysis.coverage.flatMap((element) => element.quotes),
    ...(analysis.boardDecision?.findings ?? []),
    ...(analysis.boardDecision?.reasonsFindings ?? []),
  ];
}

export interface BoardReport {
  decisions: number;
  recognised: number;
  issues: number;
  outcomesRight: number;
  nextStepsRight: number;
  ruleOrCitationSentences: number;
  /** Legal-rule or citation sentences quoted as evidence, by the full analysis. */
  ruleCountedAsEvidence: number;
  /** The same, with the Board decision's type withheld: the sentence roles alone must hold. */
  ruleCountedWhenUnrecognised: number;
  findingSentences: number;
  findingsFound: number;
  misses: string[];
}

export function scoreBoardDecisions(
  cases: readonly BoardDecisionCase[],
  analyse: (text: string) => DocumentAnalysis,
  analyseWithoutBoardType: (text: string) => DocumentAnalysis,
): BoardReport {
  const report: BoardReport = {
    decisions: cases.length,
    recognised: 0,
    issues: 0,
    outcomesRight: 0,
    nextStepsRight: 0,
    ruleOrCitationSentences: 0,
    ruleCountedAsEvidence: 0,
    ruleCountedWhenUnrecognised: 0,
    findingSentences: 0,
    findingsFound: 0,
    misses: [],
  };
  for (const item of cases) {
    const analysis = analyse(item.text);
    if (analysis.documentType.type === 'board-decision') report.recognised++;
    else report.misses.push(`${item.file}: read as ${analysis.documentType.type}`);
    const found = analysis.boardDecision?.issues ?? [];
    for (const expected of item.expected.issues) {
      report.issues++;
      const issue = matchIssue(expected, found);
      const outcomeRight = issue?.outcome === OUTCOMES[expected.outcome];
      if (outcomeRight) report.outcomesRight++;
      const steps = expectedSteps(expected);
      const stepsRight =
        issue !== undefined &&
        issue.nextSteps.length === steps.size &&
        issue.nextSteps.every((step) => steps.has(step));
      if (stepsRight) report.nextStepsRight++;
      if (!outcomeRight || !stepsRight) {
        report.misses.push(
          `${item.file} #${expected.issueNumber} ${expected.condition}: expected ${expected.outcome}, found ${issue ? `${issue.outcome} [${issue.nextSteps.join(', ')}]` : 'nothing'}`,
        );
      }
    }
    const quotes = evidenceQuotes(analysis).map((quote) => quote.text);
    const withheld = evidenceQuotes(analyseWithoutBoardType(item.text)).map((quote) => quote.text);
    for (const sentence of item.sentences) {
      const isRule = sentence.roles.some(
        (role) => role === 'LegalRuleSentence' || role === 'CitationSentence',
      );
      if (isRule) {
        report.ruleOrCitationSentences++;
        if (quotes.some((quote) => covers(quote, sentence.text))) {
          report.ruleCountedAsEvidence++;
          report.misses.push(`${item.file}: rule quoted as evidence: "${sentence.text}"`);
        }
        if (withheld.some((quote) => covers(quote, sentence.text))) {
          report.ruleCountedWhenUnrecognised++;
          report.misses.push(`${item.file}: rule quoted when unrecognised: "${sentence.text}"`);
        }
      }
      if (sentence.roles.includes('FindingSentence')) {
        report.findingSentences++;
        if (quotes.some((quote) => covers(quote, sentence.text))) report.findingsFound++;
      }
    }
  }
  return report;
}

const share = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}% (${part}/${whole})`;

export function describeBoardReport(
  report: BoardReport,
  verbose: boolean,
  title = "Board of Veterans' Appeals decisions",
): string[] {
  return [
    `${title} (${report.decisions})`,
    `  recognised as a Board decision: ${share(report.recognised, report.decisions)} (target 100%)`,
    `  per-issue outcome: ${share(report.outcomesRight, report.issues)} (target at least 95%)`,
    `  next steps right: ${share(report.nextStepsRight, report.issues)} (target 100%)`,
    `  legal-rule or citation sentences counted as evidence: ${report.ruleCountedAsEvidence} of ${report.ruleOrCitationSentences} (target 0); with the Board type withheld: ${report.ruleCountedWhenUnrecognised}`,
    `  finding sentences found: ${share(report.findingsFound, report.findingSentences)}`,
    ...(verbose ? report.misses.map((miss) => `    ${miss}`) : []),
  ];
}

/** Reads every decision the given way, and also with the Board decision's fingerprint withheld. */
export function boardDecisionReaders(
  content: AnalysisContent,
  conditions: readonly ConditionReference[],
  today: string,
) {
  const withoutBoard: AnalysisContent = {
    ...content,
    fingerprints: {
      ...content.fingerprints,
      fingerprints: content.fingerprints.fingerprints.filter(
        (fingerprint) => fingerprint.type !== 'board-decision',
      ),
    },
  };
  const read = (analysisContent: AnalysisContent) => (text: string) =>
    analyzeDocument({ pages: [{ page: 1, text }], conditions, content: analysisContent, today });
  return { analyse: read(content), analyseWithoutBoardType: read(withoutBoard) };
}

/** The sets `npm run eval` scores, each in its folder under ../shared/data. */
const BOARD_SETS = ['bva-dev', 'bva-dev-2'];

/**
 * `npm run eval`'s part: each set's two halves, the tuning half listed miss by miss with
 * --verbose and the held-out half in totals only; or a note that a folder is not here.
 */
export async function evaluateBoardDecisions(sharedData: string, today: string, verbose: boolean) {
  const { loadAnalysisContent } = await import('../src/server/assistant/analysis-content');
  const { loadConditionCatalog } = await import('../src/server/reference/condition-catalog');
  const readers = boardDecisionReaders(
    await loadAnalysisContent(),
    (await loadConditionCatalog()).conditions,
    today,
  );
  for (const set of BOARD_SETS) {
    const dir = path.join(sharedData, set);
    const cases = loadBoardDecisions(dir);
    if (!cases) {
      console.log(`Board decisions (${set}): not evaluated — ${dir} is not on this machine.`);
      continue;
    }
    for (const { name, inHalf, listsMisses } of halves(verbose)) {
      const report = scoreBoardDecisions(
        cases.filter(inHalf),
        readers.analyse,
        readers.analyseWithoutBoardType,
      );
      const title = `Board of Veterans' Appeals decisions (${set}) — ${name}`;
      console.log(describeBoardReport(report, listsMisses, title).join('\n'));
    }
  }
}
