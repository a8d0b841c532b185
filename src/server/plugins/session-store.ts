import type { SessionStore } from '@fastify/session';
import type * as Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, StopListening } from '../db/client';
import { sessions } from '../db/tables';
import { SessionCache } from './session-cache';

type Session = Fastify.Session;
type Callback = (err?: unknown, result?: Session | null) => void;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where instances tell each other that sessions have ended (decision record 010). */
const ENDINGS_CHANNEL = 'wingman_sessions_ended';
const endingOf = { session: (sid: string) => `sid:${sid}`, user: (id: string) => `user:${id}` };

/**
 * @fastify/session store on the spec's sessions table, so any instance can revoke a session.
 * Sessions read are kept in memory while this instance hears the others' endings, which saves
 * a database round trip on almost every signed-in request (decision record 010).
 */
export class DatabaseSessionStore implements SessionStore {
  private readonly cache: SessionCache<Session>;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.cache = new SessionCache(() => this.now().getTime());
  }

  /** Hears the sessions other instances end; until this runs, nothing is kept in memory. */
  hearEndings(database: DatabaseHandle): Promise<StopListening> {
    return database.listen(ENDINGS_CHANNEL, {
      message: (payload) => {
        const [kind, id = ''] = payload.split(/:(.*)/s);
        if (kind === 'sid') this.cache.forget(id);
        else if (kind === 'user') this.cache.forgetUser(id);
      },
      live: (live) => this.cache.setTrusted(live),
    });
  }

  set(sid: string, session: Session, callback: Callback): void {
    const expire = session.cookie.expires ?? new Date(this.now().getTime() + DAY_MS);
    const sess = JSON.parse(JSON.stringify(session)) as object;
    this.db
      .insert(sessions)
      .values({ sid, sess, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } })
      .then(() => this.cache.forget(sid))
      .then(() => callback(), callback);
  }

  get(sid: string, callback: Callback): void {
    const cached = this.cache.get(sid);
    if (cached) return callback(null, cached);
    const reading = this.cache.beginRead();
    this.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sid))
      .then(([row]) => {
        if (!row || row.expire <= this.now()) return callback(null, null);
        const session = row.sess as Session;
        reading.keep(sid, session, session.userId, row.expire);
        callback(null, session);
      }, callback);
  }

  // Forgotten after the row is gone, so no read in between can keep it again.
  destroy(sid: string, callback: Callback): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => this.cache.forget(sid))
      .then(() => this.announce(endingOf.session(sid)))
      .then(() => callback(), callback);
  }

  /** Ends every session of one user, e.g. after a password reset. */
  async destroyAllForUser(userId: string): Promise<void> {
    await this.db.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`);
    this.cache.forgetUser(userId);
    await this.announce(endingOf.user(userId));
  }

  private async announce(ending: string) {
    await this.db.execute(sql`select pg_notify(${ENDINGS_CHANNEL}, ${ending})`);
  }
}
