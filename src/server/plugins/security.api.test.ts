import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from '../test/test-app';

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
  it('stops a burst of wrong passwords for one account, even from many addresses', async () => {
    t = await createTestApp({ rateLimits: { loginPerAccount: 3 } });
    const { email, password } = await registerUser(t.app);
    for (let i = 0; i < 3; i++)
      expect((await wrongLogin(t.app, email, `198.51.100.${i}`)).statusCode).toBe(401);
    const limited = await wrongLogin(t.app, email, '198.51.100.99');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many attempts/);
    // Even the right password waits: the limit protects the account, not the guess.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(right.statusCode).toBe(429);
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

  it('limits password-reset mail per address', async () => {
    t = await createTestApp({ rateLimits: { mailPerAccount: 2 } });
    const email = uniqueEmail();
    const forgot = () =>
      t!.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
  });
});

describe('origin check', () => {
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
      payload: { email, password: 'long enough' },
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
