import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_CHAT_TITLE,
  type ChatMessage,
  type ChatMode,
  type ChatSession,
} from '../../../contracts/chat';
import { turnSchema, type Turn } from '../../../contracts/turn';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  chatMessageDisabilities,
  chatMessageDocuments,
  chatMessages,
  chatSessions,
  disabilities,
} from '../../db/tables';
import { createDocumentsRepository, isContentUsable } from '../documents/documents.repository';

type SessionRow = typeof chatSessions.$inferSelect;

export interface HistoryEntry {
  role: 'user' | 'assistant';
  content: string;
  turn: Turn | null;
}

const toSession = (row: SessionRow): ChatSession => ({
  id: row.id,
  title: row.title,
  mode: row.mode,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const sessionsQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(chatSessions)
    .where(eq(chatSessions.userId, sql.placeholder('userId')))
    .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.createdAt))
    .prepare('chat_sessions_of_user'),
);

const attachedDisabilityColumns = {
  id: disabilities.id,
  name: disabilities.name,
  currentPercentage: disabilities.currentPercentage,
  side: disabilities.side,
};

export type NewMessage = {
  role: ChatMessage['role'];
  content: string;
  documentIds?: readonly string[];
  disabilityIds?: readonly string[];
};

/** One veteran's chats; every query is filtered by their id (messages through their session). */
export function createChatRepository(db: Database, userId: string, now: () => Date) {
  const ownSession = (id: string) => and(eq(chatSessions.id, id), eq(chatSessions.userId, userId));
  const documents = createDocumentsRepository(db, userId);

  async function attachmentsOf(messageIds: string[]) {
    if (messageIds.length === 0) return { docs: [], disabs: [] };
    const [docs, disabs] = await Promise.all([
      documents.listAttachedTo(messageIds),
      db
        .select({ messageId: chatMessageDisabilities.messageId, ...attachedDisabilityColumns })
        .from(chatMessageDisabilities)
        .innerJoin(disabilities, eq(disabilities.id, chatMessageDisabilities.disabilityId))
        .where(
          and(
            inArray(chatMessageDisabilities.messageId, messageIds),
            eq(disabilities.userId, userId),
          ),
        )
        .orderBy(asc(disabilities.createdAt), asc(disabilities.id)),
    ]);
    return { docs, disabs };
  }

  async function withAttachments(
    rows: (typeof chatMessages.$inferSelect)[],
  ): Promise<ChatMessage[]> {
    const { docs, disabs } = await attachmentsOf(rows.map((row) => row.id));
    const at = now();
    return rows.map((row) => ({
      id: row.id,
      sessionId: row.sessionId,
      role: row.role,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      attachedDocuments: docs
        .filter((doc) => doc.messageId === row.id)
        .map(({ messageId: _, ...doc }) => ({
          ...doc,
          uploadedAt: doc.uploadedAt.toISOString(),
          isContentExpired: doc.isContentExpired || (doc.hasContent && !isContentUsable(doc, at)),
          fileContentExpiresAt: doc.fileContentExpiresAt?.toISOString() ?? null,
        })),
      attachedDisabilities: disabs
        .filter((disability) => disability.messageId === row.id)
        .map(({ messageId: _, ...disability }) => disability),
    }));
  }

  return {
    listSessions: async () => (await sessionsQuery(db).execute({ userId })).map(toSession),

    findSession: async (id: string) => {
      const [row] = await db.select().from(chatSessions).where(ownSession(id));
      return row && toSession(row);
    },

    createSession: async (title: string | undefined, mode: ChatMode) => {
      const [row] = await db
        .insert(chatSessions)
        .values({ userId, mode, ...(title && { title }) })
        .returning();
      return toSession(row!);
    },

    /** The veteran's own name for the chat, or the mode it answers in. */
    updateSession: async (id: string, change: { title?: string; mode?: ChatMode }) => {
      const [row] = await db
        .update(chatSessions)
        .set({ ...change, updatedAt: new Date() })
        .where(ownSession(id))
        .returning();
      return row && toSession(row);
    },

    /**
     * A newer updatedAt, and `titleIfUntitled` as the title only while the chat still has the
     * default one: decided in the statement, so a rename made meanwhile is never overwritten.
     */
    touchSession: async (id: string, titleIfUntitled?: string) => {
      await db
        .update(chatSessions)
        .set({
          updatedAt: new Date(),
          ...(titleIfUntitled && {
            title: sql`case when ${chatSessions.title} = ${DEFAULT_CHAT_TITLE} then ${titleIfUntitled} else ${chatSessions.title} end`,
          }),
        })
        .where(ownSession(id));
    },

    removeSession: async (id: string) => {
      const removed = await db
        .delete(chatSessions)
        .where(ownSession(id))
        .returning({ id: chatSessions.id });
      return removed.length > 0;
    },

    /** Oldest first; a user message comes before the reply stored in the same instant. */
    listMessages: async (sessionId: string) =>
      withAttachments(
        await db
          .select({ message: chatMessages })
          .from(chatMessages)
          .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
          .where(and(eq(chatMessages.sessionId, sessionId), eq(chatSessions.userId, userId)))
          .orderBy(asc(chatMessages.createdAt), desc(chatMessages.role), asc(chatMessages.id))
          .then((rows) => rows.map((row) => row.message)),
      ),

    /**
     * The latest messages of a session, oldest first, with the Turn stored beside each: what
     * the engine reads of the conversation. A stored Turn that no longer validates reads as none.
     */
    listHistory: async (sessionId: string, limit: number): Promise<HistoryEntry[]> => {
      const rows = await db
        .select({ role: chatMessages.role, content: chatMessages.content, turn: chatMessages.turn })
        .from(chatMessages)
        .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
        .where(and(eq(chatMessages.sessionId, sessionId), eq(chatSessions.userId, userId)))
        .orderBy(desc(chatMessages.createdAt), asc(chatMessages.role), desc(chatMessages.id))
        .limit(limit);
      return rows.reverse().map(({ role, content, turn }) => {
        const parsed = turnSchema.safeParse(turn);
        return { role, content, turn: parsed.success ? parsed.data : null };
      });
    },

    /** Stores the Turn beside one of the veteran's messages, once it is read and answered. */
    setTurn: async (messageId: string, turn: Turn) => {
      await db
        .update(chatMessages)
        .set({ turn: turnSchema.parse(turn) })
        .where(
          and(
            eq(chatMessages.id, messageId),
            inArray(
              chatMessages.sessionId,
              db
                .select({ id: chatSessions.id })
                .from(chatSessions)
                .where(eq(chatSessions.userId, userId)),
            ),
          ),
        );
    },

    /** The session must be the veteran's (checked by the caller); attachments are stored with it. */
    addMessage: async (sessionId: string, message: NewMessage): Promise<ChatMessage> => {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(chatMessages)
          .values({ sessionId, role: message.role, content: message.content })
          .returning();
        const id = inserted!.id;
        if (message.documentIds?.length) {
          await tx
            .insert(chatMessageDocuments)
            .values(message.documentIds.map((documentId) => ({ messageId: id, documentId })));
        }
        if (message.disabilityIds?.length) {
          await tx
            .insert(chatMessageDisabilities)
            .values(message.disabilityIds.map((disabilityId) => ({ messageId: id, disabilityId })));
        }
        return inserted!;
      });
      const [stored] = await withAttachments([row]);
      return stored!;
    },

    /** The veteran's documents among `ids`, with their analysis and, while usable, their text. */
    findDocuments: async (ids: readonly string[]) => {
      if (ids.length === 0) return [];
      const rows = await documents.findForChat(ids);
      const at = now();
      return rows.map(({ fileContent, ...row }) => ({
        ...row,
        text: isContentUsable(row, at) ? fileContent : null,
      }));
    },

    /** Every analysed document's name and analysis, to find the ones a question names. */
    listAnalysedDocuments: documents.listAnalysed,

    findDisabilities: async (ids: readonly string[]) => {
      if (ids.length === 0) return [];
      return db
        .select({
          ...attachedDisabilityColumns,
          diagnosticCode: disabilities.diagnosticCode,
          spineSegment: disabilities.spineSegment,
        })
        .from(disabilities)
        .where(and(inArray(disabilities.id, [...ids]), eq(disabilities.userId, userId)));
    },

    /** Everything the veteran rated, for answers about their case. */
    listDisabilities: () =>
      db
        .select({
          name: disabilities.name,
          currentPercentage: disabilities.currentPercentage,
          diagnosticCode: disabilities.diagnosticCode,
          side: disabilities.side,
          spineSegment: disabilities.spineSegment,
        })
        .from(disabilities)
        .where(eq(disabilities.userId, userId))
        .orderBy(desc(disabilities.currentPercentage), asc(disabilities.name)),
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
