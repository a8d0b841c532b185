import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { clearExpiredContent } from '../modules/documents/documents.repository';

// Any fixed number, the same on every instance; sessions and migrations use others.
export const DOCUMENT_RETENTION_LOCK_ID = 724_903;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export type RetentionSweepResult = { ran: boolean; cleared: number };

/**
 * One pass clearing the text and bytes of documents whose content has expired; the analysis
 * stays. With several instances on one database the pass runs where the advisory lock is
 * taken and the others skip it. A second pass finds nothing left to clear.
 */
export async function sweepExpiredDocumentContent(
  db: Database,
  now: Date,
): Promise<RetentionSweepResult> {
  return db.transaction(async (tx) => {
    // PGlite and node-postgres both answer raw SQL with { rows }, which Drizzle types loosely.
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${DOCUMENT_RETENTION_LOCK_ID}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!lock.rows[0]?.locked) return { ran: false, cleared: 0 };
    const cleared = await clearExpiredContent(tx, now);
    return { ran: true, cleared: cleared.length };
  });
}

/** Sweeps every ten minutes while the app runs; a failed pass is logged and the next one retries. */
export function scheduleDocumentRetention(app: FastifyInstance, db: Database, now: () => Date) {
  const timer = setInterval(() => {
    sweepExpiredDocumentContent(db, now()).catch((err: unknown) =>
      app.log.error({ err }, 'document retention sweep failed'),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
