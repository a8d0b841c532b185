/**
 * Conditions that often follow one the veteran is rated for, from content pairs. Each one is
 * a question for a clinician (38 CFR 3.310), never presumed; a condition already rated or in
 * the case is not offered again.
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

export function secondaryCandidates(
  rated: readonly NamedCondition[],
  claimed: readonly NamedCondition[],
  pairs: readonly SecondaryPair[],
): SecondaryCandidate[] {
  const known = [...rated, ...claimed];
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
    // Two rated conditions can lead to the same one (diabetes and PTSD to ED): offer it once.
    if (offered.has(pair.secondary.name)) return [];
    offered.add(pair.secondary.name);
    return [{ pair, secondaryTo: nameWithSide(primary) }];
  });
}
