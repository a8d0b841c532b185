import type { ExportedCase } from '../../../contracts/account';
import type { Database } from '../../db/client';
import { createCaseProvidersRepository } from './case-providers.repository';
import { createCaseStatementsRepository, toCaseStatement } from './case-statements.repository';
import { createCaseRepository } from './case.repository';

/** The veteran's case as stored, for the account export; read in the export's transaction. */
export async function readCaseForExport(db: Database, userId: string): Promise<ExportedCase> {
  const repository = createCaseRepository(db, userId);
  const conditions = await repository.listConditions();
  const decisions = await repository.listDecisions();
  return {
    conditions: conditions.map(({ userId: _, createdAt, updatedAt, ...condition }) => ({
      ...condition,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    })),
    evidenceDecisions: decisions.map(({ userId: _, createdAt, updatedAt, ...decision }) => ({
      ...decision,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    })),
    statements: (await createCaseStatementsRepository(db, userId).list()).map(toCaseStatement),
    providers: await createCaseProvidersRepository(db, userId).list(),
  };
}
