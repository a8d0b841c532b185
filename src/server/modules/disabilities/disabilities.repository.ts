import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PercentageOption } from '../../../contracts/conditions';
import type { createDisabilitySchema, Disability } from '../../../contracts/disabilities';
import type { Database } from '../../db/client';
import { disabilities, vaConditions } from '../../db/tables';

type Row = typeof disabilities.$inferSelect;

const toDisability = (row: Row, options: unknown): Disability => ({
  id: row.id,
  name: row.name,
  currentPercentage: row.currentPercentage,
  diagnosticCode: row.diagnosticCode,
  side: row.side,
  ratingLevels: options ? (options as PercentageOption[]).map((o) => o.percentage) : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** One veteran's rated disabilities; every query is filtered by their id. */
export function createDisabilitiesRepository(db: Database, userId: string) {
  const own = (id: string) => and(eq(disabilities.id, id), eq(disabilities.userId, userId));

  // Each disability with the levels its diagnostic code allows, when we know the code.
  const selectWithLevels = () =>
    db
      .select({ row: disabilities, options: vaConditions.percentageOptions })
      .from(disabilities)
      .leftJoin(vaConditions, eq(vaConditions.diagnosticCode, disabilities.diagnosticCode));

  return {
    list: async () =>
      (
        await selectWithLevels()
          .where(eq(disabilities.userId, userId))
          .orderBy(asc(disabilities.createdAt), asc(disabilities.id))
      ).map(({ row, options }) => toDisability(row, options)),

    find: async (id: string) => {
      const [found] = await selectWithLevels().where(own(id));
      return found && toDisability(found.row, found.options);
    },

    create: async (input: z.output<typeof createDisabilitySchema>) => {
      const [row] = await db
        .insert(disabilities)
        .values({ ...input, userId })
        .returning();
      const [found] = await selectWithLevels().where(own(row!.id));
      return toDisability(found!.row, found!.options);
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
