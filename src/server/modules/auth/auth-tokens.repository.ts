import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailVerificationTokens, passwordResetTokens } from '../../db/tables';

type TokenTable = typeof passwordResetTokens | typeof emailVerificationTokens;

/** Single-use, expiring mail-link tokens, looked up by hash only. */
function createTokenStore(table: TokenTable) {
  return {
    issue: async (db: Database, userId: string, tokenHash: string, expiresAt: Date) => {
      await db.insert(table).values({ userId, tokenHash, expiresAt });
    },
    /** Marks the token used and returns its user, or nothing if unknown, used or expired. */
    consume: async (db: Database, tokenHash: string, now: Date): Promise<string | undefined> => {
      const [row] = await db
        .update(table)
        .set({ usedAt: now })
        .where(and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now)))
        .returning({ userId: table.userId });
      return row?.userId;
    },
    /** The user a token was issued to, used or expired alike (a link opened twice). */
    ownerOf: async (db: Database, tokenHash: string): Promise<string | undefined> => {
      const [row] = await db
        .select({ userId: table.userId })
        .from(table)
        .where(eq(table.tokenHash, tokenHash));
      return row?.userId;
    },
    revokeAllForUser: async (db: Database, userId: string, now: Date) => {
      await db
        .update(table)
        .set({ usedAt: now })
        .where(and(eq(table.userId, userId), isNull(table.usedAt)));
    },
  };
}

export const passwordResetTokenStore = createTokenStore(passwordResetTokens);
export const verificationTokenStore = createTokenStore(emailVerificationTokens);
export type TokenStore = typeof passwordResetTokenStore;
