import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOwnDatabase } from './test/own-database';
import { createTestApp, registerUser, type TestApp } from './test/test-app';

// DESIGN §9: without SESSION_SECRET, instances find the cookie-signing secret in the database,
// not in their own data folders. An empty value leaves it unset.
const NO_SECRET = { SESSION_SECRET: '' };

const started: TestApp[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const t of started.reverse()) await t.close();
  for (const cleanup of cleanups) await cleanup();
});

async function start(...options: Parameters<typeof createTestApp>) {
  const t = await createTestApp(...options);
  started.push(t);
  return t;
}

const currentUser = (t: TestApp, cookies: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', cookies });

describe('the generated session secret', () => {
  it('is shared by two instances with their own data folders', async () => {
    const first = await start({ env: NO_SECRET });
    const second = await start({ sameDatabaseAs: first, env: NO_SECRET });
    expect(second.dataDir).not.toBe(first.dataDir);

    const { cookies, email } = await registerUser(first.app);
    const onSecond = await currentUser(second, cookies);
    expect(onSecond.statusCode).toBe(200);
    expect(onSecond.json().email).toBe(email);
  });

  it('carries over the one an earlier version kept in the data folder', async () => {
    const legacySecret = 'a-secret-an-earlier-version-kept-in-the-data-folder';
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wingman-legacy-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await writeFile(path.join(dataDir, 'session-secret'), `${legacySecret}\n`);
    // A database that has never stored a secret, as before the upgrade.
    const database = await createOwnDatabase();
    cleanups.push(database.drop);

    const upgraded = await start({
      env: { ...NO_SECRET, DATA_DIR: dataDir },
      ...(database.url && { databaseUrl: database.url }),
    });
    // Signed with the old secret, a cookie from before the upgrade is still good.
    const signedBefore = await start({
      sameDatabaseAs: upgraded,
      env: { SESSION_SECRET: legacySecret },
    });
    const { cookies } = await registerUser(signedBefore.app);
    expect((await currentUser(upgraded, cookies)).statusCode).toBe(200);
  });
});
