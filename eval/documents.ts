/**
 * Scores the document analysis on documents nobody on the team wrote
 * (`../shared/data/documents-dev/` and `documents-dev-2/`, each split into halves by
 * eval/outside-data.ts's rule: `<name>.txt` with pages split by form feeds, and
 * `<name>.expected.json` with what a careful reader finds). Prints type accuracy (a document's
 * `acceptableTypes` count), accuracy per expected field, and every "must not claim" violation.
 *
 * How a "must not claim" statement is checked: the analysis never writes free prose about a
 * document; everything it says comes from a small set of structured findings (type, conditions
 * with their status, decision issues, the opinion's stance, theory and rubric, exam gaps). Each
 * statement is therefore read into the one finding that would say it (`CLAIM_READERS`: "X was
 * granted" → a granted issue for X; "the opinion is positive" → a supportive stance; "the
 * examiner reviewed the claims file" → the records-reviewed factor present…), and it is violated
 * when the analysis holds that finding. A statement no reader understands makes a claim the
 * analysis has no finding for, so it cannot be made; those are counted and listed as "outside
 * the analysis's findings" rather than passed silently.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyzeDocument } from '../src/domain/analysis/analyze-document';
import type {
  ConditionReference,
  DecisionIssue,
  DocumentAnalysis,
} from '../src/domain/analysis/analysis-types';
import { matchCondition } from '../src/domain/analysis/condition-matching';
import { isSupportive } from '../src/domain/analysis/nexus-opinion';
import { loadAnalysisContent } from '../src/server/assistant/analysis-content';
import { loadConditionsContent } from '../src/server/reference/conditions-content';
import { halves } from './outside-data';

const TODAY = '2026-11-28';

interface ExpectedDecision {
  issue: string;
  outcome: string;
  acceptableOutcomes?: string[];
  percent: number | null;
  effectiveDate: string | null;
  reason: string | null;
  continued?: boolean;
}

interface ExpectedDocument {
  type: string;
  acceptableTypes?: string[];
  conditions?: { name: string; diagnosticCode?: string | null; quote: string }[];
  decisions?: ExpectedDecision[];
  opinion?: {
    strength: 'positive' | 'negative' | 'speculative';
    theory: string;
    reviewedRecords: boolean;
    rationale: boolean;
    credentials: boolean;
  } | null;
  exam?: { form: string; adequate: boolean };
  mustNotClaim: string[];
}

export interface Violation {
  document: string;
  statement: string;
}

export interface DocumentsReport {
  documents: number;
  typeCorrect: number;
  /** field → [right, scored] */
  fields: Record<string, [number, number]>;
  violations: Violation[];
  /** Statements read into a finding, and those outside every finding the analysis makes. */
  checkedStatements: number;
  outsideFindings: Violation[];
  /** What went wrong per document, for `--verbose`. */
  misses: { document: string; field: string; detail: string }[];
}

// ---- matching a named condition ------------------------------------------------------------

const STOP = new Set(
  'service connection for of the and with to include including as secondary evaluation left right bilateral condition disorder claim veteran s'.split(
    ' ',
  ),
);
const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 2 && !STOP.has(word)),
  );

/** Same listed condition, or a shared significant word ("sleep apnea" ~ "obstructive sleep apnea"). */
function sameCondition(a: string, b: string, conditions: readonly ConditionReference[]): boolean {
  const codeA = matchCondition(a, conditions)?.diagnosticCode;
  const codeB = matchCondition(b, conditions)?.diagnosticCode;
  if (codeA && codeB) return codeA === codeB;
  const wordsB = words(b);
  return [...words(a)].some((word) => wordsB.has(word));
}

// ---- "must not claim" statements read into findings --------------------------------------

type Reader = {
  pattern: RegExp;
  /** Whether the analysis holds the finding the statement describes. */
  holds: (
    analysis: DocumentAnalysis,
    match: RegExpMatchArray,
    c: readonly ConditionReference[],
  ) => boolean;
};

const issues = (analysis: DocumentAnalysis) => analysis.ratingDecision?.issues ?? [];
const issueFor = (
  analysis: DocumentAnalysis,
  subject: string,
  conditions: readonly ConditionReference[],
  kinds: readonly DecisionIssue['kind'][],
) =>
  issues(analysis).filter(
    (issue) => kinds.includes(issue.kind) && sameCondition(issue.condition, subject, conditions),
  );
const ownStatements = (analysis: DocumentAnalysis) =>
  analysis.nexus?.statements.filter((statement) => !statement.quotedFromAnother) ?? [];
const hasOpinion = (analysis: DocumentAnalysis) => ownStatements(analysis).length > 0;
const factor = (analysis: DocumentAnalysis, id: string) =>
  analysis.nexus?.rubric.find((item) => item.factor === id);
const stance = (analysis: DocumentAnalysis) =>
  hasOpinion(analysis) ? analysis.nexus?.stance : undefined;

const CLAIM_READERS: Reader[] = [
  {
    // "PTSD was increased to 70 percent."
    pattern: /^(.+?) was increased to (\d+) percent/i,
    holds: (a, m, c) =>
      issueFor(a, m[1]!, c, ['granted', 'increased']).some(
        (issue) => 'percent' in issue && issue.percent === Number(m[2]),
      ),
  },
  {
    // "Sleep apnea was granted on a direct (in-service) basis": a granted issue read without
    // the service-connected condition it was granted as secondary to.
    pattern: /^(.+?) was granted on a direct/i,
    holds: (a, m, c) => issueFor(a, m[1]!, c, ['granted']).some((issue) => !issue.secondaryTo),
  },
  {
    // "Hearing loss was denied because in-service noise exposure was not established."
    pattern: /^(.+?) was denied because in-service .+ not established/i,
    holds: (a) =>
      a.coverage.some(
        (item) =>
          item.element === 'in-service-event' &&
          item.status === 'missing' &&
          item.quotes.length > 0,
      ),
  },
  {
    // "The Board assigned a 10 percent rating for tinnitus."
    pattern: /\bassigned an? (\d+) percent rating for (.+?)\.?$/i,
    holds: (a, m, c) =>
      issueFor(a, m[2]!, c, ['granted', 'increased']).some(
        (issue) => 'percent' in issue && issue.percent === Number(m[1]),
      ),
  },
  {
    // "Service connection for bilateral hearing loss was granted."
    pattern: /^(?:service connection for )?(.+?) was granted\b(?! or)/i,
    holds: (a, m, c) => issueFor(a, m[1]!, c, ['granted', 'increased']).length > 0,
  },
  {
    // "Service connection for obstructive sleep apnea was denied." / "VA denied the PTSD claim."
    pattern:
      /^(?:service connection for )?(.+?) was denied\b|\bdenied (?:service connection for )?(?:the )?(.+?)(?: claim)?\.?$/i,
    holds: (a, m, c) => issueFor(a, (m[1] ?? m[2])!, c, ['denied']).length > 0,
  },
  {
    // "VA made a decision on the veteran's claim." / "Service connection was granted or denied."
    pattern: /made a decision|was granted or denied/i,
    holds: (a) => issues(a).length > 0,
  },
  {
    // "The migraine rating has already been reduced…"
    pattern: /^the (.+?) rating has already been reduced/i,
    holds: (a, m, c) =>
      issues(a).some(
        (issue) =>
          (issue.kind === 'increased' || issue.kind === 'granted') &&
          sameCondition(issue.condition, m[1]!, c),
      ),
  },
  {
    pattern: /^the opinion is (?:negative )?overall|^the opinion is negative\b(?! or)/i,
    holds: (a) => stance(a) === 'opposes',
  },
  {
    pattern: /^the opinion is negative or speculative/i,
    holds: (a) => stance(a) === 'opposes' || stance(a) === 'insufficient',
  },
  { pattern: /^the opinion is positive/i, holds: (a) => isSupportive(stance(a) ?? 'insufficient') },
  { pattern: /^the opinion is speculative/i, holds: (a) => stance(a) === 'insufficient' },
  {
    // "The audiologist found tinnitus at least as likely as not related to service."
    pattern: /\b(?:found|states?)\b.*\bat least as likely as not\b/i,
    holds: (a) => isSupportive(stance(a) ?? 'insufficient'),
  },
  {
    pattern: /\bfound\b.*\bless likely than not\b/i,
    holds: (a) => stance(a) === 'opposes',
  },
  {
    // "The doctor opined that PTSD caused the hypertension."
    pattern: /\bopined that \S+ caused\b/i,
    holds: (a) => isSupportive(stance(a) ?? 'insufficient') && a.nexus?.theory !== 'aggravation',
  },
  {
    // "The psychologist opined that the depression is unrelated to…"
    pattern: /\bopined that .+ is unrelated\b/i,
    holds: (a) => stance(a) === 'opposes',
  },
  {
    // "The orthopedist opined that the knee condition is related to military service."
    pattern: /\b(?:opined that|contains an opinion that) .+ (?:is|are) related to\b/i,
    holds: (a) => isSupportive(stance(a) ?? 'insufficient'),
  },
  {
    // "This statement is a medical nexus opinion." / "…gives a medical opinion on the cause…"
    pattern: /\bis a medical nexus opinion|\bgives a medical opinion\b/i,
    holds: (a) => hasOpinion(a) || a.documentType.type === 'medical-opinion',
  },
  { pattern: /\bis missing a nexus opinion/i, holds: (a) => !hasOpinion(a) },
  {
    pattern: /\bdid not review the\b/i,
    holds: (a) => factor(a, 'records-reviewed')?.present === false,
  },
  {
    // "The examiner reviewed the private neurology records": the analysis says so only when
    // its records-review quote names those records ("private neurology"), or, for "the claims
    // file", when an exam shows no claims-file gap.
    pattern: /\breviewed the (?:veteran's )?(.*?)\b(records|claims file)\b/i,
    holds: (a, m) => {
      if (m[2] === 'claims file' && a.documentType.type === 'exam') {
        return !a.examGaps?.some((gap) => gap.id === 'claims-file-review');
      }
      const review = factor(a, 'records-reviewed');
      const named = words(m[1]!);
      return (
        review?.present === true &&
        [...named].every((word) => review.quote?.text.toLowerCase().includes(word))
      );
    },
  },
  {
    pattern: /\bhas no rationale\b|\bgave no reason\b/i,
    holds: (a) => factor(a, 'rationale')?.present === false,
  },
  {
    pattern: /\bexam is adequate\b/i,
    holds: (a) => a.documentType.type === 'exam' && (a.examGaps ?? []).length === 0,
  },
  {
    pattern: /\bprovided a flare-up\b/i,
    holds: (a) =>
      a.documentType.type === 'exam' && !a.examGaps?.some((gap) => gap.id === 'flare-up-estimate'),
  },
  { pattern: /\bis a VA C&P examination\b/i, holds: (a) => a.documentType.type === 'exam' },
  {
    // "The veteran does not have a current diagnosis of sleep apnea."
    pattern: /\bdoes not have a current diagnosis of (.+?)\.?$/i,
    holds: (a, m, c) =>
      a.conditions.some(
        (finding) => finding.status === 'not-diagnosed' && sameCondition(finding.name, m[1]!, c),
      ) ||
      issueFor(a, m[1]!, c, ['denied']).some((issue) =>
        /diagnos/i.test(('reason' in issue && issue.reason?.text) || ''),
      ),
  },
  {
    // "The witness diagnoses the veteran with PTSD." / "…gives a medical diagnosis of…"
    pattern: /\bwitness (?:diagnoses|gives a medical diagnosis)\b/i,
    holds: (a) =>
      a.coverage.some(
        (item) => item.element === 'current-diagnosis' && item.status === 'supported',
      ),
  },
  {
    pattern: /\bno baseline\b/i,
    holds: (a) => a.missing.some((text) => /baseline/i.test(text)),
  },
  {
    pattern: /\bstatement is unsigned\b/i,
    holds: (a) => a.evidenceStrength.reasons.some((text) => /not signed|unsigned/i.test(text)),
  },
];

function readClaim(statement: string) {
  for (const reader of CLAIM_READERS) {
    const match = statement.match(reader.pattern);
    if (match) return { reader, match };
  }
  return undefined;
}

// ---- expected fields ---------------------------------------------------------------------

const THEORY = (theory: string) =>
  /aggravat/i.test(theory) ? 'aggravation' : /secondary/i.test(theory) ? 'secondary' : 'direct';

const STRENGTH: Record<string, (stance: string | undefined) => boolean> = {
  positive: (s) => s === 'supports' || s === 'supports-strongly',
  negative: (s) => s === 'opposes',
  speculative: (s) => s === 'insufficient',
};

/**
 * The set labels with seven types; a type it has no label for is its "other" (a Board decision
 * is neither a rating decision nor evidence).
 */
const IN_SET_VOCABULARY: Partial<Record<DocumentAnalysis['documentType']['type'], string>> = {
  'board-decision': 'other',
};

const OUTCOME: Record<string, readonly DecisionIssue['kind'][]> = {
  granted: ['granted', 'increased'],
  denied: ['denied'],
  deferred: ['deferred'],
  'proposed-reduction': ['proposed-reduction'],
};

function scoreDocument(
  name: string,
  expected: ExpectedDocument,
  analysis: DocumentAnalysis,
  conditions: readonly ConditionReference[],
  report: DocumentsReport,
) {
  const field = (id: string, right: boolean, detail: string) => {
    const counts = (report.fields[id] ??= [0, 0]);
    counts[1] += 1;
    if (right) counts[0] += 1;
    else report.misses.push({ document: name, field: id, detail });
  };
  const accepted = [expected.type, ...(expected.acceptableTypes ?? [])];
  const type = IN_SET_VOCABULARY[analysis.documentType.type] ?? analysis.documentType.type;
  const typeRight = accepted.includes(type);
  if (typeRight) report.typeCorrect += 1;
  else
    report.misses.push({
      document: name,
      field: 'type',
      detail: `${type}, expected ${accepted.join(' or ')}`,
    });

  // A condition is found when the document diagnoses it, describes it or decides on it.
  const found = [
    ...analysis.conditions
      .filter((finding) => finding.status !== 'not-diagnosed')
      .map((finding) => finding.name),
    ...issues(analysis).map((issue) => issue.condition),
    ...(analysis.boardDecision?.issues ?? []).map((issue) => issue.condition),
  ];
  for (const condition of expected.conditions ?? []) {
    const right = found.some(
      (name) =>
        sameCondition(name, condition.name, conditions) ||
        sameCondition(name, condition.quote, conditions),
    );
    field(
      'conditions',
      right,
      `${condition.name} not found (found: ${found.join('; ') || 'none'})`,
    );
  }

  for (const decision of expected.decisions ?? []) {
    const boardIssue = analysis.boardDecision?.issues.find((candidate) =>
      sameCondition(candidate.condition, decision.issue, conditions),
    );
    if (analysis.boardDecision) {
      // A Board decision sets no percent or effective date: the regional office does.
      const accepted = decision.acceptableOutcomes ?? [decision.outcome];
      field(
        'decision.outcome',
        !!boardIssue && accepted.includes(boardIssue.outcome),
        `${decision.issue}: ${boardIssue?.outcome ?? 'no issue'}, expected ${decision.outcome}`,
      );
      continue;
    }
    const issue = issues(analysis).find((candidate) =>
      sameCondition(candidate.condition, decision.issue, conditions),
    );
    const outcomes = (decision.acceptableOutcomes ?? [decision.outcome]).flatMap(
      (outcome) => OUTCOME[outcome] ?? [],
    );
    const kinds = decision.continued ? [...outcomes, 'continued'] : outcomes;
    field(
      'decision.outcome',
      !!issue && kinds.includes(issue.kind),
      `${decision.issue}: ${issue ? issue.kind : 'no issue'}, expected ${decision.outcome}`,
    );
    const percent = issue && 'percent' in issue ? issue.percent : null;
    const percentRight =
      decision.percent === null
        ? percent === null || decision.outcome === 'denied'
        : percent === decision.percent;
    field(
      'decision.percent',
      !!issue && percentRight,
      `${decision.issue}: ${percent}, expected ${decision.percent}`,
    );
    const date = (issue && 'effectiveDate' in issue && issue.effectiveDate) || null;
    field(
      'decision.effectiveDate',
      !!issue && date === decision.effectiveDate,
      `${decision.issue}: ${date}, expected ${decision.effectiveDate}`,
    );
    if (decision.outcome === 'denied' || decision.outcome === 'deferred') {
      const reason = issue && 'reason' in issue ? issue.reason : undefined;
      field(
        'decision.reason',
        !!reason === !!decision.reason,
        `${decision.issue}: ${reason ? `"${reason.text}"` : 'no reason'}, expected ${decision.reason ? 'a reason' : 'none'}`,
      );
    }
  }

  if (expected.opinion) {
    const opinion = expected.opinion;
    const theory = analysis.nexus?.theory ?? 'direct';
    field(
      'opinion.theory',
      hasOpinion(analysis) && theory === THEORY(opinion.theory),
      `${theory}, expected ${THEORY(opinion.theory)}`,
    );
    const current = stance(analysis);
    field(
      'opinion.strength',
      STRENGTH[opinion.strength]!(current),
      `${current ?? 'no opinion'}, expected ${opinion.strength}`,
    );
    for (const [id, key] of [
      ['records-reviewed', 'reviewedRecords'],
      ['rationale', 'rationale'],
      ['credentials', 'credentials'],
    ] as const) {
      const present = factor(analysis, id)?.present ?? false;
      field(
        `opinion.${key}`,
        present === opinion[key],
        `${id} ${present}, expected ${opinion[key]}`,
      );
    }
  } else if (expected.opinion === null) {
    field(
      'opinion.none',
      !hasOpinion(analysis),
      `an opinion was reported: ${analysis.nexus?.stance}`,
    );
  }

  if (expected.exam) {
    const gaps = analysis.examGaps ?? [];
    field(
      'exam.adequate',
      type === 'exam' && (gaps.length === 0) === expected.exam.adequate,
      `gaps: ${gaps.map((gap) => gap.id).join(', ') || 'none'}, expected ${expected.exam.adequate ? 'adequate' : 'gaps'}`,
    );
  }

  for (const statement of expected.mustNotClaim) {
    const claim = readClaim(statement);
    if (!claim) {
      report.outsideFindings.push({ document: name, statement });
      continue;
    }
    report.checkedStatements += 1;
    if (claim.reader.holds(analysis, claim.match, conditions)) {
      report.violations.push({ document: name, statement });
    }
  }
}

/** Pages as pdftotext writes them: split by form feeds. */
const toPages = (text: string) =>
  text.split('\f').map((pageText, index) => ({ page: index + 1, text: pageText }));

/** Scores the documents of a folder, in name order, or those `inHalf` keeps. */
export async function scoreDocuments(
  folder: string,
  inHalf: (name: string, index: number) => boolean = () => true,
): Promise<DocumentsReport> {
  const [content, { conditions }] = await Promise.all([
    loadAnalysisContent(),
    loadConditionsContent(),
  ]);
  const report: DocumentsReport = {
    documents: 0,
    typeCorrect: 0,
    fields: {},
    violations: [],
    checkedStatements: 0,
    outsideFindings: [],
    misses: [],
  };
  const names = readdirSync(folder)
    .filter((file) => file.endsWith('.expected.json'))
    .map((file) => file.replace(/\.expected\.json$/, ''))
    .sort()
    .filter(inHalf);
  for (const name of names) {
    const expected = JSON.parse(
      readFileSync(path.join(folder, `${name}.expected.json`), 'utf8'),
    ) as ExpectedDocument;
    const pages = toPages(readFileSync(path.join(folder, `${name}.txt`), 'utf8'));
    const analysis = analyzeDocument({ pages, conditions, content, today: TODAY });
    report.documents += 1;
    scoreDocument(name, expected, analysis, conditions, report);
  }
  return report;
}

const percent = (right: number, total: number) =>
  total === 0 ? 'n/a' : `${Math.round((100 * right) / total)}% (${right}/${total})`;

export function describeDocumentsReport(
  report: DocumentsReport,
  verbose: boolean,
  title = 'Document analysis on documents-dev',
): string[] {
  const lines = [
    `${title} (${report.documents} documents)`,
    `  type: ${percent(report.typeCorrect, report.documents)}`,
    ...Object.entries(report.fields)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, [right, total]]) => `  ${id}: ${percent(right, total)}`),
    `  must-not-claim: ${report.violations.length} violated of ${report.checkedStatements} checked; ${report.outsideFindings.length} outside the analysis's findings`,
  ];
  if (verbose) {
    lines.push(...report.violations.map((v) => `    VIOLATED ${v.document}: ${v.statement}`));
    lines.push(
      ...report.misses.map((miss) => `    miss ${miss.document} ${miss.field}: ${miss.detail}`),
    );
    lines.push(...report.outsideFindings.map((v) => `    outside ${v.document}: ${v.statement}`));
  }
  return lines;
}

/** The sets `npm run eval` scores, each in its folder under ../shared/data. */
const DOCUMENT_SETS = ['documents-dev', 'documents-dev-2'];

/**
 * `npm run eval`'s part: each set's two halves, the tuning half listed miss by miss with
 * --verbose and the held-out half in totals only; or a note that a folder is not here.
 */
export async function evaluateDocuments(sharedData: string, verbose: boolean): Promise<void> {
  for (const set of DOCUMENT_SETS) {
    const folder = path.join(sharedData, set);
    if (!existsSync(folder)) {
      console.log(`Document analysis (${set}): not evaluated — ${folder} is not on this machine.`);
      continue;
    }
    for (const { name, inHalf, listsMisses } of halves(verbose)) {
      const report = await scoreDocuments(folder, inHalf);
      const title = `Document analysis on ${set} — ${name}`;
      console.log(describeDocumentsReport(report, listsMisses, title).join('\n'));
    }
  }
}
