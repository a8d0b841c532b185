import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vaRatingOptimizations } from '../../db/tables';

type NewOptimization = Omit<
  typeof vaRatingOptimizations.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** One veteran's stored optimization findings: the latest per disability. */
export function createRatingOptimizationsRepository(db: Database, userId: string) {
  const ofDisability = (disabilityId: string) =>
    and(
      eq(vaRatingOptimizations.userId, userId),
      eq(vaRatingOptimizations.disabilityId, disabilityId),
    );
  return {
    replaceFor: (disabilityId: string, optimization: NewOptimization | null) =>
      db.transaction(async (tx) => {
        await tx.delete(vaRatingOptimizations).where(ofDisability(disabilityId));
        if (optimization)
          await tx.insert(vaRatingOptimizations).values({ ...optimization, userId, disabilityId });
      }),
    listFor: (disabilityId: string) =>
      db.select().from(vaRatingOptimizations).where(ofDisability(disabilityId)),
  };
}
