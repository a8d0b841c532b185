/**
 * Conditions that often follow one the veteran is rated for, from content pairs. Each one is
 * a question for a clinician (38 CFR 3.310), never presumed; a condition already rated or in
 * the case is not offered again, nor one VA would rate together with one that is (depression
 * beside rated PTSD: one mental-disorder rating covers both, 38 CFR 4.130).
 */
import { nameWithSide, type SidedName } from '../conditions/disability-name';
import type { ConditionNames, SecondaryPair } from './finder-content';
import { namesWords } from './place-names';

export interface NamedCondition extends SidedName {
  diagnosticCode?: string | null;
}

export interface SecondaryCandidate {
  pair: SecondaryPair;
  /** The rated condition it would follow, as the veteran's record names it, with its side. */
  secondaryTo: string;
}

const isNamed = (
  condition: NamedCondition,
  names: Pick<ConditionNames, 'names'> & { codes: readonly string[] },
) =>
  (condition.diagnosticCode != null && names.codes.includes(condition.diagnosticCode)) ||
  names.names.some((name) => namesWords(condition.name, name));

export interface RatingRules {
  /** Whether two diagnostic codes may never carry separate ratings. */
  ratedOnlyTogether: (code1: string, code2: string) => boolean;
  /** A condition's diagnostic code, from the veteran's record or found by its name. */
  codeOf: (condition: NamedCondition) => string | null;
}

export function secondaryCandidates(
  rated: readonly NamedCondition[],
  claimed: readonly NamedCondition[],
  pairs: readonly SecondaryPair[],
  { ratedOnlyTogether, codeOf }: RatingRules,
): SecondaryCandidate[] {
  const known = [...rated, ...claimed];
  const knownCodes = known.flatMap((condition) => codeOf(condition) ?? []);
  const coveredByKnown = (code: string | undefined) =>
    code !== undefined && knownCodes.some((knownCode) => ratedOnlyTogether(code, knownCode));
  const offered = new Set<string>();
  return pairs.flatMap((pair) => {
    const primary = rated.find((condition) =>
      isNamed(condition, { names: pair.primary.names, codes: pair.primary.diagnosticCodes }),
    );
    if (!primary) return [];
    const secondary = {
      names: pair.secondary.names,
      codes: pair.secondary.diagnosticCode ? [pair.secondary.diagnosticCode] : [],
    };
    if (known.some((condition) => isNamed(condition, secondary))) return [];
    if (coveredByKnown(pair.secondary.diagnosticCode)) return [];
    // Two rated conditions can lead to the same one (diabetes and PTSD to ED): offer it once.
    if (offered.has(pair.secondary.name)) return [];
    offered.add(pair.secondary.name);
    return [{ pair, secondaryTo: nameWithSide(primary) }];
  });
}
