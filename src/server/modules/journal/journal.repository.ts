import { and, desc, eq, sql } from 'drizzle-orm';
import type { JournalEntryInput } from '../../../contracts/journal';
import type { Database } from '../../db/client';
import { journalEntries } from '../../db/tables';

type Row = typeof journalEntries.$inferSelect;

const toEntry = ({ userId: _userId, createdAt, updatedAt, ...row }: Row) => ({
  ...row,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** One veteran's symptom journal; every query is filtered by their id. */
export function createJournalRepository(db: Database, userId: string) {
  const own = (id: string) => and(eq(journalEntries.id, id), eq(journalEntries.userId, userId));
  return {
    /** Newest first; a condition is matched ignoring case, as the veteran may type it again. */
    list: async (condition?: string) =>
      (
        await db
          .select()
          .from(journalEntries)
          .where(
            and(
              eq(journalEntries.userId, userId),
              condition ? sql`lower(${journalEntries.condition}) = lower(${condition})` : undefined,
            ),
          )
          .orderBy(desc(journalEntries.fromDate), desc(journalEntries.createdAt))
      ).map(toEntry),

    create: async (input: JournalEntryInput) => {
      const [row] = await db
        .insert(journalEntries)
        .values({ ...input, userId })
        .returning();
      return toEntry(row!);
    },

    update: async (id: string, input: JournalEntryInput) => {
      const [row] = await db.update(journalEntries).set(input).where(own(id)).returning();
      return row && toEntry(row);
    },

    remove: async (id: string) => {
      const removed = await db
        .delete(journalEntries)
        .where(own(id))
        .returning({ id: journalEntries.id });
      return removed.length > 0;
    },
  };
}
