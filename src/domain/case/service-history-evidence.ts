/**
 * The veteran's saved service history on a presumptive claim's qualifying service, as the
 * Finder's check reads it: an item where it meets the condition's rule, else a note saying why
 * not, or that no history is saved. Meeting the rule is not proof: VA still needs the records.
 */
import type { EvidenceItem } from '../../contracts/case';
import type { ServiceHistoryCheck } from './case-input';
import { recordItem } from './record-item';
import { stableId } from './stable-id';

export interface ServiceHistoryEvidence {
  items: EvidenceItem[];
  note: string | null;
}

const NO_HISTORY =
  'No service history is saved yet. Add where and when you served, and Wingman checks it against this rule.';

export function serviceHistoryEvidence(
  elementKey: string,
  ruleId: string,
  check: ServiceHistoryCheck | null,
): ServiceHistoryEvidence {
  if (!check) return { items: [], note: NO_HISTORY };
  const match = check.met.find((candidate) => candidate.ruleId === ruleId);
  if (match?.status === 'met') {
    // The veteran's own saved facts.
    const item = recordItem({
      id: stableId(elementKey, 'service-history', ruleId),
      kind: 'service-history',
      label: `Your service history meets this rule: ${match.fact}`,
    });
    return { items: [item], note: null };
  }
  // An exposure the veteran reports, with no dates that decide it: for VA to check.
  if (match) return { items: [], note: `${match.fact}.` };
  const whys = check.nearMisses.filter((miss) => miss.ruleId === ruleId).map((miss) => miss.why);
  return {
    items: [],
    note: whys.length
      ? `Your service history does not meet this rule: ${whys.join('; ')}.`
      : 'Your service history does not show service this rule covers.',
  };
}
