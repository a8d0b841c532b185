import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { analysisContentSchema } from '../../contracts/analysis';
import type { AnalysisContent } from '../../domain/analysis/analysis-types';

export const analysisContentDir = path.resolve(import.meta.dirname, '../../../content/analysis');

// Each part of the content and the file it is read from.
const FILES = {
  fingerprints: 'document-fingerprints.json',
  nexus: 'nexus-language.json',
  medications: 'medications.json',
  clinicalCues: 'clinical-cues.json',
  examAdequacy: 'exam-adequacy.json',
  suspicious: 'suspicious-instructions.json',
  nextSteps: 'next-steps.json',
  explanations: 'explanations.json',
  boardDecisions: 'board-decisions.json',
  sentenceRoles: 'sentence-roles.json',
  decisionLetters: 'decision-letters.json',
  ratingBases: 'rating-bases.json',
} as const satisfies Record<keyof AnalysisContent, string>;

/** The phrase lists and texts the analysis rules read, validated once; a broken file stops start-up. */
export async function loadAnalysisContent(dir = analysisContentDir): Promise<AnalysisContent> {
  const entries = await Promise.all(
    Object.entries(FILES).map(async ([key, file]) => [
      key,
      JSON.parse(await readFile(path.join(dir, file), 'utf8')) as unknown,
    ]),
  );
  const parsed = analysisContentSchema.safeParse(Object.fromEntries(entries));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [part, ...rest] = issue.path;
    const file = FILES[part as keyof AnalysisContent] ?? 'content';
    throw new Error(`content/analysis/${file}: ${rest.join('.')} ${issue.message}`);
  }
  return parsed.data;
}
