import { and, asc, eq, sql } from 'drizzle-orm';
import type { Disability, DisabilityChanges, NewDisability } from '../../../contracts/disabilities';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { disabilities } from '../../db/tables';

type Row = typeof disabilities.$inferSelect;

/**
 * The VA condition a disability is rated under (by its code, or a name that matches exactly) and
 * the percentages it allows, from the reference data; null if unknown.
 */
export type RatedConditionOf = (
  disability: Pick<Row, 'name' | 'diagnosticCode' | 'spineSegment'>,
) => { diagnosticCode: string; levels: number[] } | null;

const listQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(disabilities)
    .where(eq(disabilities.userId, sql.placeholder('userId')))
    .orderBy(asc(disabilities.createdAt), asc(disabilities.id))
    .prepare('disabilities_of_user'),
);

/** One veteran's rated disabilities; every query is filtered by their id. */
export function createDisabilitiesRepository(
  db: Database,
  userId: string,
  ratedConditionOf: RatedConditionOf,
) {
  const own = (id: string) => and(eq(disabilities.id, id), eq(disabilities.userId, userId));
  const toDisability = (row: Row): Disability => {
    const rated = ratedConditionOf(row);
    return {
      id: row.id,
      name: row.name,
      currentPercentage: row.currentPercentage,
      diagnosticCode: row.diagnosticCode,
      side: row.side,
      spineSegment: row.spineSegment,
      ratedUnderCode: rated?.diagnosticCode ?? null,
      ratingLevels: rated?.levels ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  };
  return {
    list: async () => (await listQuery(db).execute({ userId })).map(toDisability),
    create: async (input: NewDisability) => {
      const [row] = await db
        .insert(disabilities)
        .values({ ...input, userId })
        .returning();
      return toDisability(row!);
    },
    /** Applies the changes to the veteran's own disability; undefined when it is not theirs. */
    update: async (id: string, changes: DisabilityChanges) => {
      const [row] = await db.update(disabilities).set(changes).where(own(id)).returning();
      return row && toDisability(row);
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

export type DisabilitiesRepository = ReturnType<typeof createDisabilitiesRepository>;
