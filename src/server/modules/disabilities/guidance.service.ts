import type { VaCondition } from '../../../contracts/conditions';
import type { Disability, Guidance } from '../../../contracts/disabilities';
import {
  spineSegmentOfDisability,
  withSegmentLevels,
} from '../../../domain/conditions/spine-segments';
import {
  buildUpgradeGuidance,
  proposedRaise,
  type UpgradeGuidanceInput,
} from '../../../domain/guidance/upgrade-guidance';
import type { ConditionCatalog } from '../../reference/condition-catalog';
import type { DisabilitiesRepository } from './disabilities.repository';
import { upgradeGuidanceContent } from '../../reference/guidance-content';
import type {
  NewOptimization,
  RatingOptimizationsRepository,
} from './rating-optimizations.repository';

type NamedDisability = Pick<Disability, 'name' | 'diagnosticCode'> &
  Partial<Pick<Disability, 'spineSegment'>>;

/**
 * The condition a disability is rated under: by its diagnostic code, or else only by an exact
 * name or alias — a loose match could show a veteran the wrong criteria. A spine code comes with
 * the levels of the part of the spine it rates (neck or back), from the name or the veteran's
 * choice.
 */
export function ratedCondition(
  disability: NamedDisability,
  catalog: ConditionCatalog,
): VaCondition | null {
  const condition = disability.diagnosticCode
    ? catalog.findByCode(disability.diagnosticCode)
    : catalog.findByName(disability.name);
  return condition ? withSegmentLevels(condition, disability) : null;
}

const guidanceInput = (
  disability: Disability,
  all: readonly Disability[],
  catalog: ConditionCatalog,
): UpgradeGuidanceInput => ({
  disability,
  condition: ratedCondition(disability, catalog),
  forms: catalog.forms,
  allDisabilities: all,
  rules: catalog.rules,
});

type GuidanceDeps = { disabilities: DisabilitiesRepository; catalog: ConditionCatalog };

/** Upgrade guidance for one of the veteran's disabilities (undefined when it is not theirs). */
export async function guidanceForDisability(
  id: string,
  { disabilities, catalog }: GuidanceDeps,
): Promise<Guidance | undefined> {
  const all = await disabilities.list();
  const disability = all.find((d) => d.id === id);
  if (!disability) return undefined;
  const input = guidanceInput(disability, all, catalog);
  return {
    ...buildUpgradeGuidance(input, upgradeGuidanceContent),
    spineSegment: ratedCondition(disability, catalog)?.segments
      ? (spineSegmentOfDisability(disability) ?? 'not-chosen')
      : null,
  };
}

/**
 * Rewrites the veteran's rating-optimization records from their current list. Called after the
 * list changes (add, edit, remove), so viewing guidance never writes; every record weighs the
 * whole list, so all are rewritten together.
 */
export async function recordOptimizations({
  disabilities,
  optimizations,
  catalog,
}: GuidanceDeps & { optimizations: RatingOptimizationsRepository }) {
  const all = await disabilities.list();
  await optimizations.replaceAll(
    all.flatMap((disability) => {
      const record = optimizationOf(disability, all, guidanceInput(disability, all, catalog));
      return record ? [record] : [];
    }),
  );
}

function optimizationOf(
  disability: Disability,
  all: readonly Disability[],
  input: UpgradeGuidanceInput,
): NewOptimization | null {
  const raise = proposedRaise(input);
  if (!raise) return null;
  const guidance = buildUpgradeGuidance(input, upgradeGuidanceContent);
  const configuration = (raised: boolean) =>
    all.map((d) => ({
      name: d.name,
      percentage: raised && d.id === disability.id ? raise.to : d.currentPercentage,
      side: d.side,
    }));
  return {
    disabilityId: disability.id,
    currentConfiguration: configuration(false),
    optimizedConfiguration: configuration(true),
    currentTotalRating: raise.combinedNow,
    optimizedTotalRating: raise.combinedAfter,
    potentialIncrease: raise.combinedAfter - raise.combinedNow,
    confidence: guidance.confidence ?? 'unverified',
    requiredActions: guidance.upgradeGuidance ? [guidance.upgradeGuidance] : [],
    evidenceNeeded: guidance.documentationNeeded,
    regulatoryCitations: guidance.sources,
    analysisNotes: guidance.optimizationAlert,
  };
}
