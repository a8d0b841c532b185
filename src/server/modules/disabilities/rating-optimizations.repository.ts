import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vaRatingOptimizations } from '../../db/tables';

export type NewOptimization = Omit<
  typeof vaRatingOptimizations.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** One veteran's stored optimization findings: at most one per disability. */
export function createRatingOptimizationsRepository(db: Database, userId: string) {
  return {
    /** Replaces every finding of the veteran: they all weigh the same list of disabilities. */
    replaceAll: (optimizations: readonly NewOptimization[]) =>
      db.transaction(async (tx) => {
        await tx.delete(vaRatingOptimizations).where(eq(vaRatingOptimizations.userId, userId));
        if (optimizations.length) {
          await tx
            .insert(vaRatingOptimizations)
            .values(optimizations.map((optimization) => ({ ...optimization, userId })));
        }
      }),
  };
}

export type RatingOptimizationsRepository = ReturnType<typeof createRatingOptimizationsRepository>;
