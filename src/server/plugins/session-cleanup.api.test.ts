import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sessions } from '../db/tables';
import { createTestApp, registerUser, type TestApp } from '../test/test-app';
import { SESSION_CLEANUP_LOCK_ID, sweepExpiredSessions } from './session-cleanup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const currentUser = (cookies: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', cookies });

const sessionRowsOf = async (userId: string) =>
  t.database.db
    .select()
    .from(sessions)
    .where(sql`${sessions.sess}->>'userId' = ${userId}`);

describe('session cleanup', () => {
  it('removes expired sessions and keeps live ones', async () => {
    const expired = await registerUser(t.app);
    const live = await registerUser(t.app);
    const [expiredRow] = await sessionRowsOf(expired.user.id);
    await t.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 60_000) })
      .where(eq(sessions.sid, expiredRow!.sid));

    const result = await sweepExpiredSessions(t.database.db, new Date());

    expect(result.ran).toBe(true);
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await sessionRowsOf(expired.user.id)).toEqual([]);
    expect(await sessionRowsOf(live.user.id)).toHaveLength(1);
    expect((await currentUser(live.cookies)).statusCode).toBe(200);
    expect((await currentUser(expired.cookies)).statusCode).toBe(401);
  });

  // PGlite is one connection in one process, so there is no second instance to contend with.
  it.runIf(inject('databaseUrl'))(
    'skips the pass while another instance holds the lock, and runs once it is free',
    async () => {
      const { user } = await registerUser(t.app);
      const [row] = await sessionRowsOf(user.id);
      await t.database.db
        .update(sessions)
        .set({ expire: new Date(Date.now() - 60_000) })
        .where(eq(sessions.sid, row!.sid));

      // Another instance, mid-pass: its own connection holding the same lock in a transaction.
      const other = new pg.Client({ connectionString: inject('databaseUrl') });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select pg_advisory_xact_lock($1)', [SESSION_CLEANUP_LOCK_ID]);
        expect(await sweepExpiredSessions(t.database.db, new Date())).toEqual({
          ran: false,
          removed: 0,
        });
        expect(await sessionRowsOf(user.id)).toHaveLength(1);
        await other.query('commit');
      } finally {
        await other.end();
      }

      const after = await sweepExpiredSessions(t.database.db, new Date());
      expect(after.ran).toBe(true);
      expect(await sessionRowsOf(user.id)).toEqual([]);
    },
  );
});
