import { getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { CombinabilityRule, VaCondition } from '../../../contracts/conditions';
import type { Database } from '../../db/client';
import { vaCombinabilityRules, vaConditions } from '../../db/tables';

// `excluded` is the row an INSERT … ON CONFLICT tried to write.
const fromExcluded = (columns: Record<string, { name: string }>) =>
  Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  );

/**
 * Seeds the reference tables from content/ at start-up. Reads go to the in-memory condition
 * catalog instead (reference/condition-catalog.ts).
 */
export function createConditionsRepository(db: Database) {
  return {
    /** Makes the tables match the content: insert or update each row, drop what is gone. */
    replaceAll: (conditions: VaCondition[], rules: CombinabilityRule[]) =>
      db.transaction(async (tx) => {
        const { diagnosticCode: _code, ...conditionColumns } = getTableColumns(vaConditions);
        const { id: _id, createdAt: _created, ...updatable } = conditionColumns;
        await tx
          .insert(vaConditions)
          .values(
            conditions.map((c) => ({
              ...c,
              notes: c.notes ?? [],
              ratingFormula: c.ratingFormula ?? null,
            })),
          )
          .onConflictDoUpdate({
            target: vaConditions.diagnosticCode,
            set: { ...fromExcluded(updatable), updatedAt: sql`now()` },
          });
        // Rules have no identity of their own worth keeping: replace them wholesale.
        await tx.delete(vaCombinabilityRules);
        if (rules.length) await tx.insert(vaCombinabilityRules).values(rules);
        const codes = conditions.map((c) => c.diagnosticCode);
        await tx.delete(vaConditions).where(notInArray(vaConditions.diagnosticCode, codes));
      }),
  };
}
