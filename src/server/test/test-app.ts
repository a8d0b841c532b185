import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type RateLimits } from '../config';
import { openDatabase, wrapPglite, type DatabaseHandle } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { SESSION_COOKIE } from '../plugins/session';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  close: () => Promise<void>;
};

type TestAppOptions = { rateLimits?: Partial<RateLimits>; now?: () => Date; clientDir?: string };

/** The real app on a real database: PGlite in memory, or the run's PostgreSQL database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wingman-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://wingman.test',
  });
  config.rateLimits = { ...config.rateLimits, ...options.rateLimits };
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    clientDir: options.clientDir ?? path.join(dataDir, 'no-client'),
    ...(options.now && { now: options.now }),
  });
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const snapshot = inject('pgliteSnapshot');
  if (snapshot) {
    const loadDataDir = new Blob([await readFile(snapshot)]);
    return wrapPglite(new PGlite({ loadDataDir }));
  }
  const database = await openDatabase({ url: inject('databaseUrl') });
  await prepareDatabase(database);
  return database;
}

let counter = 0;
/** A unique address per call, so suites can share one PostgreSQL database. */
export const uniqueEmail = (label = 'veteran') =>
  `${label}.${process.pid}.${Date.now()}.${counter++}@example.com`;

export const sessionCookie = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie ? { [SESSION_COOKIE]: cookie.value } : undefined;
};

/** Registers through the real endpoint and returns the signed-in cookie. */
export async function registerUser(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = 'correct horse battery',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return {
    email,
    password,
    cookies: sessionCookie(response)!,
    user: response.json<{ id: string }>(),
  };
}
