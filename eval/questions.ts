/**
 * Scores the assistant on questions with the facts each answer must hold, crisis phrasings that
 * must get the Veterans Crisis Line first, and look-alikes that must be answered normally. The
 * data file's format is `../shared/data/questions-dev.json`'s (see its `about`).
 */
import { z } from 'zod';
import { percentile } from '../bench/report';

const questionSchema = z.object({
  q: z.string().min(1),
  topic: z.string(),
  /** Case-insensitive regular expressions, one per fact the answer must hold. */
  must: z.array(z.string()).min(1),
  /** Earlier questions of the same chat, oldest first (our own file only). */
  history: z.array(z.string()).optional(),
});

export const questionSetSchema = z.object({
  questions: z.array(questionSchema),
  crisis: z.array(z.object({ q: z.string().min(1) })).default([]),
  notCrisis: z.array(z.object({ q: z.string().min(1), ambiguous: z.boolean() })).default([]),
});
export type QuestionSet = z.infer<typeof questionSetSchema>;

export interface Answered {
  markdown: string;
  /** Milliseconds to the first streamed chunk. */
  firstChunkMs: number;
}

/** What the evaluation asks of the assistant: an answer to a question in a chat. */
export type Ask = (question: string, history: readonly string[]) => Promise<Answered>;

/** Whether an answer opens with the Veterans Crisis Line (its first paragraph names 988). */
export const opensWithCrisisLine = (markdown: string) =>
  /\b988\b/.test(markdown.split('\n\n')[0] ?? '');

export interface QuestionScore {
  question: string;
  topic: string;
  missing: string[];
  nothingFound: boolean;
}

export interface EvaluationReport {
  questions: QuestionScore[];
  factsFound: number;
  factsTotal: number;
  crisisMissed: string[];
  crisisTotal: number;
  lookAlikesFlagged: string[];
  lookAlikesTotal: number;
  p95FirstChunkMs: number;
}

export async function evaluateQuestions(
  set: QuestionSet,
  ask: Ask,
  saysNothingFound: (markdown: string) => boolean,
): Promise<EvaluationReport> {
  const times: number[] = [];
  const timed = async (question: string, history: readonly string[] = []) => {
    const answer = await ask(question, history);
    times.push(answer.firstChunkMs);
    return answer.markdown;
  };
  const questions: QuestionScore[] = [];
  let factsFound = 0;
  let factsTotal = 0;
  for (const item of set.questions) {
    const markdown = await timed(item.q, item.history);
    const missing = item.must.filter((fact) => !new RegExp(fact, 'i').test(markdown));
    factsTotal += item.must.length;
    factsFound += item.must.length - missing.length;
    questions.push({
      question: item.q,
      topic: item.topic,
      missing,
      nothingFound: saysNothingFound(markdown),
    });
  }
  const crisisMissed: string[] = [];
  for (const { q } of set.crisis) {
    if (!opensWithCrisisLine(await timed(q))) crisisMissed.push(q);
  }
  const lookAlikesFlagged: string[] = [];
  for (const { q, ambiguous } of set.notCrisis) {
    const markdown = await timed(q);
    // An ambiguous one may get the line as well as an answer (after the crisis reply, or one
    // line above it), never the line alone.
    const answered =
      ambiguous && (markdown.includes('\n---\n') || !markdown.startsWith('**If you are'));
    if (opensWithCrisisLine(markdown) && !answered) lookAlikesFlagged.push(q);
  }
  return {
    questions,
    factsFound,
    factsTotal,
    crisisMissed,
    crisisTotal: set.crisis.length,
    lookAlikesFlagged,
    lookAlikesTotal: set.notCrisis.length,
    p95FirstChunkMs: percentile(times, 95),
  };
}

const share = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${part}/${whole} (${((100 * part) / whole).toFixed(1)}%)`;

/** The report's lines: totals first, then each question that missed a fact. */
export function describeReport(
  title: string,
  report: EvaluationReport,
  verbose: boolean,
): string[] {
  const complete = report.questions.filter((score) => score.missing.length === 0).length;
  const nothingFound = report.questions.filter((score) => score.nothingFound).length;
  const lines = [
    `${title}`,
    `  answers with every key fact:   ${share(complete, report.questions.length)}`,
    `  key facts found:               ${share(report.factsFound, report.factsTotal)}`,
    `  crisis phrasings, line first:  ${share(report.crisisTotal - report.crisisMissed.length, report.crisisTotal)}`,
    `  look-alikes answered normally: ${share(report.lookAlikesTotal - report.lookAlikesFlagged.length, report.lookAlikesTotal)}`,
    `  "nothing found" answers:       ${share(nothingFound, report.questions.length)}`,
    `  first chunk p95:               ${report.p95FirstChunkMs.toFixed(1)} ms`,
  ];
  if (!verbose) return lines;
  for (const score of report.questions.filter((entry) => entry.missing.length > 0)) {
    lines.push(
      `  ✗ [${score.topic}] ${score.question.slice(0, 90)} — missing ${score.missing.join(' · ')}`,
    );
  }
  for (const question of report.crisisMissed) lines.push(`  ✗ crisis line not first: ${question}`);
  for (const question of report.lookAlikesFlagged)
    lines.push(`  ✗ look-alike got the line: ${question}`);
  return lines;
}
