import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { VaCondition } from '../../../contracts/conditions';
import {
  evidenceElementsContentSchema,
  presumptiveRulesContentSchema,
} from '../../../contracts/evidence-rules';
import type { CaseRules } from '../../../domain/case/case-input';

export const caseContentDir = path.resolve(import.meta.dirname, '../../../../content/case');

/** Reads and checks one file of content/case; a broken file stops start-up naming it. */
async function loadFile<T>(dir: string, file: string, schema: z.ZodType<T>): Promise<T> {
  const where = `content/case/${file}`;
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
  } catch (error) {
    throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`${where}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * What the evidence map reads: content/case, with the condition catalog, the nexus phrases and
 * the sentence roles the document analysis already holds in memory.
 */
export async function loadCaseRules(
  {
    vaConditions,
    nexusPhrases,
    sentenceRoles,
  }: Pick<CaseRules, 'nexusPhrases' | 'sentenceRoles'> & { vaConditions: readonly VaCondition[] },
  dir = caseContentDir,
): Promise<CaseRules> {
  return {
    evidence: await loadFile(dir, 'evidence-elements.json', evidenceElementsContentSchema),
    presumptive: await loadFile(dir, 'presumptive-rules.json', presumptiveRulesContentSchema),
    vaConditions,
    nexusPhrases,
    sentenceRoles,
  };
}
