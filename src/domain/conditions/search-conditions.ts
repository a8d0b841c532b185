/**
 * Autocomplete over the VA conditions list (GET /api/conditions?q=): by name, abbreviation,
 * everyday alias or phrase, or diagnostic code ("ptsd", "my bad knees", "left knee", "5237").
 */
import {
  comparableWords,
  normalizeConditionName,
  readConditionQuery,
  singularWord,
  wordsOf,
} from './condition-query';

/** The fields the search reads; the contracts' VaCondition has them all. */
export interface SearchableCondition {
  diagnosticCode: string;
  conditionName: string;
  aliases: readonly string[];
}

/** An everyday phrase and the codes it usually means, best first (everyday-words.json). */
export interface EverydayPhrase {
  phrase: string;
  codes: readonly string[];
}

export const DEFAULT_CONDITION_SEARCH_LIMIT = 10;

// Lower is better. A condition matching nothing gets no rank and is left out.
const EXACT = 0;
const EVERYDAY = 1;
const PREFIX = 2;
const WORD_PREFIX = 3;
const SUBSTRING = 4;

const comparable = (value: string) => comparableWords(value).join(' ');

interface Query {
  text: string;
  words: string[];
  code: string | null;
  /** Position of each code among the codes of the everyday phrase the query is. */
  everyday: ReadonlyMap<string, number>;
}

function readQuery(query: string, everydayWords: readonly EverydayPhrase[]): Query | null {
  const code = /^(?:dc )?(\d{1,4})$/.exec(normalizeConditionName(query))?.[1] ?? null;
  const { text } = readConditionQuery(query);
  if (text === '' && code === null) return null;
  const phrase = everydayWords.find((entry) => comparable(entry.phrase) === text);
  return {
    text,
    words: text.split(' ').filter(Boolean),
    code,
    everyday: new Map(phrase?.codes.map((everydayCode, index) => [everydayCode, index])),
  };
}

function rankOf(condition: SearchableCondition, query: Query): number | null {
  if (query.code !== null) {
    if (condition.diagnosticCode === query.code) return EXACT;
    if (condition.diagnosticCode.startsWith(query.code)) return PREFIX;
  }
  if (query.text === '') return null;
  // Both forms, so "Condition 3" is found by "condition" though the word is filler elsewhere.
  const names = [condition.conditionName, ...condition.aliases].flatMap((name) => [
    comparable(name),
    wordsOf(name).map(singularWord).join(' '),
  ]);
  if (names.includes(query.text)) return EXACT;
  const everyday = query.everyday.get(condition.diagnosticCode);
  // Fractions keep the phrase's order of codes inside the tier.
  if (everyday !== undefined) return EVERYDAY + everyday / (query.everyday.size + 1);
  if (names.some((name) => name.startsWith(query.text))) return PREFIX;
  const nameWords = names.flatMap((name) => name.split(' '));
  if (query.words.every((queryWord) => nameWords.some((word) => word.startsWith(queryWord)))) {
    return WORD_PREFIX;
  }
  if (names.some((name) => name.includes(query.text))) return SUBSTRING;
  return null;
}

/** What a veteran's own name for a condition means, in the catalog's terms. */
export interface NamedConditions<T> {
  /** The conditions it names exactly, by name, alias or abbreviation ("PTSD", "tinnitus"). */
  exactly: T[];
  /** The codes its everyday phrase stands for ("my back": the spine's), best first. */
  everyday: T[];
}

/**
 * The conditions a veteran's own name for one means. Unlike the search, no loose prefix or
 * substring match: these are read as what the veteran meant, so "left knee" names the knee's
 * codes and "knee replacement surgery" names none it does not say.
 */
export function conditionsNamedBy<T extends SearchableCondition>(
  conditions: readonly T[],
  name: string,
  everydayWords: readonly EverydayPhrase[] = [],
): NamedConditions<T> {
  const read = readQuery(name, everydayWords);
  if (read === null || read.code !== null) return { exactly: [], everyday: [] };
  const ranked = conditions
    .map((condition, index) => ({ condition, index, rank: rankOf(condition, read) }))
    .filter((match): match is { condition: T; index: number; rank: number } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  const tier = (keep: (rank: number) => boolean) =>
    ranked.filter((match) => keep(match.rank)).map((match) => match.condition);
  return {
    exactly: tier((rank) => rank === EXACT),
    everyday: tier((rank) => rank > EXACT && rank < PREFIX),
  };
}

/**
 * Conditions matching `query`, best first: exact code, name or alias; then the codes of an
 * everyday phrase; then a code, name or alias that starts with the query; then every query word
 * starting a word of the name or an alias; then the query anywhere in them. Side words, plurals and filler ("my bad knees") are read as the condition
 * ("knee"). Ties keep the order of `conditions`, so the content lists the most claimed condition
 * first. A leading "DC" is accepted ("DC 5237").
 */
export function searchConditions<T extends SearchableCondition>(
  conditions: readonly T[],
  query: string,
  limit: number = DEFAULT_CONDITION_SEARCH_LIMIT,
  everydayWords: readonly EverydayPhrase[] = [],
): T[] {
  const read = readQuery(query, everydayWords);
  if (read === null || !Number.isInteger(limit) || limit <= 0) return [];
  return conditions
    .map((condition, index) => ({ condition, index, rank: rankOf(condition, read) }))
    .filter((match): match is { condition: T; index: number; rank: number } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((match) => match.condition);
}
