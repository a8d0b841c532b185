/**
 * Pyramiding (38 CFR 4.14): the same disability or manifestation must not be rated twice.
 * Checks a veteran's tracked disabilities against combinability rules authored in
 * content/conditions (the va_combinability_rules shape of the spec).
 */

export interface TrackedDisability {
  name: string;
  diagnosticCode?: string | number | null;
}

export interface CombinabilityRule {
  condition1Code: string | number;
  condition2Code: string | number;
  canCombine: boolean;
  pyramidingRule?: string | null;
  regulatoryBasis?: string | null;
}

export interface PyramidingWarning<T extends TrackedDisability> {
  /** 'warning': the rule says these are not rated together; 'caution': allowed with conditions. */
  severity: 'warning' | 'caution';
  disabilities: [T, T];
  /** The rule's own explanation, when it has one. */
  pyramidingRule: string | null;
  regulatoryBasis: string;
}

export interface PyramidingCheck<T extends TrackedDisability> {
  warnings: PyramidingWarning<T>[];
  /** Disabilities without a diagnostic code cannot be checked; the UI can ask for one. */
  unchecked: T[];
}

const DEFAULT_BASIS = '38 CFR 4.14';

const normalizeCode = (code: string | number | null | undefined): string | null => {
  const text = code == null ? '' : String(code).trim();
  return text === '' ? null : text;
};

const pairKey = (a: string, b: string) => (a <= b ? `${a}|${b}` : `${b}|${a}`);

/**
 * Whether two diagnostic codes may never carry separate ratings (a rule with canCombine false):
 * PTSD and depression, say, are one mental-disorder rating (38 CFR 4.130).
 */
export function ratedOnlyTogether(
  rules: readonly CombinabilityRule[],
): (code1: string, code2: string) => boolean {
  const together = new Set<string>();
  for (const rule of rules) {
    const code1 = normalizeCode(rule.condition1Code);
    const code2 = normalizeCode(rule.condition2Code);
    if (code1 !== null && code2 !== null && !rule.canCombine) together.add(pairKey(code1, code2));
  }
  return (code1, code2) => together.has(pairKey(code1, code2));
}

/**
 * Every pair of tracked disabilities whose codes a rule covers (in either order, including the
 * same code twice, e.g. tinnitus 6260 tracked once per ear) gives one warning. A rule with
 * canCombine false wins over one that allows the pair; a rule that allows it but carries a
 * pyramidingRule (e.g. knee flexion 5260 with extension 5261) gives a caution.
 */
export function checkPyramiding<T extends TrackedDisability>(
  disabilities: readonly T[],
  rules: readonly CombinabilityRule[],
): PyramidingCheck<T> {
  const rulesByPair = new Map<string, CombinabilityRule>();
  for (const rule of rules) {
    const code1 = normalizeCode(rule.condition1Code);
    const code2 = normalizeCode(rule.condition2Code);
    if (code1 === null || code2 === null) continue;
    const key = pairKey(code1, code2);
    const known = rulesByPair.get(key);
    if (!known || (known.canCombine && !rule.canCombine)) rulesByPair.set(key, rule);
  }

  const coded = disabilities.flatMap((disability) => {
    const code = normalizeCode(disability.diagnosticCode);
    return code === null ? [] : [{ disability, code }];
  });
  const warnings: PyramidingWarning<T>[] = [];
  coded.forEach((first, i) => {
    for (const second of coded.slice(i + 1)) {
      const rule = rulesByPair.get(pairKey(first.code, second.code));
      if (!rule) continue;
      const pyramidingRule = rule.pyramidingRule?.trim() || null;
      if (rule.canCombine && pyramidingRule === null) continue;
      warnings.push({
        severity: rule.canCombine ? 'caution' : 'warning',
        disabilities: [first.disability, second.disability],
        pyramidingRule,
        regulatoryBasis: rule.regulatoryBasis?.trim() || DEFAULT_BASIS,
      });
    }
  });

  return {
    warnings,
    unchecked: disabilities.filter(
      (disability) => normalizeCode(disability.diagnosticCode) === null,
    ),
  };
}
