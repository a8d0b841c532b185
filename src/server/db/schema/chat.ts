import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { Turn } from '../../../contracts/turn';
import { createdAt, id, timestamps } from './columns';
import { disabilities } from './disabilities';
import { documents } from './documents';
import { users } from './users';

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('New Chat'),
    // How the chat answers (the profile's default chat mode when it was created).
    mode: text('mode', { enum: ['general', 'claim-specific', 'research'] })
      .notNull()
      .default('general'),
    ...timestamps(),
  },
  (table) => [index('chat_sessions_user_idx').on(table.userId, table.updatedAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    // The reading of a veteran's message (contracts/turn.ts); null on replies and older messages.
    turn: jsonb('turn').$type<Turn>(),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_session_idx').on(table.sessionId, table.createdAt)],
);

export const chatMessageDocuments = pgTable(
  'chat_message_documents',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.documentId] })],
);

export const chatMessageDisabilities = pgTable(
  'chat_message_disabilities',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    disabilityId: uuid('disability_id')
      .notNull()
      .references(() => disabilities.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.disabilityId] })],
);
