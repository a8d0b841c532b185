import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { sessions } from '../db/tables';

// Any fixed number, the same on every instance; the migration lock uses another.
export const SESSION_CLEANUP_LOCK_ID = 724_902;
const HOUR_MS = 60 * 60 * 1000;

export type SweepResult = { ran: boolean; removed: number };

/**
 * One pass of removing expired session rows. With several instances on one database, the
 * pass runs where the advisory lock is taken; the others skip it instead of repeating it.
 */
export async function sweepExpiredSessions(db: Database, now: Date): Promise<SweepResult> {
  return db.transaction(async (tx) => {
    // PGlite and node-postgres both answer raw SQL with { rows }, which Drizzle types loosely.
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${SESSION_CLEANUP_LOCK_ID}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!lock.rows[0]?.locked) return { ran: false, removed: 0 };
    const removed = await tx
      .delete(sessions)
      .where(lt(sessions.expire, now))
      .returning({ sid: sessions.sid });
    return { ran: true, removed: removed.length };
  });
}

/** Sweeps hourly while the app runs; a failed pass is logged and the next one tries again. */
export function scheduleSessionCleanup(app: FastifyInstance, db: Database, now: () => Date) {
  const timer = setInterval(() => {
    sweepExpiredSessions(db, now()).catch((err: unknown) =>
      app.log.error({ err }, 'session cleanup failed'),
    );
  }, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
