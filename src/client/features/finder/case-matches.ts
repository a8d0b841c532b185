import type { CaseCondition } from '../../../contracts/case';

/** The claimed condition of My Case with a candidate's name, if the veteran has it already. */
export type CaseConditionOf = (name: string) => CaseCondition | undefined;

const key = (name: string) => name.trim().toLowerCase();

/** Names are matched as written, whatever their letter case. */
export const caseConditionOf = (conditions: readonly CaseCondition[]): CaseConditionOf => {
  const byName = new Map(conditions.map((condition) => [key(condition.name), condition]));
  return (name) => byName.get(key(name));
};
