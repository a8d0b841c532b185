import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

// Tokens are random 32 bytes sent by mail; only their SHA-256 hash is stored (DESIGN §4).
const tokenColumns = () => ({
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', tokenColumns(), (table) => [
  index('password_reset_tokens_user_idx').on(table.userId),
]);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  tokenColumns(),
  (table) => [index('email_verification_tokens_user_idx').on(table.userId)],
);
