/**
 * Whether two names speak of the same condition, with the analysis's own matching
 * (content/conditions names, aliases and capital abbreviations such as "OSA"): both name the
 * same listed condition, or, off the list, the same words; and their sides do not clash
 * ("left knee" is not the "right knee").
 */
import type { ConditionReference } from '../analysis/analysis-types';
import { conditionMentions, matchCondition } from '../analysis/condition-matching';
import { readConditionQuery, type NamedSide } from '../conditions/condition-query';

export interface NamedCondition {
  name: string;
  side?: NamedSide | null;
  /** A rated disability's code names its condition exactly. */
  diagnosticCode?: string | null;
}

// A case compares the same few names with every finding: each is matched once per list.
const matchedByList = new WeakMap<
  readonly ConditionReference[],
  Map<string, ConditionReference | undefined>
>();

function matchName(
  name: string,
  vaConditions: readonly ConditionReference[],
): ConditionReference | undefined {
  let matched = matchedByList.get(vaConditions);
  if (!matched) matchedByList.set(vaConditions, (matched = new Map()));
  if (!matched.has(name)) {
    // Typed in lower case ("osa"), an abbreviation is found only in capitals.
    matched.set(
      name,
      matchCondition(name, vaConditions) ?? matchCondition(name.toUpperCase(), vaConditions),
    );
  }
  return matched.get(name);
}

export function referenceFor<Reference extends ConditionReference>(
  condition: NamedCondition,
  vaConditions: readonly Reference[],
): Reference | undefined {
  const byCode = condition.diagnosticCode
    ? vaConditions.find((listed) => listed.diagnosticCode === condition.diagnosticCode)
    : undefined;
  // matchCondition returns an entry of the list it was given.
  return byCode ?? (matchName(condition.name, vaConditions) as Reference | undefined);
}

const sideOf = (condition: NamedCondition) =>
  condition.side ?? readConditionQuery(condition.name).side;

function sidesAgree(a: NamedCondition, b: NamedCondition): boolean {
  const [sideA, sideB] = [sideOf(a), sideOf(b)];
  return !sideA || !sideB || sideA === sideB || sideA === 'both' || sideB === 'both';
}

/** A claimed condition, ready to be compared with the names and quotes of documents. */
export interface ConditionMatcher {
  reference: ConditionReference | undefined;
  /** Whether `other` names this condition. */
  isNamedBy(other: NamedCondition): boolean;
  /** The listed conditions a quote names, and whether this is one of them. */
  namedIn(text: string): { named: ConditionReference[]; isThis: boolean };
}

export function conditionMatcher(
  condition: NamedCondition,
  vaConditions: readonly ConditionReference[],
): ConditionMatcher {
  const reference = referenceFor(condition, vaConditions);
  const words = readConditionQuery(condition.name).text;
  return {
    reference,
    isNamedBy(other) {
      const otherReference = referenceFor(other, vaConditions);
      const same = reference
        ? otherReference === reference
        : !otherReference && readConditionQuery(other.name).text === words;
      return same && sidesAgree(condition, other);
    },
    namedIn(text) {
      const named = conditionMentions(text, vaConditions).map((mention) => mention.condition);
      const isThis = reference
        ? named.includes(reference)
        : words !== '' && ` ${readConditionQuery(text).text} `.includes(` ${words} `);
      return { named, isThis };
    },
  };
}
