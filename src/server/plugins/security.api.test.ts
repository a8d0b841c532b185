import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  registerUser,
  sessionCookie,
  uniqueEmail,
  type TestApp,
} from '../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const wrongLogin = (app: TestApp['app'], email: string, ip = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password: 'wrong password' },
  });

describe('rate limits', () => {
  it('slows down guessing on one account from many addresses, yet the right password still signs in', async () => {
    const waits: number[] = [];
    t = await createTestApp({
      rateLimits: {
        loginSlowdown: { freeFailures: 3, firstDelayMs: 1000, maxDelayMs: 8000, windowMs: 900_000 },
      },
      sleep: async (ms) => void waits.push(ms),
    });
    const { email, password } = await registerUser(t.app);
    for (let i = 0; i < 10; i++)
      expect((await wrongLogin(t.app, email, `198.51.100.${i}`)).statusCode).toBe(401);
    // Three free, then each attempt waits twice as long as the last, up to the cap.
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000]);

    // The veteran, from yet another address, waits once and is signed in: no lock-out.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.50',
      payload: { email, password },
    });
    expect(right.statusCode).toBe(200);
    expect(sessionCookie(right)).toBeDefined();
    expect(waits).toHaveLength(8);
    expect(waits.at(-1)).toBe(8000);

    // Signing in clears the account's slowdown.
    expect((await wrongLogin(t.app, email)).statusCode).toBe(401);
    expect(waits).toHaveLength(8);
  });

  it('slows an unknown address the same way, so the wait says nothing about who has an account', async () => {
    const waits: number[] = [];
    t = await createTestApp({
      rateLimits: {
        loginSlowdown: { freeFailures: 1, firstDelayMs: 500, maxDelayMs: 500, windowMs: 900_000 },
      },
      sleep: async (ms) => void waits.push(ms),
    });
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 3; i++) await wrongLogin(t.app, nobody, `198.51.100.${i}`);
    expect(waits).toEqual([500, 500]);
  });

  it("forgets an account's failures after the window", async () => {
    const waits: number[] = [];
    let clock = new Date('2026-11-23T10:00:00Z');
    t = await createTestApp({
      now: () => clock,
      rateLimits: {
        loginSlowdown: { freeFailures: 1, firstDelayMs: 1000, maxDelayMs: 1000, windowMs: 60_000 },
      },
      sleep: async (ms) => void waits.push(ms),
    });
    const email = uniqueEmail();
    await wrongLogin(t.app, email);
    await wrongLogin(t.app, email);
    expect(waits).toEqual([1000]);
    clock = new Date(clock.getTime() + 61_000);
    await wrongLogin(t.app, email);
    expect(waits).toEqual([1000]);
  });

  it('stops one address trying many accounts', async () => {
    t = await createTestApp({ rateLimits: { loginPerIp: 4 } });
    for (let i = 0; i < 4; i++)
      expect((await wrongLogin(t.app, uniqueEmail())).statusCode).toBe(401);
    const limited = await wrongLogin(t.app, uniqueEmail());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await wrongLogin(t.app, uniqueEmail(), '192.0.2.1')).statusCode).toBe(401);
  });

  it('limits sign-ups per address to what the operator set in SIGNUPS_PER_IP', async () => {
    t = await createTestApp({ env: { SIGNUPS_PER_IP: '2' } });
    const signUp = (ip: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: ip,
        payload: { email: uniqueEmail(), password: 'correct horse battery' },
      });
    expect((await signUp('203.0.113.9')).statusCode).toBe(201);
    expect((await signUp('203.0.113.9')).statusCode).toBe(201);
    const limited = await signUp('203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String) });
    expect((await signUp('192.0.2.9')).statusCode).toBe(201);
  });

  it('limits password-reset mail per address', async () => {
    t = await createTestApp({ rateLimits: { mailPerAccount: 2 } });
    const email = uniqueEmail();
    const forgot = () =>
      t!.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
  });

  it('counts an address however it is capitalised or spaced as one address', async () => {
    t = await createTestApp({ rateLimits: { mailPerAccount: 2 } });
    const name = uniqueEmail('vet');
    const forgot = (email: string) =>
      t!.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect((await forgot(name.replace(/^v/, 'V').replace('example', 'Example'))).statusCode).toBe(
      200,
    );
    expect((await forgot(` ${name} `)).statusCode).toBe(200);
    expect((await forgot(name.toUpperCase())).statusCode).toBe(429);
  });
});

describe('origin check', () => {
  const login = (headers: Record<string, string>) =>
    t!.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: uniqueEmail(), password: 'whatever' },
    });

  it('compares the whole origin, even when the Host header names the look-alike', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://127.0.0.1:3000' } });
    const refused: Record<string, string>[] = [
      { origin: 'http://127.0.0.1.evil.test', host: '127.0.0.1.evil.test' },
      { origin: 'http://127.0.0.1:3000.evil.test', host: '127.0.0.1:3000' },
      { origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' },
      { origin: 'https://127.0.0.1:3000', host: '127.0.0.1:3000' },
      { referer: 'http://127.0.0.1.evil.test/', host: '127.0.0.1.evil.test' },
    ];
    for (const headers of refused) expect((await login(headers)).statusCode).toBe(403);
    const own = await login({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' });
    expect(own.statusCode).toBe(401);
  });

  it('on this computer, takes the same port under its other loopback names, and no other', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://127.0.0.1:3000' } });
    for (const origin of ['http://localhost:3000', 'http://[::1]:3000'])
      expect((await login({ origin })).statusCode, origin).toBe(401);
    for (const origin of [
      'http://localhost:4000',
      'https://localhost:3000',
      'http://localhost.evil.test:3000',
    ])
      expect((await login({ origin })).statusCode, origin).toBe(403);
    await t.close();
    t = await createTestApp({
      env: { PUBLIC_URL: 'https://wingman.example.org', TRUST_PROXY: 'true' },
    });
    expect((await login({ origin: 'http://localhost:3000' })).statusCode).toBe(403);
  });

  it('refuses a state-changing request from another site', async () => {
    t = await createTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@example.com', password: 'whatever' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This request did not come from Wingman.' });
  });

  it('accepts our own origin and a same-origin referer', async () => {
    t = await createTestApp();
    const email = uniqueEmail();
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'http://wingman.test' },
      payload: { email, password: 'correct horse battery' },
    });
    expect(own.statusCode).toBe(201);
    const referer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { referer: 'http://wingman.test/reset-password' },
      payload: { email },
    });
    expect(referer.statusCode).toBe(200);
  });
});

describe('behind a TLS proxy (https PUBLIC_URL, TRUST_PROXY=true)', () => {
  const behindProxy = {
    PUBLIC_URL: 'https://wingman.example.org',
    TRUST_PROXY: 'true',
  };
  const proxied = (client: string) => ({
    'x-forwarded-proto': 'https',
    'x-forwarded-for': client,
  });

  it('signs in with a Secure session cookie and sends HSTS', async () => {
    t = await createTestApp({ env: behindProxy });
    const { email, password } = await registerUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.2',
      headers: { ...proxied('198.51.100.20'), origin: 'https://wingman.example.org' },
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'wingman.sid')!;
    expect(cookie.secure).toBe(true);
    expect(cookie.httpOnly).toBe(true);
    expect(login.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      remoteAddress: '10.0.0.2',
      headers: proxied('198.51.100.20'),
      cookies: sessionCookie(login)!,
    });
    expect(me.json().email).toBe(email);
  });

  it('counts the per-address login limit by the client address the proxy forwards', async () => {
    t = await createTestApp({ env: behindProxy, rateLimits: { loginPerIp: 2 } });
    const attempt = (client: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.2',
        headers: proxied(client),
        payload: { email: uniqueEmail(), password: 'wrong password' },
      });
    expect((await attempt('198.51.100.1')).statusCode).toBe(401);
    expect((await attempt('198.51.100.1')).statusCode).toBe(401);
    expect((await attempt('198.51.100.1')).statusCode).toBe(429);
    // Another veteran behind the same proxy is not limited by the first one's attempts.
    expect((await attempt('198.51.100.2')).statusCode).toBe(401);
  });

  it('over plain http sends neither a Secure cookie nor HSTS', async () => {
    t = await createTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'correct horse battery' },
    });
    expect(response.cookies.find((c) => c.name === 'wingman.sid')!.secure).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('headers, limits and errors', () => {
  it('sends Helmet headers with a strict CSP on pages', async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), 'wingman-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Wingman</title>');
    t = await createTestApp({ clientDir });
    const page = await t.app.inject({ method: 'GET', url: '/claims' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses an oversized body with a 413 in the error shape', async () => {
    t = await createTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: 'x'.repeat(200_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.' });
  });

  it('answers a server failure with a generic 500 that leaks nothing', async () => {
    t = await createTestApp();
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
    t.database.close = async () => {};
  });
});

describe('the built client', () => {
  it('serves the app at / and at client routes, assets with a long cache, and 404s missing assets', async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), 'wingman-client-'));
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><title>Wingman</title><meta name="wingman:support-email" content="support@example.org" />',
    );
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ clientDir, env: { SUPPORT_EMAIL: 'help@vso.example.org' } });

    for (const url of ['/', '/current-disabilities', '/reset-password?token=x']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<title>Wingman</title>');
      // The operator's SUPPORT_EMAIL reaches the page the veteran sees.
      expect(page.body).toContain('content="help@vso.example.org"');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // Written after start-up, as a rebuild would: still served.
    await writeFile(path.join(clientDir, 'assets', 'late-def456.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/late-def456.js' })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
