import { sql } from 'drizzle-orm';
import type { DecisionProposal, ImportDecisionResult } from '../../../contracts/documents';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import { calendarDateIn } from '../../calendar-today';
import { createClaimsRepository } from '../claims/claims.repository';
import type { ConditionCatalog } from '../../reference/condition-catalog';
import { createDisabilitiesRepository } from '../disabilities/disabilities.repository';
import { recordOptimizations } from '../disabilities/guidance.service';
import { createRatingOptimizationsRepository } from '../disabilities/rating-optimizations.repository';
import { planBoardImport, proposeBoardDecision } from './board-decision-import-plan';
import { createDocumentsRepository } from './documents.repository';
import {
  planImport,
  proposeDecision,
  type ImportChoice,
  type OnFile,
} from './decision-import-plan';

type DecisionImportDeps = { db: Database; catalog: ConditionCatalog; now: () => Date };

const NO_DECISION = 'No rating decision or Board decision was recognized in this document.';

// The import answers with counts, never with disabilities, so their conditions go unread.
const noRatedCondition = () => null;

/** The veteran's own document and the decision recognised in it; 404 otherwise. */
async function decisionLetter(db: Database, userId: string, documentId: string) {
  const row = await createDocumentsRepository(db, userId).findDecision(documentId);
  if (!row) throw notFound('Document not found.');
  if (!row.decision) throw notFound(NO_DECISION);
  return { name: row.name, decision: row.decision };
}

function trackerOf(db: Database, userId: string) {
  const disabilities = createDisabilitiesRepository(db, userId, noRatedCondition);
  const claims = createClaimsRepository(db, userId);
  return {
    disabilities,
    claims,
    onFile: async (): Promise<OnFile> => ({
      disabilities: await disabilities.list(),
      claims: await claims.list(),
    }),
  };
}

/** A recognised rating or Board decision offered to Current Disabilities and My Claims, on request. */
export function createDecisionImportService({ db, catalog, now }: DecisionImportDeps) {
  return {
    proposal: async (userId: string, documentId: string): Promise<DecisionProposal> => {
      const { decision } = await decisionLetter(db, userId, documentId);
      const onFile = await trackerOf(db, userId).onFile();
      return decision.kind === 'board-decision'
        ? proposeBoardDecision(documentId, decision.board, onFile)
        : proposeDecision(documentId, decision.rating, onFile);
    },

    /** Adds what the veteran chose, all or nothing; what is already there is counted, not added. */
    import: (userId: string, documentId: string, choice: ImportChoice) =>
      db.transaction(async (tx): Promise<ImportDecisionResult> => {
        // Two imports at once (a double click) would both see nothing on file: one waits.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`decision-import:${userId}`}, 0))`,
        );
        const { name, decision } = await decisionLetter(tx, userId, documentId);
        const tracker = trackerOf(tx, userId);
        const context = { documentName: name, today: calendarDateIn(now(), 'UTC') };
        const onFile = await tracker.onFile();
        const plan =
          decision.kind === 'board-decision'
            ? planBoardImport(decision.board, onFile, choice, context)
            : planImport(decision.rating, onFile, choice, context);
        if ('errors' in plan) throw new HttpError(400, plan.errors[0]!.message, plan.errors);

        for (const disability of plan.disabilities) await tracker.disabilities.create(disability);
        for (const { id, currentPercentage } of plan.updates) {
          await tracker.disabilities.update(id, { currentPercentage });
        }
        if (plan.disabilities.length + plan.updates.length > 0) {
          // As any change to the list does: the optimization records weigh the whole list.
          const optimizations = createRatingOptimizationsRepository(tx, userId);
          await recordOptimizations({ disabilities: tracker.disabilities, optimizations, catalog });
        }
        for (const claim of plan.claims) await tracker.claims.create(claim);
        return {
          disabilitiesAdded: plan.disabilities.length,
          disabilitiesUpdated: plan.updates.length,
          claimsAdded: plan.claims.length,
          skipped: plan.skipped,
        };
      }),
  };
}

export type DecisionImportService = ReturnType<typeof createDecisionImportService>;
