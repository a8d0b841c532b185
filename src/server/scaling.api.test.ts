import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect((await currentUser(first, cookies)).statusCode).toBe(401);
  });

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
