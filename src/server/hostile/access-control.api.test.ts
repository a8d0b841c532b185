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
import type { CaseCondition } from '../../contracts/case';
import { registeredRoutes } from '../test/registered-routes';
import { callApi, createTestApp, registerUser, type TestApp } from '../test/test-app';

type Cookies = Record<string, string>;
type Ids = {
  session: string;
  disability: string;
  claim: string;
  document: string;
  /** Words on the document's first page, as an answer to proposed evidence quotes them. */
  quote: string;
  condition: string;
  statement: string;
  provider: string;
  /** The evidence map's id of the item the veteran answered. */
  item: string;
  intentToFile: string;
  journalEntry: string;
  exam: string;
  witnessRequest: string;
};
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
  // Decided this week, so its review deadlines are open and it has a calendar to download.
  const decided = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const claim = (
    await call('POST', '/api/claims', {
      disabilityName: 'Left knee',
      status: 'denied',
      submittedDate: decided,
      decisionDate: decided,
      decisionType: 'initial-claim',
    })
  ).json<{ id: string }>().id;
  const intentToFile = (
    await call('POST', '/api/intents-to-file', { receivedDate: decided, method: 'online' })
  ).json<{ id: string }>().id;
  const journalEntry = (await call('POST', '/api/journal', JOURNAL_ENTRY)).json<{ id: string }>()
    .id;
  await giveConsent(t.app, cookies);
  const quote = `Notes of ${name}`;
  const document = (await uploadOne(t.app, cookies, textUpload(`${name}.txt`, `${quote}.`))).id;
  const exam = (await call('POST', '/api/exams', { ...EXAM, reportDocumentId: document })).json<{
    id: string;
  }>().id;
  const condition = (
    await call('POST', '/api/case/conditions', { name: 'Left knee', basis: 'direct' })
  ).json<CaseCondition>().id;
  const answered = (
    await callApi(t.app, 'PUT', `/api/case/conditions/${condition}/evidence`, cookies, {
      ...evidenceItem({ document, quote }),
      state: 'confirmed',
    })
  ).json<CaseCondition>();
  const item = answered.elements.find((element) => element.key === 'diagnosis')!.items[0]!.id;
  const statement = (
    await call('POST', '/api/case/statements', {
      kind: 'personal',
      conditionId: condition,
      text: `Words of ${name}.`,
    })
  ).json<{ id: string }>().id;
  const provider = (
    await call('POST', '/api/case/providers', { name: 'Clinic', conditionIds: [condition] })
  ).json<{ id: string }>().id;
  const witnessRequest = (
    await call('POST', '/api/witness-requests', {
      conditionId: condition,
      witnessName: 'Pat',
      relationship: 'spouse',
    })
  ).json<{ request: { id: string } }>().request.id;
  return {
    session,
    disability,
    claim,
    document,
    quote,
    condition,
    statement,
    provider,
    item,
    intentToFile,
    journalEntry,
    exam,
    witnessRequest,
  };
}

const EXAM = { condition: 'Left knee', examDate: '2026-01-05' };

const JOURNAL_ENTRY = {
  condition: 'Migraine',
  basis: 'migraine',
  fromDate: '2026-01-05',
  whatHappened: 'A headache.',
};

/** The item of a condition's evidence map that names the document's first-page words. */
const evidenceItem = ({ document, quote }: Pick<Ids, 'document' | 'quote'>) => ({
  elementKey: 'diagnosis',
  documentId: document,
  page: 1,
  quote,
});

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
  'GET /api/claims/:id/calendar.ics': json('GET', (ids) => `/api/claims/${ids.claim}/calendar.ics`),
  'PUT /api/intents-to-file/:id': json(
    'PUT',
    (ids) => `/api/intents-to-file/${ids.intentToFile}`,
    () => ({ receivedDate: '2026-01-05', method: 'phone' }),
  ),
  'DELETE /api/intents-to-file/:id': json(
    'DELETE',
    (ids) => `/api/intents-to-file/${ids.intentToFile}`,
  ),
  'PUT /api/journal/:id': json(
    'PUT',
    (ids) => `/api/journal/${ids.journalEntry}`,
    () => JOURNAL_ENTRY,
  ),
  'DELETE /api/journal/:id': json('DELETE', (ids) => `/api/journal/${ids.journalEntry}`),
  'PUT /api/exams/:id': json(
    'PUT',
    (ids) => `/api/exams/${ids.exam}`,
    () => EXAM,
  ),
  'PUT /api/exams/:id (another veteran’s report)': json(
    'PUT',
    (_, own) => `/api/exams/${own.exam}`,
    (ids) => ({ ...EXAM, reportDocumentId: ids.document }),
  ),
  'POST /api/exams (another veteran’s report)': json(
    'POST',
    () => '/api/exams',
    (ids) => ({ ...EXAM, reportDocumentId: ids.document }),
  ),
  'PUT /api/exams/:id/after-exam': json(
    'PUT',
    (ids) => `/api/exams/${ids.exam}/after-exam`,
    () => ({ minutes: 20 }),
  ),
  'GET /api/exams/:id/review': json('GET', (ids) => `/api/exams/${ids.exam}/review`),
  'DELETE /api/exams/:id': json('DELETE', (ids) => `/api/exams/${ids.exam}`),
  'GET /api/intents-to-file/:id/calendar.ics': json(
    'GET',
    (ids) => `/api/intents-to-file/${ids.intentToFile}/calendar.ics`,
  ),
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
  'POST /api/case/conditions (rating)': json(
    'POST',
    () => '/api/case/conditions',
    (ids) => ({ name: 'Tinnitus', basis: 'increase', disabilityId: ids.disability }),
  ),
  'POST /api/case/conditions (letter)': json(
    'POST',
    () => '/api/case/conditions',
    (ids) => ({ name: 'Tinnitus', basis: 'direct', originDocumentId: ids.document }),
  ),
  'PATCH /api/case/conditions/:id': json(
    'PATCH',
    (ids) => `/api/case/conditions/${ids.condition}`,
    () => ({ name: 'Mine now', basis: 'direct' }),
  ),
  'DELETE /api/case/conditions/:id': json(
    'DELETE',
    (ids) => `/api/case/conditions/${ids.condition}`,
  ),
  'PUT /api/case/conditions/:id/evidence': json(
    'PUT',
    (ids) => `/api/case/conditions/${ids.condition}/evidence`,
    (ids) => ({ ...evidenceItem(ids), state: 'rejected' }),
  ),
  'PUT /api/case/conditions/:id/evidence (document)': json(
    'PUT',
    (_ids, own) => `/api/case/conditions/${own.condition}/evidence`,
    (ids) => ({ ...evidenceItem(ids), state: 'confirmed' }),
  ),
  'DELETE /api/case/conditions/:id/evidence': json(
    'DELETE',
    (ids) => `/api/case/conditions/${ids.condition}/evidence`,
    (ids) => evidenceItem(ids),
  ),
  'DELETE /api/case/conditions/:id/evidence/:itemId': json(
    'DELETE',
    (ids) => `/api/case/conditions/${ids.condition}/evidence/${ids.item}`,
  ),
  'POST /api/case/statements (condition)': json(
    'POST',
    () => '/api/case/statements',
    (ids) => ({ kind: 'personal', conditionId: ids.condition, text: 'Mine now.' }),
  ),
  'PATCH /api/case/statements/:id': json(
    'PATCH',
    (ids) => `/api/case/statements/${ids.statement}`,
    () => ({ kind: 'personal', text: 'Mine now.' }),
  ),
  'DELETE /api/case/statements/:id': json(
    'DELETE',
    (ids) => `/api/case/statements/${ids.statement}`,
  ),
  'POST /api/case/providers (conditions)': json(
    'POST',
    () => '/api/case/providers',
    (ids) => ({ name: 'Clinic', conditionIds: [ids.condition] }),
  ),
  'PATCH /api/case/providers/:id': json(
    'PATCH',
    (ids) => `/api/case/providers/${ids.provider}`,
    () => ({ name: 'Mine now' }),
  ),
  'DELETE /api/case/providers/:id': json('DELETE', (ids) => `/api/case/providers/${ids.provider}`),
  'POST /api/witness-requests (condition)': json(
    'POST',
    () => '/api/witness-requests',
    (ids) => ({ conditionId: ids.condition, witnessName: 'Pat', relationship: 'spouse' }),
  ),
  'DELETE /api/witness-requests/:id': json(
    'DELETE',
    (ids) => `/api/witness-requests/${ids.witnessRequest}`,
  ),
  'POST /api/witness-requests/:id/accept': json(
    'POST',
    (ids) => `/api/witness-requests/${ids.witnessRequest}/accept`,
    () => ({}),
  ),
  'GET /api/witness-requests/:id/form.pdf': json(
    'GET',
    (ids) => `/api/witness-requests/${ids.witnessRequest}/form.pdf`,
  ),
  'POST /api/witness-requests/:id/form.pdf': json(
    'POST',
    (ids) => `/api/witness-requests/${ids.witnessRequest}/form.pdf`,
    () => ({ ssn: '123-45-6789' }),
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
  'POST /api/auth/change-password': json(
    'POST',
    () => '/api/auth/change-password',
    () => ({ currentPassword: 'correct horse battery', newPassword: 'quiet river lantern' }),
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
  'GET /api/intents-to-file': json('GET', () => '/api/intents-to-file'),
  'GET /api/journal': json('GET', () => '/api/journal'),
  'GET /api/journal/bases': json('GET', () => '/api/journal/bases?condition=Migraine'),
  'GET /api/journal/summary': json('GET', () => '/api/journal/summary?condition=Migraine'),
  'GET /api/journal/statement-draft': json(
    'GET',
    () => '/api/journal/statement-draft?condition=Migraine',
  ),
  'POST /api/journal': json(
    'POST',
    () => '/api/journal',
    () => JOURNAL_ENTRY,
  ),
  'GET /api/exam-prep': json('GET', () => '/api/exam-prep?condition=Left%20knee'),
  'GET /api/exam-prep/choices': json('GET', () => '/api/exam-prep/choices'),
  'GET /api/exams': json('GET', () => '/api/exams'),
  'POST /api/exams': json(
    'POST',
    () => '/api/exams',
    () => EXAM,
  ),
  'POST /api/intents-to-file': json(
    'POST',
    () => '/api/intents-to-file',
    () => ({ receivedDate: '2026-01-05', method: 'phone' }),
  ),
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
  'POST /api/back-pay': json(
    'POST',
    () => '/api/back-pay',
    () => ({
      effectiveDate: '2024-10-20',
      ratings: [{ from: '2024-10-20', percent: 40 }],
      through: '2024-12',
    }),
  ),
  'GET /api/back-pay/effective-date': json(
    'GET',
    () => '/api/back-pay/effective-date?claimReceived=2024-10-20',
  ),
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
  'GET /api/case': json('GET', () => '/api/case'),
  'GET /api/case/': json('GET', () => '/api/case/'),
  'POST /api/case/conditions': json(
    'POST',
    () => '/api/case/conditions',
    () => ({ name: 'Back', basis: 'direct' }),
  ),
  'POST /api/case/statements': json(
    'POST',
    () => '/api/case/statements',
    () => ({ kind: 'personal', text: 'My back hurts.' }),
  ),
  'POST /api/case/providers': json(
    'POST',
    () => '/api/case/providers',
    () => ({ name: 'Clinic' }),
  ),
  'POST /api/case/packet': json(
    'POST',
    () => '/api/case/packet',
    () => ({}),
  ),
  'GET /api/witness-requests': json('GET', () => '/api/witness-requests'),
  'POST /api/witness-requests': json(
    'POST',
    () => '/api/witness-requests',
    () => ({ conditionName: 'Back', witnessName: 'Pat', relationship: 'spouse' }),
  ),
  'GET /api/finder': json('GET', () => '/api/finder'),
  'POST /api/finder/check': json(
    'POST',
    () => '/api/finder/check',
    () => ({ places: [{ place: 'Kuwait', from: '1991-01-01', to: '1991-06-30' }] }),
  ),
  'GET /api/profile': json('GET', () => '/api/profile'),
  'PUT /api/profile': json(
    'PUT',
    () => '/api/profile',
    () => ({ displayName: 'Someone else' }),
  ),
};

/**
 * Open to everyone: signing up, in and out, resets, the health check, the reminder e-mail's
 * unsubscribe link, which acts only with its signed token (reminders.api.test.ts), and the
 * witness's link, which opens only its own request (witness.api.test.ts).
 */
const PUBLIC_ROUTES = [
  'POST /api/reminders/unsubscribe',
  'GET /api/witness/:token',
  'POST /api/witness/:token',
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
