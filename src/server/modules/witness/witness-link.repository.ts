import { and, eq, gt, isNull } from 'drizzle-orm';
import type { WitnessAnswers } from '../../../contracts/witness';
import type { Database } from '../../db/client';
import { witnessRequests } from '../../db/tables';

/**
 * A witness link, found by its token's hash alone: the one way in without an account. It reads
 * only what the witness's page may show, and writes only the answers.
 */
export function createWitnessLinkRepository(db: Database) {
  const byHash = (tokenHash: string) => eq(witnessRequests.tokenHash, tokenHash);
  return {
    find: async (tokenHash: string) => {
      const [row] = await db
        .select({
          userId: witnessRequests.userId,
          conditionName: witnessRequests.conditionName,
          witnessName: witnessRequests.witnessName,
          relationship: witnessRequests.relationship,
          whatTheySaw: witnessRequests.whatTheySaw,
          expiresAt: witnessRequests.expiresAt,
          submittedAt: witnessRequests.submittedAt,
        })
        .from(witnessRequests)
        .where(byHash(tokenHash));
      return row;
    },

    /**
     * Keeps the answers if the link is still open at `at`, in one conditional update, so two
     * submissions at once cannot both succeed. False when nothing was written.
     */
    submit: async (tokenHash: string, answers: WitnessAnswers, at: Date) => {
      const [row] = await db
        .update(witnessRequests)
        .set({ answers, submittedAt: at, updatedAt: at })
        .where(
          and(
            byHash(tokenHash),
            isNull(witnessRequests.submittedAt),
            gt(witnessRequests.expiresAt, at),
          ),
        )
        .returning({ id: witnessRequests.id });
      return row !== undefined;
    },
  };
}
