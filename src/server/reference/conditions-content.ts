import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  combinabilityRuleFileSchema,
  conditionContentProblems,
  conditionFileSchema,
  type CombinabilityRule,
  type VaCondition,
} from '../../contracts/conditions';

export const conditionsContentDir = path.resolve(
  import.meta.dirname,
  '../../../content/conditions',
);
const RULES_FILE = 'combinability-rules.json';
// Search help, not conditions: the condition catalog reads it.
export const EVERYDAY_WORDS_FILE = 'everyday-words.json';

export type ConditionsContent = { conditions: VaCondition[]; rules: CombinabilityRule[] };

/** Reads and checks content/conditions; a broken file stops start-up naming the file. */
export async function loadConditionsContent(
  dir = conditionsContentDir,
): Promise<ConditionsContent> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const readJson = async (name: string): Promise<unknown> =>
    JSON.parse(await readFile(path.join(dir, name), 'utf8'));

  const conditions: VaCondition[] = [];
  for (const name of files.filter((file) => file !== RULES_FILE && file !== EVERYDAY_WORDS_FILE)) {
    const parsed = conditionFileSchema.safeParse(await readJson(name));
    if (!parsed.success) throw new Error(`content/conditions/${name}: ${parsed.error.message}`);
    conditions.push(...parsed.data);
  }
  const rules = combinabilityRuleFileSchema.parse(await readJson(RULES_FILE));
  const problems = conditionContentProblems(conditions, rules);
  if (problems.length) throw new Error(`content/conditions: ${problems.join('; ')}`);
  return { conditions, rules };
}
