/**
 * The access-control matrix (DESIGN §6): every route, signed out, with another veteran's ids,
 * and from another origin. Alice's whole account is exported before and after Bob's attempts:
 * nothing of hers may change, and Bob learns nothing, not even that her ids exist.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  giveConsent,
  postForm,
  textUpload,
  uploadOne,
  type Upload,
} from '../test/document-requests';
import { registeredRoutes } from '../test/registered-routes';
import { callApi, createTestApp, registerUser, type TestApp } from '../test/test-app';

type Cookies = Record<string, string>;
type Ids = { session: string; disability: string; claim: string; document: string };
/** Who asks (no cookies: signed out), whose ids they use, their own ids, and extra headers. */
type Caller = { as?: Cookies; ids: Ids; own: Ids; headers?: Record<string, string> };
type Attempt = (caller: Caller) => Promise<LightMyRequestResponse>;

let t: TestApp;
let alice: Cookies;
let bob: Cookies;
let aliceIds: Ids;
let bobIds: Ids;

/** One of everything that has an id, made through the real routes. */
async function seed(cookies: Cookies, name: string): Promise<Ids> {
  const call = (method: 'POST', url: string, payload: object) =>
    callApi(t.app, method, url, cookies, payload);
  const session = (await call('POST', '/api/chat/sessions', {})).json<{ id: string }>().id;
  await call('POST', '/api/chat/message', { sessionId: session, content: 'What is a DBQ?' });
  const disability = (
    await call('POST', '/api/disabilities', { name: 'Tinnitus', currentPercentage: 10 })
  ).json<{ id: string }>().id;
  const claim = (
    await call('POST', '/api/claims', { disabilityName: 'Left knee', status: 'pending' })
  ).json<{ id: string }>().id;
  await giveConsent(t.app, cookies);
  const document = (await uploadOne(t.app, cookies, textUpload(`${name}.txt`, `Notes of ${name}.`)))
    .id;
  return { session, disability, claim, document };
}

const json =
  (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: (ids: Ids, own: Ids) => string,
    payload?: (ids: Ids, own: Ids) => object,
  ): Attempt =>
  ({ as, ids, own, headers }) =>
    t.app.inject({
      method,
      url: url(ids, own),
      ...(as && { cookies: as }),
      ...(headers && { headers }),
      ...(payload && { payload: payload(ids, own) }),
    });

const form =
  (
    url: (ids: Ids, own: Ids) => string,
    parts: (ids: Ids, own: Ids) => [string, Upload | string][],
  ): Attempt =>
  ({ as, ids, own, headers }) =>
    postForm(t.app, url(ids, own), as, parts(ids, own), headers);

/** Every route that takes an id, or ids in its body, with a request that is valid but for whose ids they are. */
const ID_ROUTES: Record<string, Attempt> = {
  'PATCH /api/claims/:id': json(
    'PATCH',
    (ids) => `/api/claims/${ids.claim}`,
    () => ({ status: 'approved' }),
  ),
  'DELETE /api/claims/:id': json('DELETE', (ids) => `/api/claims/${ids.claim}`),
  'PATCH /api/chat/sessions/:id': json(
    'PATCH',
    (ids) => `/api/chat/sessions/${ids.session}`,
    () => ({ title: 'Mine now' }),
  ),
  'DELETE /api/chat/sessions/:id': json('DELETE', (ids) => `/api/chat/sessions/${ids.session}`),
  'GET /api/chat/sessions/:id/messages': json(
    'GET',
    (ids) => `/api/chat/sessions/${ids.session}/messages`,
  ),
  'POST /api/chat/message': json(
    'POST',
    () => '/api/chat/message',
    (ids) => ({ sessionId: ids.session, content: 'Hello' }),
  ),
  'POST /api/chat/message (attachments)': json(
    'POST',
    () => '/api/chat/message',
    (ids, own) => ({
      sessionId: own.session,
      content: 'Hello',
      attachedDocuments: [ids.document],
      attachedDisabilities: [ids.disability],
    }),
  ),
  'PATCH /api/disabilities/:id': json(
    'PATCH',
    (ids) => `/api/disabilities/${ids.disability}`,
    () => ({ currentPercentage: 100 }),
  ),
  'DELETE /api/disabilities/:id': json('DELETE', (ids) => `/api/disabilities/${ids.disability}`),
  'GET /api/disabilities/:id/guidance': json(
    'GET',
    (ids) => `/api/disabilities/${ids.disability}/guidance`,
  ),
  'GET /api/documents/:id': json('GET', (ids) => `/api/documents/${ids.document}`),
  'PATCH /api/documents/:id': json(
    'PATCH',
    (ids) => `/api/documents/${ids.document}`,
    () => ({ originalName: 'Mine now.txt' }),
  ),
  'DELETE /api/documents/:id': json('DELETE', (ids) => `/api/documents/${ids.document}`),
  'PATCH /api/documents/:id/delete-content': json(
    'PATCH',
    (ids) => `/api/documents/${ids.document}/delete-content`,
  ),
  'PATCH /api/documents/:id/delete-analysis': json(
    'PATCH',
    (ids) => `/api/documents/${ids.document}/delete-analysis`,
  ),
  'GET /api/documents/:id/decision': json(
    'GET',
    (ids) => `/api/documents/${ids.document}/decision`,
  ),
  'POST /api/documents/:id/decision/import': json(
    'POST',
    (ids) => `/api/documents/${ids.document}/decision/import`,
    () => ({
      disabilities: [],
      claims: [],
      decisionType: null,
    }),
  ),
  'GET /api/documents/:id/file': json('GET', (ids) => `/api/documents/${ids.document}/file`),
  'POST /api/documents/:id/add-to-analysis': form(
    (ids) => `/api/documents/${ids.document}/add-to-analysis`,
    (_ids, own) => [['existingDocIds', own.document]],
  ),
  'POST /api/documents/:id/add-to-analysis (existing ids)': form(
    (_ids, own) => `/api/documents/${own.document}/add-to-analysis`,
    (ids) => [['existingDocIds', ids.document]],
  ),
};

/** Routes without ids, each with a valid request, for the signed-out and cross-origin checks. */
const OTHER_ROUTES: Record<string, Attempt> = {
  'GET /api/auth/user': json('GET', () => '/api/auth/user'),
  'PATCH /api/auth/user/consent': json(
    'PATCH',
    () => '/api/auth/user/consent',
    () => ({ documentConsentGiven: true }),
  ),
  'DELETE /api/account': json(
    'DELETE',
    () => '/api/account',
    () => ({ password: 'correct horse battery' }),
  ),
  'GET /api/account/export': json('GET', () => '/api/account/export'),
  'GET /api/conditions': json('GET', () => '/api/conditions'),
  'GET /api/conditions/:code': json('GET', () => '/api/conditions/6260'),
  'GET /api/claims': json('GET', () => '/api/claims'),
  'POST /api/claims': json(
    'POST',
    () => '/api/claims',
    () => ({ disabilityName: 'Back', status: 'pending' }),
  ),
  'POST /api/chat/sessions': json(
    'POST',
    () => '/api/chat/sessions',
    () => ({}),
  ),
  'GET /api/chat/sessions': json('GET', () => '/api/chat/sessions'),
  'POST /api/ratings/combined': json(
    'POST',
    () => '/api/ratings/combined',
    () => ({ ratings: [{ percentage: 50 }] }),
  ),
  'GET /api/disabilities': json('GET', () => '/api/disabilities'),
  'POST /api/disabilities': json(
    'POST',
    () => '/api/disabilities',
    () => ({ name: 'Back', currentPercentage: 20 }),
  ),
  'GET /api/documents': json('GET', () => '/api/documents'),
  'GET /api/documents/': json('GET', () => '/api/documents/'),
  'POST /api/documents/upload': form(
    () => '/api/documents/upload',
    () => [['file', textUpload('a.txt', 'A note.')]],
  ),
  'POST /api/documents/upload-batch': form(
    () => '/api/documents/upload-batch',
    () => [['files', textUpload('a.txt', 'A note.')]],
  ),
  'GET /api/profile': json('GET', () => '/api/profile'),
  'PUT /api/profile': json(
    'PUT',
    () => '/api/profile',
    () => ({ displayName: 'Someone else' }),
  ),
};

/** Open to everyone: signing up, in and out, resets, and the health check. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/resend-verification',
  'POST /api/auth/verify-email',
];

const routeKey = (name: string) => name.replace(/ \(.*\)$/, '');
const everyAttempt = { ...ID_ROUTES, ...OTHER_ROUTES };

async function exportOf(cookies: Cookies) {
  const response = await callApi(t.app, 'GET', '/api/account/export', cookies);
  expect(response.statusCode).toBe(200);
  const { exportedAt: _, ...data } = response.json<Record<string, unknown>>();
  return data;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = (await registerUser(t.app)).cookies;
  bob = (await registerUser(t.app)).cookies;
  aliceIds = await seed(alice, 'alice');
  bobIds = await seed(bob, 'bob');
});
afterAll(() => t.close());

describe('access control on every route', () => {
  it('the matrix names every route the app answers under /api', () => {
    const named = new Set([...Object.keys(everyAttempt).map(routeKey), ...PUBLIC_ROUTES]);
    const routes = registeredRoutes(t.app)
      .filter(({ url }) => url.startsWith('/api/'))
      .map(({ method, url }) => `${method} ${url}`);
    expect(routes.filter((route) => !named.has(route))).toEqual([]);
  });

  it('answers 404 to another veteran’s ids on every route and changes nothing of hers', async () => {
    const before = await exportOf(alice);
    const answers: Record<string, number> = {};
    for (const [name, attempt] of Object.entries(ID_ROUTES)) {
      answers[name] = (await attempt({ as: bob, ids: aliceIds, own: bobIds })).statusCode;
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(ID_ROUTES).map((name) => [name, 404])));
    expect(await exportOf(alice)).toEqual(before);
  });

  it('answers 401 to a signed-out caller on every route but the public ones', async () => {
    const answers: Record<string, number> = {};
    for (const [name, attempt] of Object.entries(everyAttempt)) {
      answers[name] = (await attempt({ ids: aliceIds, own: bobIds })).statusCode;
    }
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(everyAttempt).map((name) => [name, 401])),
    );
  });

  it('refuses every state-changing request from another site, before it does anything', async () => {
    const before = await exportOf(alice);
    const answers: Record<string, number> = {};
    for (const [name, attempt] of Object.entries(everyAttempt)) {
      if (name.startsWith('GET ')) continue;
      // The request a page on another site would make with Alice's cookie.
      const headers = { origin: 'https://elsewhere.example' };
      answers[name] = (
        await attempt({ as: alice, ids: aliceIds, own: aliceIds, headers })
      ).statusCode;
    }
    const writes = Object.keys(everyAttempt).filter((name) => !name.startsWith('GET '));
    expect(answers).toEqual(Object.fromEntries(writes.map((name) => [name, 403])));
    expect(await exportOf(alice)).toEqual(before);
  });
});
