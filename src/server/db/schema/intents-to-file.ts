import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { intentToFileBenefits, intentToFileMethods } from '../../../contracts/intent-to-file';
import { id, timestamps } from './columns';
import { users } from './users';

/** An intent to file a veteran recorded: the day VA received it starts their year. */
export const intentsToFile = pgTable(
  'intents_to_file',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receivedDate: date('received_date').notNull(),
    // Checked by the contract; text columns let a new option arrive without a migration.
    method: text('method', { enum: intentToFileMethods }).notNull(),
    benefit: text('benefit', { enum: intentToFileBenefits }).notNull(),
    notes: text('notes'),
    ...timestamps(),
  },
  (table) => [index('intents_to_file_user_idx').on(table.userId)],
);
