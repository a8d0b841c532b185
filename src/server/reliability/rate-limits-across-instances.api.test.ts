import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerUser, type TestApp } from '../test/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at REDIS_URL; the shared-limit case needs one (development and CI machines run it). */
async function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}
const redisUp = await redisAnswers();

let open: TestApp[] = [];
afterEach(async () => {
  for (const t of open.reverse()) await t.close();
  open = [];
});

/** Two instances on one database, as behind a load balancer, each allowing 2 messages. */
async function twoInstances(env: Record<string, string> = {}) {
  const first = await createTestApp({ rateLimits: { chatPerUser: 2 }, env });
  const second = await createTestApp({
    rateLimits: { chatPerUser: 2 },
    env,
    sameDatabaseAs: first,
  });
  open.push(first, second);
  const { cookies } = await registerUser(first.app);
  const session = (await callApi(first.app, 'POST', '/api/chat/sessions', cookies, {})).json<{
    id: string;
  }>();
  const ask = (t: TestApp) =>
    callApi(t.app, 'POST', '/api/chat/message', cookies, {
      sessionId: session.id,
      content: 'What is a DBQ?',
    });
  return { first, second, ask };
}

describe('rate limits with several instances', () => {
  it('are counted by each instance on its own without REDIS_URL', async () => {
    const { first, second, ask } = await twoInstances();
    expect((await ask(first)).statusCode).toBe(201);
    expect((await ask(first)).statusCode).toBe(201);
    expect((await ask(first)).statusCode).toBe(429);
    expect((await ask(second)).statusCode).toBe(201);
  });

  it.runIf(redisUp)('hold per veteran across instances with REDIS_URL', async () => {
    const { first, second, ask } = await twoInstances({ REDIS_URL });
    expect((await ask(first)).statusCode).toBe(201);
    expect((await ask(second)).statusCode).toBe(201);
    const limited = await ask(first);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts/);
    expect((await ask(second)).statusCode).toBe(429);
  });

  it('lets veterans through, without waiting, when the shared store cannot be reached', async () => {
    // Nothing listens on port 1: every counter call fails at once.
    const { first, ask } = await twoInstances({ REDIS_URL: 'redis://127.0.0.1:1' });
    for (let i = 0; i < 3; i++) expect((await ask(first)).statusCode).toBe(201);
  });
});

/** Two instances on one database that note each sign-in wait instead of waiting. */
async function twoInstancesSigningIn(env: Record<string, string> = {}) {
  const waits: number[] = [];
  const options = {
    env,
    // Two wrong passwords are free; from the third attempt on, each waits a second.
    rateLimits: {
      loginSlowdown: { freeFailures: 2, firstDelayMs: 1000, maxDelayMs: 1000, windowMs: 900_000 },
    },
    sleep: async (ms: number) => void waits.push(ms),
  };
  const first = await createTestApp(options);
  const second = await createTestApp({ ...options, sameDatabaseAs: first });
  open.push(first, second);
  const { email, password } = await registerUser(first.app);
  const signIn = (t: TestApp, withPassword = 'wrong password') =>
    callApi(t.app, 'POST', '/api/auth/login', undefined, { email, password: withPassword });
  return { first, second, signIn, password, waits };
}

describe('sign-in slowdowns with several instances', () => {
  it('are counted by each instance on its own without REDIS_URL', async () => {
    const { first, second, signIn, waits } = await twoInstancesSigningIn();
    expect((await signIn(first)).statusCode).toBe(401);
    expect((await signIn(second)).statusCode).toBe(401);
    expect((await signIn(second)).statusCode).toBe(401);
    expect(waits).toEqual([]);
    expect((await signIn(second)).statusCode).toBe(401);
    expect(waits).toEqual([1000]);
  });

  it.runIf(redisUp)('hold per account across instances with REDIS_URL', async () => {
    const { first, second, signIn, password, waits } = await twoInstancesSigningIn({ REDIS_URL });
    expect((await signIn(first)).statusCode).toBe(401);
    expect((await signIn(second)).statusCode).toBe(401);
    expect(waits).toEqual([]);
    expect((await signIn(first)).statusCode).toBe(401);
    expect(waits).toEqual([1000]);
    // The right password on the other instance waits too, then signs in and clears the count.
    expect((await signIn(second, password)).statusCode).toBe(200);
    expect(waits).toEqual([1000, 1000]);
    expect((await signIn(first)).statusCode).toBe(401);
    expect(waits).toEqual([1000, 1000]);
  });

  it('are counted by each instance on its own when the shared store cannot be reached', async () => {
    const { first, second, signIn, password, waits } = await twoInstancesSigningIn({
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    for (let i = 0; i < 2; i++) expect((await signIn(first)).statusCode).toBe(401);
    expect((await signIn(second)).statusCode).toBe(401);
    expect(waits).toEqual([]);
    // Guessing on one instance still slows down there; the veteran still signs in.
    expect((await signIn(first)).statusCode).toBe(401);
    expect(waits).toEqual([1000]);
    expect((await signIn(first, password)).statusCode).toBe(200);
    expect(waits).toEqual([1000, 1000]);
  });
});
