import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/**
 * Asks the database for a checkpoint now, so write-ahead log files that still hold rows just
 * deleted are recycled at once rather than at the next scheduled checkpoint. PostgreSQL allows
 * it only to superusers and members of pg_checkpoint (PostgreSQL 15 and later); refused, or
 * failing for any other reason, nothing is undone and the database's own schedule
 * (checkpoint_timeout) recycles the log later. PGlite runs CHECKPOINT as PostgreSQL does.
 */
export async function requestCheckpoint(db: Database, log: FastifyBaseLogger): Promise<boolean> {
  try {
    await db.execute(sql`checkpoint`);
    return true;
  } catch (err) {
    // The error is the database's refusal; no veteran's data is in it or logged beside it.
    log.warn({ err }, 'checkpoint refused; the database will recycle its log on its own schedule');
    return false;
  }
}
