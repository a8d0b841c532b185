/**
 * The veteran's symptom journal on a claimed condition's evidence map: the entries written
 * under a name that speaks of the same condition, as one item with their count and the span of
 * their dates. It is the veteran's own recollection, kept in Wingman, never a document of record.
 */
import type { EvidenceItem } from '../../contracts/case';
import { parseCalendarDate } from '../deadlines/calendar-date';
import type { JournalEntryRecord } from './case-input';
import type { ConditionMatcher } from './same-condition';
import { recordItem } from './record-item';
import { stableId } from './stable-id';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 03", with its year apart, as dates read everywhere on screen (MMM dd, yyyy). */
function spelled(date: string) {
  const { year, month, day } = parseCalendarDate(date);
  return { monthDay: `${MONTHS[month - 1]!} ${String(day).padStart(2, '0')}`, year };
}

/** "Mar 03, 2026", "Mar 03 – Nov 20, 2026" or "Dec 30, 2025 – Jan 02, 2026". */
export function dateSpan(first: string, last: string): string {
  const [from, to] = [spelled(first), spelled(last)];
  if (first === last) return `${from.monthDay}, ${from.year}`;
  return from.year === to.year
    ? `${from.monthDay} – ${to.monthDay}, ${to.year}`
    : `${from.monthDay}, ${from.year} – ${to.monthDay}, ${to.year}`;
}

/** The journal's entries for this condition: every name the matcher takes for it. */
export const journalEntriesOf = (
  matcher: ConditionMatcher,
  journal: readonly JournalEntryRecord[],
) => journal.filter((entry) => matcher.isNamedBy({ name: entry.condition }));

/**
 * "Symptom journal: 6 entries, Mar 03 – Nov 20, 2026", linking to the journal under the name
 * of its newest entry; nothing when the journal holds none for the condition.
 */
export function journalItem(
  elementKey: string,
  entries: readonly JournalEntryRecord[],
): EvidenceItem | null {
  if (entries.length === 0) return null;
  const oldestFirst = [...entries].sort((a, b) => a.fromDate.localeCompare(b.fromDate));
  const first = oldestFirst[0]!.fromDate;
  const last = oldestFirst
    .map((entry) => entry.toDate ?? entry.fromDate)
    .reduce((latest, date) => (date > latest ? date : latest));
  const count = `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`;
  // The veteran's own words.
  return recordItem({
    id: stableId(elementKey, 'symptom-journal'),
    kind: 'symptom-journal',
    journalCondition: oldestFirst.at(-1)!.condition,
    label: `Symptom journal: ${count}, ${dateSpan(first, last)}`,
  });
}
