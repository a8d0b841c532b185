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
 * The conditions a disability's name may be rated under while it has no code: what the name
 * or its everyday words mean ("ringing in my ears" is tinnitus; "left knee" is any of the knee's
 * codes), never a loose match that could show a veteran the wrong criteria.
 */
function namedConditions(disability: NamedDisability, catalog: ConditionCatalog): VaCondition[] {
  if (disability.diagnosticCode) return [];
  const { exactly, everyday } = catalog.namedBy(disability.name);
  return exactly.length ? exactly : everyday;
}

/**
 * The condition a disability is rated under: by its diagnostic code, or else by its name when
 * that means one condition only. A spine code comes with the levels of the part of the spine it
 * rates (neck or back), from the name or the veteran's choice.
 */
export function ratedCondition(
  disability: NamedDisability,
  catalog: ConditionCatalog,
): VaCondition | null {
  const named = namedConditions(disability, catalog);
  const condition = disability.diagnosticCode
    ? catalog.findByCode(disability.diagnosticCode)
    : named.length === 1
      ? named[0]
      : undefined;
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
  conditionsNamed: namedConditions(disability, catalog).length,
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
  const named = namedConditions(disability, catalog);
  return {
    ...buildUpgradeGuidance(input, upgradeGuidanceContent),
    // Codes the name may mean, each with its own criteria: the veteran chooses theirs.
    codeChoices:
      named.length > 1
        ? named.map(({ diagnosticCode, conditionName }) => ({ diagnosticCode, conditionName }))
        : [],
    codeFromName: named.length === 1,
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
