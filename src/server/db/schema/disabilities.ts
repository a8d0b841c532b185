import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './users';

export const disabilities = pgTable(
  'disabilities',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    currentPercentage: integer('current_percentage').notNull(),
    diagnosticCode: text('diagnostic_code'),
    // left/right for paired extremities, so the bilateral factor (38 CFR 4.26) can apply.
    side: text('side', { enum: ['left', 'right'] }),
    ...timestamps(),
  },
  (table) => [index('disabilities_user_idx').on(table.userId)],
);
