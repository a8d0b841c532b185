import { index, json, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The server session store (spec §3): one row per signed cookie. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expire_idx').on(table.expire)],
);
