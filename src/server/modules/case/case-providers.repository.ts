import { and, asc, eq } from 'drizzle-orm';
import type { CaseProvider, ProviderInput } from '../../../contracts/case';
import type { Database } from '../../db/client';
import { caseProviders } from '../../db/tables';

type Row = typeof caseProviders.$inferSelect;

const toCaseProvider = (row: Row): CaseProvider => ({
  id: row.id,
  name: row.name,
  street: row.street,
  city: row.city,
  state: row.state,
  postalCode: row.postalCode,
  country: row.country,
  treatmentFrom: row.treatmentFrom,
  treatmentTo: row.treatmentTo,
  conditionIds: row.conditionIds,
});

/** One veteran's private providers (21-4142); every query is filtered by their id. */
export function createCaseProvidersRepository(db: Database, userId: string) {
  const own = (id: string) => and(eq(caseProviders.id, id), eq(caseProviders.userId, userId));
  return {
    /** Oldest first, in the order the veteran added them. */
    list: async () =>
      (
        await db
          .select()
          .from(caseProviders)
          .where(eq(caseProviders.userId, userId))
          .orderBy(asc(caseProviders.createdAt), asc(caseProviders.id))
      ).map(toCaseProvider),

    create: async (input: ProviderInput) => {
      const [row] = await db
        .insert(caseProviders)
        .values({ ...input, userId })
        .returning();
      return toCaseProvider(row!);
    },

    update: async (id: string, input: ProviderInput) => {
      const [row] = await db.update(caseProviders).set(input).where(own(id)).returning();
      return row && toCaseProvider(row);
    },

    remove: async (id: string) => {
      const removed = await db
        .delete(caseProviders)
        .where(own(id))
        .returning({ id: caseProviders.id });
      return removed.length > 0;
    },
  };
}
