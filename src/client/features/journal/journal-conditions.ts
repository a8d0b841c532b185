/**
 * The journal's conditions as the veteran named them (ignoring case, as the server does), and
 * the conditions from their records they might start one for.
 */
import type { CaseCondition } from '../../../contracts/case';
import type { Disability } from '../../../contracts/disabilities';
import type { JournalEntry } from '../../../contracts/journal';
import { formatDate } from '../../lib/format-date';

export type JournalCondition = {
  /** The name in lower case: how the server matches entries to a condition. */
  key: string;
  /** As the newest entry names it. */
  name: string;
  /** The newest entry's basis, which the summary sorts by. */
  basis: string;
  /** Newest first, as GET /api/journal sends them. */
  entries: JournalEntry[];
};

export const conditionKey = (name: string) => name.trim().toLowerCase();

/** One per name, alphabetical, so a condition keeps its place as entries are added. */
export function journalConditions(entries: readonly JournalEntry[]): JournalCondition[] {
  const byKey = new Map<string, JournalCondition>();
  for (const entry of entries) {
    const key = conditionKey(entry.condition);
    const known = byKey.get(key);
    if (known) known.entries.push(entry);
    else byKey.set(key, { key, name: entry.condition, basis: entry.basis, entries: [entry] });
  }
  return [...byKey.values()].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
}

/** "Left knee strain" for a knee claimed on the left, as a veteran would name it. */
const sidedName = ({ name, side }: Pick<CaseCondition, 'name' | 'side'>) =>
  (side === 'left' || side === 'right') && !new RegExp(`\\b${side}\\b`, 'i').test(name)
    ? `${side === 'left' ? 'Left' : 'Right'} ${name.charAt(0).toLowerCase()}${name.slice(1)}`
    : name;

export type SuggestedCondition = { name: string; from: 'My Case' | 'Current Disabilities' };

/** Whether the server found this journal's entries for a claimed condition, under any name. */
const listsJournal = (condition: Pick<CaseCondition, 'elements'>) =>
  condition.elements.some((element) =>
    element.items.some((item) => item.kind === 'symptom-journal'),
  );

/**
 * My Case's conditions, then the rated disabilities, that the journal does not hold yet: by
 * name, and for a claimed condition also by the evidence map, which matches names as VA's list
 * does ("Migraine" is the journal's "Migraines").
 */
export function suggestedConditions(
  caseConditions: readonly Pick<CaseCondition, 'name' | 'side' | 'elements'>[],
  disabilities: readonly Pick<Disability, 'name'>[],
  journal: readonly JournalCondition[],
): SuggestedCondition[] {
  const taken = new Set(journal.map((condition) => condition.key));
  const suggestions: SuggestedCondition[] = [];
  const offer = (name: string, from: SuggestedCondition['from']) => {
    if (taken.has(conditionKey(name))) return;
    taken.add(conditionKey(name));
    suggestions.push({ name, from });
  };
  caseConditions
    .filter((condition) => !listsJournal(condition))
    .forEach((condition) => offer(sidedName(condition), 'My Case'));
  disabilities.forEach((disability) => offer(disability.name, 'Current Disabilities'));
  return suggestions;
}

/** "Mar 15, 2026", or "Jun 10, 2026 – Jun 11, 2026" for a range. */
export const entryDates = ({ fromDate, toDate }: Pick<JournalEntry, 'fromDate' | 'toDate'>) =>
  toDate && toDate !== fromDate
    ? `${formatDate(fromDate)} – ${formatDate(toDate)}`
    : formatDate(fromDate);

/**
 * The My Case condition a journal condition's statement is for: the one whose evidence map
 * lists this journal (the server matched their names), else one of the same name.
 */
export function caseConditionFor(
  journalName: string,
  caseConditions: readonly CaseCondition[],
): CaseCondition | undefined {
  const key = conditionKey(journalName);
  return (
    caseConditions.find((condition) =>
      condition.elements.some((element) =>
        element.items.some(
          (item) => item.journalCondition && conditionKey(item.journalCondition) === key,
        ),
      ),
    ) ??
    caseConditions.find((condition) =>
      [condition.name, sidedName(condition)].some((name) => conditionKey(name) === key),
    )
  );
}

/** The journal's address: a condition shown, and perhaps its new-entry form open on a day. */
export const journalHref = ({
  condition,
  newEntry = false,
  date,
}: {
  condition?: string;
  newEntry?: boolean;
  date?: string;
}) => {
  const query = new URLSearchParams();
  if (condition) query.set('condition', condition);
  if (newEntry) query.set('new', '1');
  if (date) query.set('date', date);
  const text = query.toString();
  return text ? `/journal?${text}` : '/journal';
};
