import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  WitnessAnswers,
  WitnessRequest,
  WitnessRequestState,
} from '../../../contracts/witness';
import type { Database } from '../../db/client';
import { caseConditions, users, witnessRequests } from '../../db/tables';

export type WitnessRequestRow = typeof witnessRequests.$inferSelect;

export function stateOf(row: WitnessRequestRow, at: Date): WitnessRequestState {
  if (row.statementId) return 'added';
  if (row.submittedAt) return 'answered';
  return row.expiresAt > at ? 'waiting' : 'expired';
}

/** The veteran's view of a request: everything but the token's hash. */
export const toWitnessRequest = (row: WitnessRequestRow, at: Date): WitnessRequest => ({
  id: row.id,
  conditionId: row.conditionId,
  conditionName: row.conditionName,
  witnessName: row.witnessName,
  relationship: row.relationship,
  whatTheySaw: row.whatTheySaw,
  state: stateOf(row, at),
  expiresAt: row.expiresAt.toISOString(),
  submittedAt: row.submittedAt?.toISOString() ?? null,
  answers: (row.answers as WitnessAnswers | null) ?? null,
  statementId: row.statementId,
  createdAt: row.createdAt.toISOString(),
});

type NewRequest = Pick<
  WitnessRequestRow,
  | 'conditionId'
  | 'conditionName'
  | 'witnessName'
  | 'relationship'
  | 'whatTheySaw'
  | 'tokenHash'
  | 'expiresAt'
>;

/** One veteran's witness requests; every query is filtered by their id. */
export function createWitnessRequestsRepository(db: Database, userId: string) {
  const own = (id: string) => and(eq(witnessRequests.id, id), eq(witnessRequests.userId, userId));
  return {
    /** Newest first. */
    list: () =>
      db
        .select()
        .from(witnessRequests)
        .where(eq(witnessRequests.userId, userId))
        .orderBy(desc(witnessRequests.createdAt), desc(witnessRequests.id)),

    find: async (id: string) => {
      const [row] = await db.select().from(witnessRequests).where(own(id));
      return row;
    },

    create: async (request: NewRequest) => {
      const [row] = await db
        .insert(witnessRequests)
        .values({ ...request, userId })
        .returning();
      return row!;
    },

    /** Records the statement made from the answers, once: false when another did it first. */
    linkStatement: async (id: string, statementId: string) => {
      const [row] = await db
        .update(witnessRequests)
        .set({ statementId, updatedAt: new Date() })
        .where(and(own(id), isNull(witnessRequests.statementId)))
        .returning({ id: witnessRequests.id });
      return row !== undefined;
    },

    remove: async (id: string) => {
      const removed = await db
        .delete(witnessRequests)
        .where(own(id))
        .returning({ id: witnessRequests.id });
      return removed.length > 0;
    },

    /** The name of one of the veteran's own conditions in My Case. */
    conditionName: async (conditionId: string) => {
      const [row] = await db
        .select({ name: caseConditions.name })
        .from(caseConditions)
        .where(and(eq(caseConditions.id, conditionId), eq(caseConditions.userId, userId)));
      return row?.name;
    },

    /** The veteran's own condition of that name, ignoring case, as a chat link may name it. */
    conditionNamed: async (name: string) => {
      const [row] = await db
        .select({ id: caseConditions.id, name: caseConditions.name })
        .from(caseConditions)
        .where(
          and(
            eq(caseConditions.userId, userId),
            sql`lower(${caseConditions.name}) = lower(${name})`,
          ),
        )
        .orderBy(caseConditions.createdAt)
        .limit(1);
      return row;
    },

    /** The veteran's name as registered, for the form's identity boxes. */
    veteranName: async () => {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return { firstName: row?.firstName ?? null, lastName: row?.lastName ?? null };
    },
  };
}
