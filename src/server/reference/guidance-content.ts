import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { upgradeGuidanceContentSchema } from '../../contracts/guidance-content';
import type { UpgradeGuidanceContent } from '../../domain/guidance/guidance-text';

export const upgradeGuidanceFile = path.resolve(
  import.meta.dirname,
  '../../../content/guidance/upgrade-guidance.json',
);

/** Reads and checks the guidance words; a broken file stops start-up naming the file. */
export function loadUpgradeGuidanceContent(file = upgradeGuidanceFile): UpgradeGuidanceContent {
  const fromRoot = path.relative(path.resolve(import.meta.dirname, '../../..'), file);
  const name = fromRoot.startsWith('..') ? file : fromRoot;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = upgradeGuidanceContentSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${name}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Read once when the server starts: the words do not change while it runs. */
export const upgradeGuidanceContent = loadUpgradeGuidanceContent();
