import { date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { journalSeverities } from '../../../contracts/journal';
import type { JournalFieldValue } from '../../../domain/journal/journal-summary';
import { id, timestamps } from './columns';
import { users } from './users';

/** One entry of a veteran's symptom journal, for a condition as they name it. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    condition: text('condition').notNull(),
    // The rating basis in content/journal whose fields `fields` holds, checked by the service.
    basis: text('basis').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date'),
    whatHappened: text('what_happened').notNull(),
    severity: text('severity', { enum: journalSeverities }),
    duration: text('duration'),
    stoppedDoing: text('stopped_doing'),
    workLost: text('work_lost'),
    treatment: text('treatment'),
    whoSawIt: text('who_saw_it'),
    fields: jsonb('fields').$type<Record<string, JournalFieldValue>>().notNull(),
    ...timestamps(),
  },
  (table) => [index('journal_entries_user_idx').on(table.userId, table.fromDate)],
);
