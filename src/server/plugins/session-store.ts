import type { SessionStore } from '@fastify/session';
import type * as Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/tables';

type Session = Fastify.Session;
type Callback = (err?: unknown, result?: Session | null) => void;

const DAY_MS = 24 * 60 * 60 * 1000;

/** @fastify/session store on the spec's sessions table, so any instance can revoke a session. */
export class DatabaseSessionStore implements SessionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  set(sid: string, session: Session, callback: Callback): void {
    const expire = session.cookie.expires ?? new Date(this.now().getTime() + DAY_MS);
    const sess = JSON.parse(JSON.stringify(session)) as object;
    this.db
      .insert(sessions)
      .values({ sid, sess, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } })
      .then(() => callback(), callback);
  }

  get(sid: string, callback: Callback): void {
    this.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sid))
      .then(([row]) => {
        if (!row || row.expire <= this.now()) return callback(null, null);
        callback(null, row.sess as Session);
      }, callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback(), callback);
  }

  /** Ends every session of one user, e.g. after a password reset. */
  async destroyAllForUser(userId: string): Promise<void> {
    await this.db.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`);
  }
}
