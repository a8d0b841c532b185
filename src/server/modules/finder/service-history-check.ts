/**
 * The Finder's check of one service history: which presumptive rules it meets, with what each
 * covers, and the rules it only came near. My Case reads the same check, so both say the same.
 */
import { branchesOfService } from '../../../contracts/profile';
import type { FinderCheckResponse, PresumptiveMatchDto } from '../../../contracts/finder';
import type { ServiceHistory } from '../../../contracts/service-history';
import type { PresumptiveCriteria } from '../../../domain/finder/finder-content';
import { checkPresumptives } from '../../../domain/finder/presumptive-check';
import { latestDateOnEarth } from '../../calendar-today';
import type { FinderContent } from './finder-content';

const branchLabel = new Map<string, string>(
  branchesOfService.map(({ value, label }) => [value, label]),
);

export function createServiceHistoryCheck({
  content,
  now,
}: {
  content: FinderContent;
  now: () => Date;
}) {
  const rules = content.criteria.rules as readonly PresumptiveCriteria[];
  const ruleById = new Map(rules.map((rule) => [rule.ruleId, rule]));

  return function checkServiceHistory(history: ServiceHistory): FinderCheckResponse {
    // The latest date anywhere, so a stay "to present" counts today wherever the veteran is.
    const today = latestDateOnEarth(now());
    const facts = {
      ...history,
      periods: history.periods.map((period) => ({
        ...period,
        branch: branchLabel.get(period.branch) ?? period.branch,
      })),
    };
    const result = checkPresumptives(facts, { places: content.criteria.places, rules }, { today });
    return {
      met: result.met.map((match): PresumptiveMatchDto => {
        const rule = ruleById.get(match.ruleId)!;
        return {
          ...match,
          title: rule.title,
          citation: rule.citation,
          checkedOn: rule.checkedOn,
          conditions: rule.conditions.map((condition) => ({
            name: condition.name,
            diagnosticCode: condition.diagnosticCode ?? null,
            note: condition.note ?? null,
            addToCase: {
              name: condition.name,
              basis: 'presumptive',
              presumptiveRule: rule.ruleId,
              origin: 'manual',
            },
          })),
          evidenceNeeded: [...rule.evidenceNeeded],
          vaDecides: rule.vaDecides,
        };
      }),
      nearMisses: result.nearMisses.map(({ ruleId, why }) => {
        const rule = ruleById.get(ruleId)!;
        return { ruleId, title: rule.title, citation: rule.citation, why };
      }),
    };
  };
}
