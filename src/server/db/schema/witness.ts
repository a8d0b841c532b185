import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { caseConditions, caseStatements } from './case';
import { id, timestamps } from './columns';
import { users } from './users';

/**
 * A private link the veteran shares with a witness. Only the token's hash is kept, so a copy of
 * the database cannot open a link; the witness's answers are kept exactly as written.
 */
export const witnessRequests = pgTable(
  'witness_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The one thing of the case the witness sees is the condition's name, copied here.
    conditionId: uuid('condition_id').references(() => caseConditions.id, {
      onDelete: 'set null',
    }),
    conditionName: text('condition_name').notNull(),
    witnessName: text('witness_name').notNull(),
    relationship: text('relationship').notNull(),
    whatTheySaw: text('what_they_saw'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    answers: jsonb('answers').$type<Record<string, unknown>>(),
    // Set when the veteran accepts the answers onto the evidence map as a witness statement.
    statementId: uuid('statement_id').references(() => caseStatements.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [
    index('witness_requests_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('witness_requests_token_idx').on(table.tokenHash),
  ],
);
