import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Secrets every instance on this database must share, such as the session-signing key. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
