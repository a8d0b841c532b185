import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CaseConditionInput, EvidenceDecisionInput } from '../../../contracts/case';
import type { Database } from '../../db/client';
import {
  caseConditions,
  caseEvidenceDecisions,
  caseProviders,
  disabilities,
  documents,
} from '../../db/tables';

export type CaseConditionRow = typeof caseConditions.$inferSelect;
/** Which item a decision is about: the element, and the document's page and words. */
export type EvidenceItemKey = Omit<EvidenceDecisionInput, 'state'>;

/**
 * One veteran's claimed conditions, their answers to proposed evidence, and what the evidence
 * map reads of their documents and ratings; every query is filtered by their id.
 */
export function createCaseRepository(db: Database, userId: string) {
  const ownCondition = (id: string) =>
    and(eq(caseConditions.id, id), eq(caseConditions.userId, userId));
  const sameItem = (conditionId: string, item: EvidenceItemKey) =>
    and(
      eq(caseEvidenceDecisions.userId, userId),
      eq(caseEvidenceDecisions.conditionId, conditionId),
      eq(caseEvidenceDecisions.elementKey, item.elementKey),
      eq(caseEvidenceDecisions.documentId, item.documentId),
      eq(caseEvidenceDecisions.page, item.page),
      eq(caseEvidenceDecisions.quote, item.quote),
    );
  return {
    /** Oldest first, in the order the veteran added them. */
    listConditions: () =>
      db
        .select()
        .from(caseConditions)
        .where(eq(caseConditions.userId, userId))
        .orderBy(asc(caseConditions.createdAt), asc(caseConditions.id)),

    findCondition: async (id: string) => {
      const [row] = await db.select().from(caseConditions).where(ownCondition(id));
      return row;
    },

    createCondition: async (input: CaseConditionInput) => {
      const [row] = await db
        .insert(caseConditions)
        .values({ ...input, userId })
        .returning();
      return row!;
    },

    /** Where the condition came from is its history, kept as it was. */
    updateCondition: async (
      id: string,
      { origin: _, originDocumentId: __, ...fields }: CaseConditionInput,
    ) => {
      const [row] = await db.update(caseConditions).set(fields).where(ownCondition(id)).returning();
      return row;
    },

    /** Its answers go with it (cascade); providers stop naming it. */
    removeCondition: (id: string) =>
      db.transaction(async (tx) => {
        const removed = await tx
          .delete(caseConditions)
          .where(ownCondition(id))
          .returning({ id: caseConditions.id });
        if (removed.length === 0) return false;
        await tx
          .update(caseProviders)
          .set({ conditionIds: sql`array_remove(${caseProviders.conditionIds}, ${id}::uuid)` })
          .where(eq(caseProviders.userId, userId));
        return true;
      }),

    /** The ids among `ids` that are this veteran's conditions. */
    ownConditionIds: async (ids: readonly string[]) => {
      if (ids.length === 0) return new Set<string>();
      const rows = await db
        .select({ id: caseConditions.id })
        .from(caseConditions)
        .where(and(eq(caseConditions.userId, userId), inArray(caseConditions.id, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    listDecisions: () =>
      db
        .select()
        .from(caseEvidenceDecisions)
        .where(eq(caseEvidenceDecisions.userId, userId))
        .orderBy(asc(caseEvidenceDecisions.createdAt), asc(caseEvidenceDecisions.id)),

    listDecisionsOf: (conditionId: string) =>
      db
        .select()
        .from(caseEvidenceDecisions)
        .where(
          and(
            eq(caseEvidenceDecisions.userId, userId),
            eq(caseEvidenceDecisions.conditionId, conditionId),
          ),
        ),

    /** Records the answer, replacing an earlier answer about the same item. */
    saveDecision: async (conditionId: string, decision: EvidenceDecisionInput) => {
      const inserted = await db
        .insert(caseEvidenceDecisions)
        .values({ ...decision, conditionId, userId })
        .onConflictDoNothing()
        .returning({ id: caseEvidenceDecisions.id });
      if (inserted.length > 0) return;
      await db
        .update(caseEvidenceDecisions)
        .set({ state: decision.state })
        .where(sameItem(conditionId, decision));
    },

    /** Takes the answer back, so the item is proposed again; false if there was none. */
    removeDecision: async (conditionId: string, item: EvidenceItemKey) => {
      const removed = await db
        .delete(caseEvidenceDecisions)
        .where(sameItem(conditionId, item))
        .returning({ id: caseEvidenceDecisions.id });
      return removed.length > 0;
    },

    /** The veteran's rated disabilities (Current Disabilities), as the evidence map reads them. */
    listDisabilities: () =>
      db
        .select({
          id: disabilities.id,
          name: disabilities.name,
          currentPercentage: disabilities.currentPercentage,
          diagnosticCode: disabilities.diagnosticCode,
          side: disabilities.side,
          spineSegment: disabilities.spineSegment,
        })
        .from(disabilities)
        .where(eq(disabilities.userId, userId))
        .orderBy(asc(disabilities.createdAt), asc(disabilities.id)),

    ownsDisability: async (id: string) => {
      const [row] = await db
        .select({ id: disabilities.id })
        .from(disabilities)
        .where(and(eq(disabilities.id, id), eq(disabilities.userId, userId)));
      return row !== undefined;
    },

    /**
     * Every analysed document, with what tells its own findings from a combined analysis's and
     * the rating or Board decision recognised in it.
     */
    listAnalysedDocuments: () =>
      db
        .select({ ...analysedColumns, decision: documents.decision })
        .from(documents)
        .where(and(eq(documents.userId, userId), isNotNull(documents.analysis)))
        .orderBy(asc(documents.uploadedAt), asc(documents.id)),

    /** One document's analysis and extracted text, to check a quote against. */
    findDocumentWords: async (id: string) => {
      const [row] = await db
        .select({ ...analysedColumns, fileContent: documents.fileContent })
        .from(documents)
        .where(and(eq(documents.id, id), eq(documents.userId, userId)));
      return row;
    },

    /** The files evidence.pdf includes: the original bytes while kept, and the read text. */
    /** What titles an exhibit: its name, its analysis and the head of its text. */
    exhibitTitleSources: (ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: documents.id,
              originalName: documents.originalName,
              analysis: documents.analysis,
              text: sql<string | null>`left(${documents.fileContent}, 2000)`,
            })
            .from(documents)
            .where(and(eq(documents.userId, userId), inArray(documents.id, [...ids]))),

    /** When each document was uploaded, YYYY-MM-DD by id. */
    uploadDates: async (ids: readonly string[]) =>
      ids.length === 0
        ? new Map<string, string>()
        : new Map(
            (
              await db
                .select({ id: documents.id, uploadedAt: documents.uploadedAt })
                .from(documents)
                .where(and(eq(documents.userId, userId), inArray(documents.id, [...ids])))
            ).map((row) => [row.id, row.uploadedAt.toISOString().slice(0, 10)]),
          ),

    findExhibitFiles: (ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: documents.id,
              mimeType: documents.mimeType,
              fileBytes: documents.fileBytes,
              fileContent: documents.fileContent,
            })
            .from(documents)
            .where(and(eq(documents.userId, userId), inArray(documents.id, [...ids]))),

    ownsDocument: async (id: string) => {
      const [row] = await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.id, id), eq(documents.userId, userId)));
      return row !== undefined;
    },
  };
}

const analysedColumns = {
  id: documents.id,
  originalName: documents.originalName,
  analysis: documents.analysis,
  analysisDocumentIds: documents.analysisDocumentIds,
};

export type CaseRepository = ReturnType<typeof createCaseRepository>;
