import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createDisabilitySchema, Disability } from '../../../contracts/disabilities';
import type { Database } from '../../db/client';
import { disabilities } from '../../db/tables';

type Row = typeof disabilities.$inferSelect;

const toDisability = (row: Row): Disability => ({
  id: row.id,
  name: row.name,
  currentPercentage: row.currentPercentage,
  diagnosticCode: row.diagnosticCode,
  side: row.side,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** One veteran's rated disabilities; every query is filtered by their id. */
export function createDisabilitiesRepository(db: Database, userId: string) {
  const own = (id: string) => and(eq(disabilities.id, id), eq(disabilities.userId, userId));
  return {
    list: async () =>
      (
        await db
          .select()
          .from(disabilities)
          .where(eq(disabilities.userId, userId))
          .orderBy(asc(disabilities.createdAt), asc(disabilities.id))
      ).map(toDisability),

    find: async (id: string) => {
      const [row] = await db.select().from(disabilities).where(own(id));
      return row && toDisability(row);
    },

    create: async (input: z.output<typeof createDisabilitySchema>) => {
      const [row] = await db
        .insert(disabilities)
        .values({ ...input, userId })
        .returning();
      return toDisability(row!);
    },

    remove: async (id: string) => {
      const removed = await db
        .delete(disabilities)
        .where(own(id))
        .returning({ id: disabilities.id });
      return removed.length > 0;
    },
  };
}
