import { and, asc, eq } from 'drizzle-orm';
import type { CaseStatement, StatementInput } from '../../../contracts/case';
import type { Database } from '../../db/client';
import { caseStatements } from '../../db/tables';

type Row = typeof caseStatements.$inferSelect;

export const toCaseStatement = (row: Row): CaseStatement => ({
  id: row.id,
  kind: row.kind,
  conditionId: row.conditionId,
  elementKey: row.elementKey,
  text: row.text,
  witnessName: row.witnessName,
  witnessRelationship: row.witnessRelationship,
  createdAt: row.createdAt.toISOString(),
});

/** One veteran's personal and witness statements; every query is filtered by their id. */
export function createCaseStatementsRepository(db: Database, userId: string) {
  const own = (id: string) => and(eq(caseStatements.id, id), eq(caseStatements.userId, userId));
  return {
    /** Oldest first, with the stored dates, as the evidence map reads them. */
    list: () =>
      db
        .select()
        .from(caseStatements)
        .where(eq(caseStatements.userId, userId))
        .orderBy(asc(caseStatements.createdAt), asc(caseStatements.id)),

    create: async (input: StatementInput) => {
      const [row] = await db
        .insert(caseStatements)
        .values({ ...input, userId })
        .returning();
      return toCaseStatement(row!);
    },

    update: async (id: string, input: StatementInput) => {
      const [row] = await db.update(caseStatements).set(input).where(own(id)).returning();
      return row && toCaseStatement(row);
    },

    remove: async (id: string) => {
      const removed = await db
        .delete(caseStatements)
        .where(own(id))
        .returning({ id: caseStatements.id });
      return removed.length > 0;
    },
  };
}
