/**
 * Which DBQ a condition's exam follows: by the words of its name first (a neck is not a back,
 * whatever code it shares), then by its diagnostic code.
 */

export interface DbqMatchRules {
  key: string;
  diagnosticCodes: readonly string[];
  namePatterns: readonly string[];
  notForNames?: readonly string[];
}

const matches = (patterns: readonly string[] | undefined, name: string) =>
  (patterns ?? []).some((pattern) => new RegExp(pattern, 'i').test(name));

export function dbqForCondition<T extends DbqMatchRules>(
  name: string,
  diagnosticCode: string | null | undefined,
  dbqs: readonly T[],
): T | undefined {
  const allowed = dbqs.filter((dbq) => !matches(dbq.notForNames, name));
  return (
    allowed.find((dbq) => matches(dbq.namePatterns, name)) ??
    (diagnosticCode
      ? allowed.find((dbq) => dbq.diagnosticCodes.includes(diagnosticCode))
      : undefined)
  );
}
