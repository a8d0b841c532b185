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
    // Which part of the spine a spine code (DC 5235-5243) rates, when the name does not say:
    // the neck and the back have different levels (38 CFR 4.71a).
    spineSegment: text('spine_segment', { enum: ['cervical', 'thoracolumbar'] }),
    ...timestamps(),
  },
  (table) => [index('disabilities_user_idx').on(table.userId)],
);
