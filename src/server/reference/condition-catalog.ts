import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CombinabilityRule, VaCondition } from '../../contracts/conditions';
import { everydayWordsFileSchema } from '../../contracts/everyday-words';
import { vaFormsFileSchema } from '../../contracts/va-forms';
import { normalizeConditionName } from '../../domain/conditions/condition-query';
import {
  conditionsNamedBy,
  searchConditions,
  type EverydayPhrase,
  type NamedConditions,
} from '../../domain/conditions/search-conditions';
import type { VaForm } from '../../domain/guidance/va-forms';
import {
  conditionsContentDir,
  EVERYDAY_WORDS_FILE,
  loadConditionsContent,
} from './conditions-content';

/**
 * Reference data kept in memory for the life of the process: conditions, combinability rules,
 * forms and everyday words. Read from the validated content files, the same ones start-up seeds
 * into va_conditions, rather than from those tables: the files carry what the tables have no
 * column for (a spine code's segments), and nothing changes them while the process runs.
 */
export interface ConditionCatalog {
  conditions: readonly VaCondition[];
  rules: readonly CombinabilityRule[];
  forms: readonly VaForm[];
  findByCode: (code: string) => VaCondition | undefined;
  /** The condition whose name or an alias is exactly this one, ignoring case and punctuation. */
  findByName: (name: string) => VaCondition | undefined;
  search: (query: string, limit: number) => VaCondition[];
  /** What a veteran's own name for a condition means: what it names exactly, and its everyday codes. */
  namedBy: (name: string) => NamedConditions<VaCondition>;
}

const vaFormsFile = path.resolve(import.meta.dirname, '../../../content/forms/va-forms.json');

export async function loadConditionCatalog(
  dir = conditionsContentDir,
  formsFile = vaFormsFile,
): Promise<ConditionCatalog> {
  const { conditions, rules } = await loadConditionsContent(dir);
  const forms = await loadForms(formsFile);
  const byCode = new Map(conditions.map((condition) => [condition.diagnosticCode, condition]));
  const byName = new Map<string, VaCondition>();
  for (const condition of conditions) {
    for (const name of [condition.conditionName, ...condition.aliases]) {
      // The first condition listed with a name keeps it, as in the content's order.
      const key = normalizeConditionName(name);
      if (!byName.has(key)) byName.set(key, condition);
    }
  }
  const everydayWords = await loadEverydayWords(dir, byCode);
  return {
    conditions,
    rules,
    forms,
    findByCode: (code) => byCode.get(code),
    findByName: (name) => byName.get(normalizeConditionName(name)),
    search: (query, limit) => searchConditions(conditions, query, limit, everydayWords),
    namedBy: (name) => conditionsNamedBy(conditions, name, everydayWords),
  };
}

/** The forms guidance names; a broken file stops start-up. */
async function loadForms(file: string): Promise<VaForm[]> {
  const parsed = vaFormsFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`content/forms/va-forms.json: ${parsed.error.message}`);
  return parsed.data.forms;
}

/** The everyday phrases, each naming only codes we have; a broken file stops start-up. */
async function loadEverydayWords(
  dir: string,
  byCode: ReadonlyMap<string, VaCondition>,
): Promise<EverydayPhrase[]> {
  const where = `content/conditions/${EVERYDAY_WORDS_FILE}`;
  const parsed = everydayWordsFileSchema.safeParse(
    JSON.parse(await readFile(path.join(dir, EVERYDAY_WORDS_FILE), 'utf8')),
  );
  if (!parsed.success) throw new Error(`${where}: ${parsed.error.message}`);
  const unknown = parsed.data.phrases.flatMap(({ codes }) => codes.filter((c) => !byCode.has(c)));
  if (unknown.length) throw new Error(`${where}: unknown diagnostic codes ${unknown.join(', ')}`);
  return parsed.data.phrases;
}
