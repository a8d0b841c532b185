import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { linkFromOutbox, tokenOf } from '../../test/outbox';
import {
  createTestApp,
  registerUser,
  sessionCookie,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // Every test here signs up from the one inject address; the sign-up limit has its own test.
  t = await createTestApp({ rateLimits: { registerPerIp: 1000 } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, ...(cookies && { cookies }) });
const currentUser = (cookies?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', ...(cookies && { cookies }) });

describe('register', () => {
  it('creates the account, signs the veteran in and never returns the password hash', async () => {
    const email = uniqueEmail();
    const response = await post('/api/auth/register', {
      email,
      password: 'a long passphrase',
      firstName: 'Maria',
      lastName: 'Lopez',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      email,
      firstName: 'Maria',
      lastName: 'Lopez',
      profileImageUrl: null,
      emailVerified: false,
      documentConsentGiven: false,
    });
    const me = await currentUser(sessionCookie(response));
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
    expect(me.body).not.toContain('argon2');
  });

  it('answers the spec messages for bad input, field by field', async () => {
    const response = await post('/api/auth/register', { email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please enter a valid email address',
      errors: [
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password must be at least 8 characters' },
      ],
    });
  });

  it.each([
    [
      'missing fields',
      {},
      [
        { path: 'email', message: 'Required' },
        { path: 'password', message: 'Required' },
      ],
    ],
    [
      'password too long',
      { email: 'a@example.com', password: 'x'.repeat(129) },
      [{ path: 'password', message: 'Password must be less than 128 characters' }],
    ],
    [
      '10 kB e-mail',
      { email: `${'a'.repeat(10_000)}@example.com`, password: 'long enough' },
      [{ path: 'email', message: 'Please enter a valid email address' }],
    ],
    [
      'wrong types',
      { email: 42, password: ['x'] },
      [
        { path: 'email', message: expect.stringContaining('expected string') },
        { path: 'password', message: expect.stringContaining('expected string') },
      ],
    ],
    [
      'SQL-ish e-mail',
      { email: "x'; drop table users;--@example.com", password: 'long enough' },
      [{ path: 'email', message: 'Please enter a valid email address' }],
    ],
  ])('rejects %s with a 400 and field errors', async (_label, payload, errors) => {
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });

  it('leaves no half-made account behind a refused registration', async () => {
    const email = uniqueEmail();
    expect((await post('/api/auth/register', { email, password: 'short' })).statusCode).toBe(400);
    expect((await post('/api/auth/login', { email, password: 'short' })).statusCode).toBe(401);
    expect(
      (await post('/api/auth/register', { email, password: 'long enough now' })).statusCode,
    ).toBe(201);
  });

  it('accepts unicode names and a unicode password', async () => {
    const email = uniqueEmail();
    const response = await post('/api/auth/register', {
      email,
      password: 'ḿÿ pāsswörd 🇺🇸',
      firstName: 'Zoë',
      lastName: 'Nguyễn',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().firstName).toBe('Zoë');
    const login = await post('/api/auth/login', { email, password: 'ḿÿ pāsswörd 🇺🇸' });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a duplicate e-mail in any letter case with a 409, leaving the first account intact', async () => {
    const { email, password } = await registerUser(t.app);
    const again = await post('/api/auth/register', {
      email: email.toUpperCase(),
      password: 'another password',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});

describe('login and logout', () => {
  it('signs in with the same e-mail in another case, and rotates the session id', async () => {
    const { email, password, cookies } = await registerUser(t.app);
    const login = await post('/api/auth/login', { email: email.toUpperCase(), password }, cookies);
    expect(login.statusCode).toBe(200);
    const rotated = sessionCookie(login)!;
    expect(Object.values(rotated)[0]).not.toBe(Object.values(cookies)[0]);
    // The session from before sign-in no longer works.
    expect((await currentUser(cookies)).statusCode).toBe(401);
    expect((await currentUser(rotated)).statusCode).toBe(200);
  });

  it('gives one message for an unknown e-mail and a wrong password', async () => {
    const { email } = await registerUser(t.app);
    const wrongPassword = await post('/api/auth/login', { email, password: 'not my password' });
    const unknown = await post('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'not my password',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(sessionCookie(wrongPassword)).toBeUndefined();
  });

  it('requires a password', async () => {
    const response = await post('/api/auth/login', { email: 'a@example.com', password: '' });
    expect(response.json().errors).toEqual([{ path: 'password', message: 'Password is required' }]);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const response = await post('/api/auth/register', {
      email: uniqueEmail(),
      password: 'correct horse battery',
    });
    const cookie = response.cookies.find((c) => c.name === 'wingman.sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
  });

  it('logs out: the session stops working', async () => {
    const { cookies } = await registerUser(t.app);
    const logout = await post('/api/auth/logout', undefined, cookies);
    expect(logout.statusCode).toBe(200);
    expect((await currentUser(cookies)).statusCode).toBe(401);
  });

  it('answers 401 in the error shape when signed out', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('common and guessable passwords', () => {
  const common =
    'This password is one of the most common ones, so it is easy to guess. Please choose another, such as a few unrelated words.';
  const guessable = expect.stringMatching(/^This password would be easy to guess/);

  it.each([
    ['password', common],
    ['P@ssw0rd', common],
    ['trustno1', common],
    ['long enough', guessable],
  ])('refuses %j at sign-up, saying why, and makes no account', async (password, message) => {
    const email = uniqueEmail();
    const response = await post('/api/auth/register', { email, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ path: 'password', message }] });
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(401);
  });

  it('refuses a common password at reset and keeps the link usable for a better one', async () => {
    const { email } = await registerUser(t.app);
    await post('/api/auth/forgot-password', { email });
    const token = tokenOf(await linkFromOutbox(t.dataDir, email, 'reset-password'));
    const weak = await post('/api/auth/reset-password', { token, password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ path: 'password', message: common }]);
    const strong = await post('/api/auth/reset-password', {
      token,
      password: 'quiet river lantern',
    });
    expect(strong.statusCode).toBe(200);
  });
});

describe('change password while signed in', () => {
  const change = (cookies: Record<string, string>, currentPassword: string, newPassword: string) =>
    post('/api/auth/change-password', { currentPassword, newPassword }, cookies);

  it('replaces the password, ends every other session and keeps this one signed in', async () => {
    const { email, password, cookies } = await registerUser(t.app);
    const elsewhere = sessionCookie(await post('/api/auth/login', { email, password }))!;
    expect((await currentUser(elsewhere)).statusCode).toBe(200);

    const response = await change(cookies, password, 'quiet river lantern');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/password has been changed/);

    expect((await currentUser(elsewhere)).statusCode).toBe(401);
    // This browser carries on under a new session id, set in the answer.
    const here = sessionCookie(response)!;
    expect(here).not.toEqual(cookies);
    expect((await currentUser(here)).json().email).toBe(email);
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email, password: 'quiet river lantern' })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password with a field error and changes nothing', async () => {
    const { email, password, cookies } = await registerUser(t.app);
    const response = await change(cookies, 'not my password', 'quiet river lantern');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Current password is incorrect.',
      errors: [{ path: 'currentPassword', message: 'Current password is incorrect.' }],
    });
    expect((await currentUser(cookies)).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
  });

  it('refuses a common new password with the reason, under the new password field', async () => {
    const { email, password, cookies } = await registerUser(t.app);
    const response = await change(cookies, password, 'password123');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'newPassword', message: expect.stringMatching(/one of the most common ones/) },
    ]);
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
  });

  it('keeps the length rules and names both fields', async () => {
    const { cookies } = await registerUser(t.app);
    const response = await post('/api/auth/change-password', { newPassword: 'short' }, cookies);
    expect(response.json().errors).toEqual([
      { path: 'currentPassword', message: 'Required' },
      { path: 'newPassword', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('stops guessing the current password from a signed-in session', async () => {
    const limited = await createTestApp({ rateLimits: { passwordChangePerUser: 2 } });
    try {
      const { password, cookies } = await registerUser(limited.app);
      const attempt = (current: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          cookies,
          payload: { currentPassword: current, newPassword: 'quiet river lantern' },
        });
      expect((await attempt('guess one')).statusCode).toBe(400);
      expect((await attempt('guess two')).statusCode).toBe(400);
      expect((await attempt(password)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('password reset', () => {
  it('mails a one-hour, single-use link; the reset ends every session and the new password works', async () => {
    const { email, cookies } = await registerUser(t.app);
    const forgot = await post('/api/auth/forgot-password', { email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json().message).toBe(
      'If an account with that email exists, a password reset link has been sent.',
    );

    const link = await linkFromOutbox(t.dataDir, email, 'reset-password');
    expect(link.startsWith('http://wingman.test/reset-password?token=')).toBe(true);

    const reset = await post('/api/auth/reset-password', {
      token: tokenOf(link),
      password: 'brand new password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await currentUser(cookies)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email, password: 'correct horse battery' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email, password: 'brand new password' })).statusCode,
    ).toBe(200);

    const reuse = await post('/api/auth/reset-password', {
      token: tokenOf(link),
      password: 'a third password',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toMatch(/invalid or has expired/);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('unknown');
    const response = await post('/api/auth/forgot-password', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'If an account with that email exists, a password reset link has been sent.',
    );
    await expect(linkFromOutbox(t.dataDir, email, 'reset-password')).rejects.toThrow();
  });

  it('validates the reset payload with the spec messages', async () => {
    const response = await post('/api/auth/reset-password', { token: '', password: 'short' });
    expect(response.json().errors).toEqual([
      { path: 'token', message: 'Reset token is required' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('refuses a made-up token', async () => {
    const response = await post('/api/auth/reset-password', {
      token: 'made-up',
      password: 'correct horse battery',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('e-mail verification', () => {
  it('verifies the address with the link mailed at registration; opened again, it says so', async () => {
    const { email, cookies } = await registerUser(t.app);
    const link = await linkFromOutbox(t.dataDir, email, 'verify-email');
    const verify = await post('/api/auth/verify-email', { token: tokenOf(link) });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({
      message: 'Your email address has been verified.',
      alreadyVerified: false,
    });
    expect((await currentUser(cookies)).json().emailVerified).toBe(true);
    const again = await post('/api/auth/verify-email', { token: tokenOf(link) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: 'Your email is already verified. You can continue to Wingman.',
      alreadyVerified: true,
    });
  });

  it('resends a fresh link on request, answering the same for unknown addresses', async () => {
    const { email } = await registerUser(t.app);
    const first = await linkFromOutbox(t.dataDir, email, 'verify-email');
    const resend = await post('/api/auth/resend-verification', { email });
    expect(resend.statusCode).toBe(200);
    const second = await linkFromOutbox(t.dataDir, email, 'verify-email', first);
    expect((await post('/api/auth/verify-email', { token: tokenOf(second) })).statusCode).toBe(200);
    const unknown = await post('/api/auth/resend-verification', { email: uniqueEmail('unknown') });
    expect(unknown.json()).toEqual(resend.json());
  });

  it('requires a token', async () => {
    const response = await post('/api/auth/verify-email', {});
    expect(response.json().errors).toEqual([{ path: 'token', message: 'Required' }]);
    const empty = await post('/api/auth/verify-email', { token: '' });
    expect(empty.json().errors).toEqual([
      { path: 'token', message: 'Verification token is required' },
    ]);
  });
});

describe('document consent', () => {
  it('records consent for the signed-in veteran only', async () => {
    const { cookies } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/consent',
      cookies,
      payload: { documentConsentGiven: true },
    });
    expect(response.statusCode).toBe(200);
    expect((await currentUser(cookies)).json().documentConsentGiven).toBe(true);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/consent',
      payload: { documentConsentGiven: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("expiry, on the app's clock", () => {
  const MINUTE = 60 * 1000;
  let clock: Date;
  let timed: TestApp;
  beforeAll(async () => {
    timed = await createTestApp({ now: () => clock });
  });
  // Sessions expire on the cookie's real-time date, so each test starts from now.
  beforeEach(() => {
    clock = new Date();
  });
  afterAll(() => timed.close());
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const postTo = (url: string, payload: object, cookies?: Record<string, string>) =>
    timed.app.inject({ method: 'POST', url, payload, ...(cookies && { cookies }) });

  const mailedResetLink = async (email: string, besides?: string) => {
    await postTo('/api/auth/forgot-password', { email });
    return linkFromOutbox(timed.dataDir, email, 'reset-password', besides);
  };

  it('a reset link works for one hour and not after', async () => {
    const { email } = await registerUser(timed.app);
    const first = await mailedResetLink(email);
    later(60 * MINUTE + 1000);
    const expired = await postTo('/api/auth/reset-password', {
      token: tokenOf(first),
      password: 'new password 1',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );

    const fresh = await mailedResetLink(email, first);
    later(59 * MINUTE);
    const reset = await postTo('/api/auth/reset-password', {
      token: tokenOf(fresh),
      password: 'new password 2',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('a verification link works for 24 hours and not after', async () => {
    const early = await registerUser(timed.app);
    const earlyToken = tokenOf(await linkFromOutbox(timed.dataDir, early.email, 'verify-email'));
    later(24 * 60 * MINUTE - MINUTE);
    const inTime = await postTo('/api/auth/verify-email', { token: earlyToken });
    expect(inTime.json().alreadyVerified).toBe(false);

    const late = await registerUser(timed.app);
    const lateToken = tokenOf(await linkFromOutbox(timed.dataDir, late.email, 'verify-email'));
    later(24 * 60 * MINUTE + MINUTE);
    const expired = await postTo('/api/auth/verify-email', { token: lateToken });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This verification link is invalid or has expired.');
    expect((await currentUserOn(timed, late.cookies)).json().emailVerified).toBe(false);
  });

  it('a session ends 14 days after sign-in', async () => {
    const { cookies } = await registerUser(timed.app);
    later(14 * 24 * 60 * MINUTE - 5 * MINUTE);
    expect((await currentUserOn(timed, cookies)).statusCode).toBe(200);
    later(10 * MINUTE);
    expect((await currentUserOn(timed, cookies)).statusCode).toBe(401);
  });
});

const currentUserOn = (app: TestApp, cookies: Record<string, string>) =>
  app.app.inject({ method: 'GET', url: '/api/auth/user', cookies });
