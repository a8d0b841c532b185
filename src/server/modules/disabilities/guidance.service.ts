import type { Disability, Guidance } from '../../../contracts/disabilities';
import type { PercentageOption } from '../../../contracts/conditions';
import { normalizeConditionName } from '../../../domain/conditions/search-conditions';
import {
  buildUpgradeGuidance,
  proposedRaise,
  type UpgradeGuidanceInput,
} from '../../../domain/guidance/upgrade-guidance';
import type { VaForm } from '../../../domain/guidance/va-forms';
import type { ConditionRow, ConditionsRepository } from '../conditions/conditions.repository';
import type { createDisabilitiesRepository } from './disabilities.repository';
import type { createRatingOptimizationsRepository } from './rating-optimizations.repository';

type Deps = {
  disabilities: ReturnType<typeof createDisabilitiesRepository>;
  optimizations: ReturnType<typeof createRatingOptimizationsRepository>;
  conditions: ConditionsRepository;
  forms: readonly VaForm[];
};

/**
 * The condition a disability is rated under: by its diagnostic code, or else only by an exact
 * name or alias — a loose match could show a veteran the wrong criteria.
 */
function matchCondition(disability: Disability, conditions: ConditionRow[]): ConditionRow | null {
  if (disability.diagnosticCode) {
    return conditions.find((c) => c.diagnosticCode === disability.diagnosticCode) ?? null;
  }
  const name = normalizeConditionName(disability.name);
  return (
    conditions.find((c) =>
      [c.conditionName, ...c.aliases].some((alias) => normalizeConditionName(alias) === name),
    ) ?? null
  );
}

/** Upgrade guidance for one of the veteran's disabilities (undefined when it is not theirs). */
export async function guidanceForDisability(id: string, deps: Deps): Promise<Guidance | undefined> {
  const all = await deps.disabilities.list();
  const disability = all.find((d) => d.id === id);
  if (!disability) return undefined;

  const [conditions, rules] = await Promise.all([
    deps.conditions.listAll(),
    deps.conditions.listRules(),
  ]);
  const condition = matchCondition(disability, conditions);
  const input: UpgradeGuidanceInput = {
    disability,
    condition: condition && {
      ...condition,
      percentageOptions: condition.percentageOptions as PercentageOption[],
    },
    forms: deps.forms,
    allDisabilities: all,
    rules,
  };
  const guidance = buildUpgradeGuidance(input);
  await recordOptimization(disability, all, input, guidance, deps);
  return guidance;
}

async function recordOptimization(
  disability: Disability,
  all: Disability[],
  input: UpgradeGuidanceInput,
  guidance: Guidance,
  deps: Deps,
) {
  const raise = proposedRaise(input);
  const configuration = (raised: boolean) =>
    all.map((d) => ({
      name: d.name,
      percentage: raised && d.id === disability.id && raise ? raise.to : d.currentPercentage,
      side: d.side,
    }));
  await deps.optimizations.replaceFor(
    disability.id,
    raise && {
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
    },
  );
}
