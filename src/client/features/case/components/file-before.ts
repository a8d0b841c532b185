import criteriaFile from '../../../../../content/finder/presumptive-criteria.json';
import { fileBeforeAhead, type FileBefore } from '../../../../domain/finder/finder-content';

/**
 * The date a presumptive rule's condition should be filed before, from the same content/finder
 * data and the same function as the Finder and the chat; null once `today` reaches it.
 */
export function fileBeforeFor(ruleId: string | null, today: string): FileBefore | null {
  const rule = criteriaFile.rules.find((candidate) => candidate.ruleId === ruleId);
  return rule ? fileBeforeAhead(rule, today) : null;
}
