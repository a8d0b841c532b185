/**
 * Names in a document matched to the VA conditions list by condition name or alias: the longest
 * name found wins ("knee instability" over "knee"); all-capital abbreviations ("PTSD", "ED")
 * match only in capitals, so ordinary words are not read as abbreviations.
 */
import type { ConditionReference } from './analysis-types';

export interface ConditionMention {
  condition: ConditionReference;
  start: number;
  end: number;
}

interface NamePattern {
  condition: ConditionReference;
  length: number;
  regExp: RegExp;
}

/** Words that hold a condition's name but name no condition. */
const NOT_A_CONDITION = /(?<![\p{L}\p{N}])back[\s-]*pay(?:ments?)?(?![\p{L}\p{N}])/giu;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patternsByList = new WeakMap<readonly ConditionReference[], NamePattern[]>();

function namePatterns(conditions: readonly ConditionReference[]): NamePattern[] {
  let patterns = patternsByList.get(conditions);
  if (patterns) return patterns;
  patterns = conditions.flatMap((condition) =>
    [condition.conditionName, ...condition.aliases].map((name) => {
      const words = name.trim().split(/\s+/).map(escape).join('[\\s-]+');
      const abbreviation = name === name.toUpperCase() && /\p{Lu}/u.test(name);
      return {
        condition,
        length: name.length,
        regExp: new RegExp(
          `(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`,
          abbreviation ? 'gu' : 'giu',
        ),
      };
    }),
  );
  // Longest first, list order among equals: the content lists the most claimed condition first.
  patterns.sort((a, b) => b.length - a.length);
  patternsByList.set(conditions, patterns);
  return patterns;
}

/** Every non-overlapping mention of a listed condition in `text`, in reading order. */
export function conditionMentions(
  text: string,
  conditions: readonly ConditionReference[],
): ConditionMention[] {
  const mentions: ConditionMention[] = [];
  // Characters already claimed by a longer name: a mask keeps long documents linear.
  const taken = new Uint8Array(text.length);
  // "Back pay" is money, never the back.
  for (const match of text.matchAll(NOT_A_CONDITION)) {
    taken.fill(1, match.index, match.index + match[0].length);
  }
  for (const { condition, regExp } of namePatterns(conditions)) {
    for (const match of text.matchAll(regExp)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.subarray(start, end).includes(1)) continue;
      taken.fill(1, start, end);
      mentions.push({ condition, start, end });
    }
  }
  return mentions.sort((a, b) => a.start - b.start);
}

/** The listed condition a name refers to, when it names one. */
export function matchCondition(
  name: string,
  conditions: readonly ConditionReference[],
): ConditionReference | undefined {
  const mentions = conditionMentions(name, conditions);
  return mentions.reduce<ConditionMention | undefined>(
    (longest, mention) =>
      !longest || mention.end - mention.start > longest.end - longest.start ? mention : longest,
    undefined,
  )?.condition;
}
