import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Claim, createClaimSchema, updateClaimSchema } from '../../../contracts/claims';
import type { Database } from '../../db/client';
import { claims } from '../../db/tables';

type Row = typeof claims.$inferSelect;

const toClaim = (row: Row): Claim => ({
  id: row.id,
  disabilityName: row.disabilityName,
  status: row.status,
  submittedDate: row.submittedDate,
  notes: row.notes,
  documents: row.documents,
  decisionDate: row.decisionDate,
  decisionType: row.decisionType,
  intentToFileDate: row.intentToFileDate,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** One veteran's claims; every query is filtered by their id. */
export function createClaimsRepository(db: Database, userId: string) {
  const own = (id: string) => and(eq(claims.id, id), eq(claims.userId, userId));
  return {
    list: async () =>
      (
        await db
          .select()
          .from(claims)
          .where(eq(claims.userId, userId))
          .orderBy(desc(claims.submittedDate), desc(claims.createdAt))
      ).map(toClaim),

    find: async (id: string) => {
      const [row] = await db.select().from(claims).where(own(id));
      return row && toClaim(row);
    },

    create: async ({ submittedDate, ...input }: z.output<typeof createClaimSchema>) => {
      const [row] = await db
        .insert(claims)
        .values({ ...input, ...(submittedDate && { submittedDate }), userId })
        .returning();
      return toClaim(row!);
    },

    update: async (id: string, patch: z.output<typeof updateClaimSchema>) => {
      const { submittedDate, ...rest } = patch;
      const [row] = await db
        .update(claims)
        .set({ ...rest, ...(submittedDate && { submittedDate }) })
        .where(own(id))
        .returning();
      return row && toClaim(row);
    },

    remove: async (id: string) => {
      const removed = await db.delete(claims).where(own(id)).returning({ id: claims.id });
      return removed.length > 0;
    },
  };
}
