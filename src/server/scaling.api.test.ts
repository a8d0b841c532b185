import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LISTENER_NAME } from './db/client';
import { prepareDatabase } from './db/prepare';
import { createTestApp, registerUser, type TestApp } from './test/test-app';

// DESIGN §9: instances are stateless, so any of them can serve any request.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ sameDatabaseAs: first });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const currentUser = (t: TestApp, cookies: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', cookies });

describe('two instances on one database', () => {
  it('share sessions: signed in on one, recognised by the other, signed out everywhere', async () => {
    const { cookies, email } = await registerUser(first.app);
    const onSecond = await currentUser(second, cookies);
    expect(onSecond.statusCode).toBe(200);
    expect(onSecond.json().email).toBe(email);

    await second.app.inject({ method: 'POST', url: '/api/auth/logout', cookies });
    // The first keeps sessions in memory and forgets this one once it hears of the ending.
    await expect.poll(async () => (await currentUser(first, cookies)).statusCode).toBe(401);
  });

  it('end every session of a deleted account on the other instance too', async () => {
    const { cookies, password } = await registerUser(first.app);
    const onPhone = await second.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: (await currentUser(first, cookies)).json().email, password },
    });
    const phone = { 'wingman.sid': onPhone.cookies[0]!.value };
    expect((await currentUser(second, phone)).statusCode).toBe(200);

    const deleted = await first.app.inject({
      method: 'DELETE',
      url: '/api/account',
      cookies,
      payload: { password },
    });
    expect(deleted.statusCode).toBe(204);
    await expect.poll(async () => (await currentUser(second, phone)).statusCode).toBe(401);
  });

  it.runIf(inject('databaseUrl'))(
    'do not trust sessions kept in memory while they cannot hear endings',
    async () => {
      const { cookies } = await registerUser(first.app);
      expect((await currentUser(first, cookies)).statusCode).toBe(200);

      // The first instance's listening connection is cut, so the second's announcement of the
      // sign-out below may go unheard; the first must ask the database instead.
      const admin = new pg.Client({ connectionString: inject('databaseUrl') });
      await admin.connect();
      try {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [LISTENER_NAME],
        );
      } finally {
        await admin.end();
      }
      await second.app.inject({ method: 'POST', url: '/api/auth/logout', cookies });
      await expect
        .poll(async () => (await currentUser(first, cookies)).statusCode, { timeout: 1000 })
        .toBe(401);
    },
  );

  it('see each other’s writes', async () => {
    const { cookies } = await registerUser(first.app);
    await first.app.inject({
      method: 'POST',
      url: '/api/disabilities',
      cookies,
      payload: { name: 'Tinnitus', currentPercentage: 10 },
    });
    const list = await second.app.inject({ method: 'GET', url: '/api/disabilities', cookies });
    expect(list.json().map((d: { name: string }) => d.name)).toEqual(['Tinnitus']);
  });

  it('can both run start-up preparation at once', async () => {
    await expect(
      Promise.all([prepareDatabase(first.database), prepareDatabase(second.database)]),
    ).resolves.toBeDefined();
    const conditions = await second.app.inject({
      method: 'GET',
      url: '/api/conditions?q=ptsd',
      cookies: (await registerUser(second.app)).cookies,
    });
    expect(conditions.json()[0].diagnosticCode).toBe('9411');
  });
});
