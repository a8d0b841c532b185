import { and, desc, eq } from 'drizzle-orm';
import type { IntentToFileInput } from '../../../contracts/intent-to-file';
import type { Database } from '../../db/client';
import { intentsToFile } from '../../db/tables';

type Row = typeof intentsToFile.$inferSelect;

const toRecord = (row: Row) => ({
  id: row.id,
  receivedDate: row.receivedDate,
  method: row.method,
  benefit: row.benefit,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
});

export type IntentToFileRow = ReturnType<typeof toRecord>;

/** One veteran's recorded intents to file; every query is filtered by their id. */
export function createIntentsToFileRepository(db: Database, userId: string) {
  const own = (id: string) => and(eq(intentsToFile.id, id), eq(intentsToFile.userId, userId));
  return {
    list: async () =>
      (
        await db
          .select()
          .from(intentsToFile)
          .where(eq(intentsToFile.userId, userId))
          .orderBy(desc(intentsToFile.receivedDate), desc(intentsToFile.createdAt))
      ).map(toRecord),

    find: async (id: string) => {
      const [row] = await db.select().from(intentsToFile).where(own(id));
      return row && toRecord(row);
    },

    create: async (input: IntentToFileInput) => {
      const [row] = await db
        .insert(intentsToFile)
        .values({ ...input, userId })
        .returning();
      return toRecord(row!);
    },

    update: async (id: string, input: IntentToFileInput) => {
      const [row] = await db.update(intentsToFile).set(input).where(own(id)).returning();
      return row && toRecord(row);
    },

    remove: async (id: string) => {
      const removed = await db
        .delete(intentsToFile)
        .where(own(id))
        .returning({ id: intentsToFile.id });
      return removed.length > 0;
    },
  };
}
