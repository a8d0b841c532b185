/**
 * Autocomplete over the VA conditions list (GET /api/conditions?q=): by name, abbreviation or
 * everyday alias, or diagnostic code ("ptsd", "back", "5237").
 */

/** The fields the search reads; the contracts' VaCondition has them all. */
export interface SearchableCondition {
  diagnosticCode: string;
  conditionName: string;
  aliases: readonly string[];
}

export const DEFAULT_CONDITION_SEARCH_LIMIT = 10;

/** Lower case, punctuation to spaces, single spaces: "Crohn's, disease" → "crohn s disease". */
export function normalizeConditionName(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const words = (value: string) => value.split(' ').filter(Boolean);

// Lower is better. A condition matching nothing gets no rank and is left out.
const EXACT = 0;
const PREFIX = 1;
const WORD_PREFIX = 2;
const SUBSTRING = 3;

function rankOf(condition: SearchableCondition, query: string, code: string | null): number | null {
  if (code !== null) {
    if (condition.diagnosticCode === code) return EXACT;
    if (condition.diagnosticCode.startsWith(code)) return PREFIX;
  }
  const names = [condition.conditionName, ...condition.aliases].map(normalizeConditionName);
  if (names.includes(query)) return EXACT;
  if (names.some((name) => name.startsWith(query))) return PREFIX;
  const nameWords = names.flatMap(words);
  const queryWords = words(query);
  if (queryWords.every((queryWord) => nameWords.some((word) => word.startsWith(queryWord)))) {
    return WORD_PREFIX;
  }
  if (names.some((name) => name.includes(query))) return SUBSTRING;
  return null;
}

/**
 * Conditions matching `query`, best first: exact code, name or alias; then a code, name or alias
 * that starts with the query; then every query word starting a word of the name or an alias;
 * then the query anywhere in the name or an alias. Ties keep the order of `conditions`, so the
 * content lists the most claimed condition first. A leading "DC" is accepted ("DC 5237").
 */
export function searchConditions<T extends SearchableCondition>(
  conditions: readonly T[],
  query: string,
  limit: number = DEFAULT_CONDITION_SEARCH_LIMIT,
): T[] {
  const normalized = normalizeConditionName(query);
  if (normalized === '' || !Number.isInteger(limit) || limit <= 0) return [];
  const code = /^(?:dc )?(\d{1,4})$/.exec(normalized)?.[1] ?? null;
  return conditions
    .map((condition, index) => ({ condition, index, rank: rankOf(condition, normalized, code) }))
    .filter((match): match is { condition: T; index: number; rank: number } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((match) => match.condition);
}
