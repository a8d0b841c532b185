/**
 * The safety check, built once from content/safety: a file that is missing or does not match
 * its schema stops start-up, so Wingman never runs without it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { crisisModelSchema, safetyLexiconSchema, wordVectorsSchema } from '../../contracts/safety';
import { createSafetyCheck } from '../../domain/safety/safety-check';
import type { SafetyCheck } from '../../domain/safety/safety-types';

export const safetyContentDir = path.resolve(import.meta.dirname, '../../../content/safety');

async function readChecked<T>(dir: string, file: string, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(JSON.parse(await readFile(path.join(dir, file), 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`content/safety/${file}: ${issue.path.join('.')} ${issue.message}`);
  }
  return parsed.data;
}

let loaded: Promise<SafetyCheck> | undefined;

/** The one safety check of this process; every caller shares it. */
export function loadSafetyCheck(dir = safetyContentDir): Promise<SafetyCheck> {
  if (dir !== safetyContentDir) return build(dir);
  loaded ??= build(dir);
  return loaded;
}

async function build(dir: string): Promise<SafetyCheck> {
  const [lexicon, model, vectors] = await Promise.all([
    readChecked(dir, 'lexicon.json', safetyLexiconSchema),
    readChecked(dir, 'crisis-model.json', crisisModelSchema),
    readChecked(dir, 'word-vectors.json', wordVectorsSchema),
  ]);
  return createSafetyCheck({ lexicon, model, vectors });
}
