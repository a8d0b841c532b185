import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type RateLimits } from '../config';
import { openDatabase, pgliteOptions, wrapPglite, type DatabaseHandle } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import type { Extractor } from '../documents/extraction/extraction-types';
import { SESSION_COOKIE } from '../plugins/session';
import { vaFormsDir } from './va-form-files';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The PostgreSQL database it uses; unset on PGlite. */
  databaseUrl: string | undefined;
  dataDir: string;
  close: () => Promise<void>;
};

type TestAppOptions = {
  rateLimits?: Partial<RateLimits>;
  now?: () => Date;
  /** Stands in for real waiting, e.g. to record sign-in slowdowns. */
  sleep?: (ms: number) => Promise<void>;
  /** Log lines at LOG_LEVEL (silent unless the env sets one) go here as JSON strings. */
  logStream?: { write: (line: string) => void };
  clientDir?: string;
  /** A second instance on the same database, as behind a load balancer. */
  sameDatabaseAs?: TestApp;
  /** More environment variables, as an operator would set them. */
  env?: Record<string, string>;
  /** Stands in for the extraction pool, e.g. one whose worker dies. */
  extractor?: Extractor;
  /** Another way to the run's PostgreSQL database, e.g. through a proxy that can cut it off. */
  databaseUrl?: string;
  /** Stands in for Wingman's engine in chat, e.g. one that fails part-way through an answer. */
  chatAssistant?: AppDeps['chatAssistant'];
};

// Instances behind one load balancer share the cookie-signing secret.
const TEST_SESSION_SECRET = 'test-secret-shared-by-every-instance-0123456789';

/** The real app on a real database: PGlite in memory, or the run's PostgreSQL database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wingman-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://wingman.test',
    SESSION_SECRET: TEST_SESSION_SECRET,
    // VA's forms from ../shared, never downloaded by a test (DESIGN §3).
    FORMS_DIR: vaFormsDir,
    ...options.env,
  });
  config.rateLimits = { ...config.rateLimits, ...options.rateLimits };
  const databaseUrl = options.sameDatabaseAs
    ? options.sameDatabaseAs.databaseUrl
    : (options.databaseUrl ?? inject('databaseUrl'));
  const database = options.sameDatabaseAs
    ? await connectAgain(options.sameDatabaseAs)
    : await openTestDatabase(databaseUrl);
  const app = await buildApp({
    config,
    database,
    clientDir: options.clientDir ?? path.join(dataDir, 'no-client'),
    // Jobs run when a test calls them, on the test's clock.
    startJobs: false,
    ...(options.now && { now: options.now }),
    ...(options.sleep && { sleep: options.sleep }),
    ...(options.logStream && { logStream: options.logStream }),
    ...(options.extractor && { extractor: options.extractor }),
    ...(options.chatAssistant && { chatAssistant: options.chatAssistant }),
  });
  return {
    app,
    database,
    databaseUrl,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(url: string | undefined): Promise<DatabaseHandle> {
  const snapshot = inject('pgliteSnapshot');
  if (snapshot && !url) {
    const loadDataDir = new Blob([await readFile(snapshot)]);
    return wrapPglite(new PGlite({ loadDataDir, ...pgliteOptions }));
  }
  const database = await openDatabase({ url });
  await prepareDatabase(database);
  return database;
}

/** Another connection to a test database: a new pool on PostgreSQL, the same PGlite otherwise. */
async function connectAgain({ database, databaseUrl }: TestApp): Promise<DatabaseHandle> {
  if (databaseUrl) return openDatabase({ url: databaseUrl });
  return { ...database, close: async () => {} };
}

/** A log stream that keeps every line, for tests that check what is (not) logged. */
export function captureLogs() {
  const lines: string[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
  };
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

type Cookies = Record<string, string>;

export type ApiCall = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookies?: Cookies,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** One JSON request to the app as a veteran (their cookies) or signed out (none). */
export const callApi = (
  app: FastifyInstance,
  ...[method, url, cookies, payload]: Parameters<ApiCall>
) =>
  app.inject({
    method,
    url,
    ...(cookies && { cookies }),
    ...(payload !== undefined && { payload: payload as object }),
  });

/** An app with two signed-in veterans, for suites that check one cannot see the other. */
export async function createTestAppWithTwoVeterans() {
  const t = await createTestApp();
  const alice = (await registerUser(t.app)).cookies;
  const bob = (await registerUser(t.app)).cookies;
  return { t, alice, bob };
}
