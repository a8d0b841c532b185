import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { disabilities, users, vaRatingOptimizations } from '../../db/tables';

/** Everything stored for one veteran, read for the export, and the deletion of it all. */
export function createAccountRepository(db: Database, userId: string) {
  return {
    findAccount: async () => {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          emailVerified: users.emailVerified,
          documentConsentGiven: users.documentConsentGiven,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Only to check the password; never part of the export. */
    findPasswordHash: async () => {
      const [row] = await db
        .select({ password: users.password })
        .from(users)
        .where(eq(users.id, userId));
      return row?.password;
    },

    listDisabilities: () =>
      db
        .select({
          id: disabilities.id,
          name: disabilities.name,
          currentPercentage: disabilities.currentPercentage,
          diagnosticCode: disabilities.diagnosticCode,
          side: disabilities.side,
          spineSegment: disabilities.spineSegment,
          createdAt: disabilities.createdAt,
          updatedAt: disabilities.updatedAt,
        })
        .from(disabilities)
        .where(eq(disabilities.userId, userId))
        .orderBy(asc(disabilities.createdAt), asc(disabilities.id)),

    listRatingGuidance: async () =>
      (
        await db
          .select()
          .from(vaRatingOptimizations)
          .where(eq(vaRatingOptimizations.userId, userId))
          .orderBy(asc(vaRatingOptimizations.createdAt), asc(vaRatingOptimizations.id))
      ).map(({ userId: _, ...row }) => row),

    /** Removes the account; every table holding the veteran's rows cascades from it. */
    deleteAccount: async () => {
      const removed = await db
        .delete(users)
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return removed.length > 0;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
