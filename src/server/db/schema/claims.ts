import { sql } from 'drizzle-orm';
import { date, index, json, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { DECISION_TYPES } from '../../../domain/deadlines/review-lanes';
import { id, timestamps } from './columns';
import { users } from './users';

export const claims = pgTable(
  'claims',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    disabilityName: text('disability_name').notNull(),
    status: text('status').notNull(),
    submittedDate: date('submitted_date')
      .notNull()
      .default(sql`current_date`),
    notes: text('notes'),
    documents: json('documents').$type<string[]>().notNull().default([]),
    decisionDate: date('decision_date'),
    // Checked by the contract; a text column lets a new kind of decision arrive without a migration.
    decisionType: text('decision_type', { enum: DECISION_TYPES }),
    intentToFileDate: date('intent_to_file_date'),
    ...timestamps(),
  },
  (table) => [index('claims_user_idx').on(table.userId)],
);
