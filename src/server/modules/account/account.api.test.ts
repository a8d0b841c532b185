import { readFile } from 'node:fs/promises';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema, type AccountExport } from '../../../contracts/account';
import type { SendMessageResult } from '../../../contracts/chat';
import * as tables from '../../db/tables';
import {
  callApi,
  captureLogs,
  createTestApp,
  registerUser,
  sessionCookie,
  type TestApp,
} from '../../test/test-app';
import { fixturePath } from '../../documents/fixtures/fixture-path';
import { giveConsent, textUpload, uploadOne } from '../../test/document-requests';

type Cookies = Record<string, string>;

const HOUR_MS = 60 * 60 * 1000;
// Sessions expire by the real clock, so the app's clock starts at the real time.
const start = new Date();
let clock = start;
const logs = captureLogs();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    logStream: logs.stream,
    env: { LOG_LEVEL: 'info' },
  });
});
afterAll(() => t.close());

const DOCUMENT_TEXT = 'Private note: my left knee gives way on stairs since the 2009 fall.';

/** A veteran with a row in every table a veteran can fill, made through the real routes. */
async function seedVeteran(label: string) {
  const { email, password, cookies, user } = await registerUser(t.app);
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => callApi(t.app, method, url, cookies, payload);
  await giveConsent(t.app, cookies);
  const profile = await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    cookies,
    payload: {
      displayName: `Sergeant ${label}`,
      branchOfService: 'army',
      bio: `Served 2004-2012 (${label}).`,
    },
  });
  expect(profile.statusCode).toBe(200);
  // A password-reset token row too, so the token tables are covered.
  await callApi(t.app, 'POST', '/api/auth/forgot-password', undefined, { email });
  await call('POST', '/api/disabilities', {
    name: 'Lower back',
    currentPercentage: 40,
    diagnosticCode: '5237',
  });
  // A second condition makes the guidance record what raising it would do.
  const ptsd = (
    await call('POST', '/api/disabilities', {
      name: `PTSD ${label}`,
      currentPercentage: 30,
      diagnosticCode: '9411',
    })
  ).json<{ id: string }>();
  const claim = (
    await call('POST', '/api/claims', { disabilityName: `Tinnitus ${label}`, status: 'pending' })
  ).json<{ id: string }>();
  const intentToFile = (
    await call('POST', '/api/intents-to-file', {
      receivedDate: '2026-01-05',
      method: 'phone',
      notes: `By phone (${label})`,
    })
  ).json<{ id: string }>();
  const journalEntry = (
    await call('POST', '/api/journal', {
      condition: 'Migraine',
      basis: 'migraine',
      fromDate: '2026-01-05',
      whatHappened: `A headache (${label})`,
      fields: { prostrating: true },
    })
  ).json<{ id: string }>();
  const bytes = `${DOCUMENT_TEXT} (${label})`;
  const document = await uploadOne(t.app, cookies, textUpload(`${label}-note.txt`, bytes));
  const exam = (
    await call('POST', '/api/exams', {
      condition: 'Left knee',
      examDate: '2026-02-10',
      reportDocumentId: document.id,
    })
  ).json<{ id: string }>();
  expect(
    (await call('PUT', `/api/exams/${exam.id}/after-exam`, { whatITold: `Stairs (${label})` }))
      .statusCode,
  ).toBe(200);
  const chat = (await call('POST', '/api/chat/sessions', { title: `Chat of ${label}` })).json<{
    id: string;
  }>();
  const question = `How do I raise my PTSD rating? (${label})`;
  const sent = await call('POST', '/api/chat/message', {
    sessionId: chat.id,
    content: question,
    attachedDocuments: [document.id],
    attachedDisabilities: [ptsd.id],
  });
  expect(sent.statusCode).toBe(201);
  const { userMessage } = sent.json<SendMessageResult>();
  const condition = (
    await call('POST', '/api/case/conditions', {
      name: `Left knee ${label}`,
      basis: 'direct',
      origin: 'document',
      originDocumentId: document.id,
    })
  ).json<{ id: string }>();
  const answer = await call('PUT', `/api/case/conditions/${condition.id}/evidence`, {
    elementKey: 'diagnosis',
    documentId: document.id,
    page: 1,
    quote: 'my left knee gives way on stairs',
    state: 'confirmed',
  });
  expect(answer.statusCode).toBe(200);
  const statement = (
    await call('POST', '/api/case/statements', {
      kind: 'personal',
      conditionId: condition.id,
      elementKey: 'in-service-event',
      text: `I fell on the ramp in 2009 (${label}).`,
    })
  ).json<{ id: string }>();
  const provider = (
    await call('POST', '/api/case/providers', {
      name: `Clinic of ${label}`,
      conditionIds: [condition.id],
    })
  ).json<{ id: string }>();
  const witnessRequest = (
    await call('POST', '/api/witness-requests', {
      conditionId: condition.id,
      witnessName: `Witness of ${label}`,
      relationship: 'spouse',
    })
  ).json<{ request: { id: string } }>().request;
  return {
    email,
    password,
    cookies,
    userId: user.id,
    ids: {
      ptsd: ptsd.id,
      claim: claim.id,
      intentToFile: intentToFile.id,
      journalEntry: journalEntry.id,
      exam: exam.id,
      document: document.id,
      chat: chat.id,
      condition: condition.id,
      statement: statement.id,
      provider: provider.id,
      witnessRequest: witnessRequest.id,
    },
    userMessage,
    question,
    bytes,
    document,
  };
}

const exportOf = (cookies: Cookies) => callApi(t.app, 'GET', '/api/account/export', cookies);
const deleteAccount = (cookies: Cookies | undefined, payload: unknown) =>
  callApi(t.app, 'DELETE', '/api/account', cookies, payload);

// ---- The whole database, table by table ------------------------------------------------

const schemaTables = Object.entries(tables).flatMap(([name, value]): [string, PgTable][] =>
  is(value, PgTable) ? [[name, value]] : [],
);

/** Every row of every table of the schema, as JSON text with the table's name. */
async function everyRow() {
  const rows: { table: string; row: Record<string, unknown>; text: string }[] = [];
  for (const [name, table] of schemaTables) {
    for (const row of await t.database.db.select().from(table)) {
      rows.push({ table: name, row, text: JSON.stringify(row) });
    }
  }
  return rows;
}

/**
 * The rows that belong to a user: those naming the user's id (a user_id column, the session's
 * JSON), then those naming the id of a row already found (messages of a chat, link rows), until
 * nothing new turns up.
 */
async function rowsOf(userId: string) {
  const all = await everyRow();
  const ids = new Set([userId]);
  const found = new Set<(typeof all)[number]>();
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of all) {
      if (found.has(entry) || ![...ids].some((id) => entry.text.includes(id))) continue;
      found.add(entry);
      if (typeof entry.row.id === 'string') ids.add(entry.row.id);
      grew = true;
    }
  }
  return { rows: all.filter((entry) => found.has(entry)), ids };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// Sign-in machinery, not the veteran's data: the export leaves them out on purpose.
const NOT_EXPORTED = ['sessions', 'passwordResetTokens', 'emailVerificationTokens'];

describe('account export', () => {
  let alice: Awaited<ReturnType<typeof seedVeteran>>;
  let bob: Awaited<ReturnType<typeof seedVeteran>>;
  beforeAll(async () => {
    clock = start;
    alice = await seedVeteran('alice');
    bob = await seedVeteran('bob');
  });

  it('is one JSON file with the veteran’s account, chats, disabilities, claims, case and documents', async () => {
    const response = await exportOf(alice.cookies);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const day = start.toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="wingman-export-${day}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const data: AccountExport = accountExportSchema.parse(response.json());
    expect(data).toMatchObject({ format: 'wingman-export', version: 1 });
    expect(data.exportedAt).toBe(start.toISOString());
    expect(data.account).toMatchObject({
      id: alice.userId,
      email: alice.email,
      emailVerified: false,
      documentConsentGiven: true,
    });

    expect(data.profile).toMatchObject({
      displayName: 'Sergeant alice',
      branchOfService: 'army',
      bio: 'Served 2004-2012 (alice).',
    });

    expect(data.chats).toHaveLength(1);
    const [chat] = data.chats;
    expect(chat).toMatchObject({ id: alice.ids.chat, title: 'Chat of alice' });
    expect(chat!.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(chat!.messages[0]).toEqual({
      id: alice.userMessage.id,
      role: 'user',
      content: alice.question,
      createdAt: alice.userMessage.createdAt,
      attachedDocumentIds: [alice.ids.document],
      attachedDisabilityIds: [alice.ids.ptsd],
    });
    expect(chat!.messages[1]!.content.length).toBeGreaterThan(0);

    expect(data.disabilities.map((disability) => disability.name)).toEqual([
      'Lower back',
      'PTSD alice',
    ]);
    expect(data.ratingGuidance.map((guidance) => guidance.disabilityId)).toContain(alice.ids.ptsd);
    expect(data.claims).toEqual([
      expect.objectContaining({ id: alice.ids.claim, disabilityName: 'Tinnitus alice' }),
    ]);
    expect(data.intentsToFile).toEqual([
      expect.objectContaining({ id: alice.ids.intentToFile, notes: 'By phone (alice)' }),
    ]);
    expect(data.journal).toEqual([
      expect.objectContaining({
        id: alice.ids.journalEntry,
        whatHappened: 'A headache (alice)',
        fields: { prostrating: true },
      }),
    ]);

    expect(data.exams).toEqual([
      expect.objectContaining({
        id: alice.ids.exam,
        condition: 'Left knee',
        dbq: 'knee',
        examDate: '2026-02-10',
        reportDocumentId: alice.ids.document,
        afterExam: expect.objectContaining({ whatITold: 'Stairs (alice)' }),
      }),
    ]);

    expect(data.case).toEqual({
      conditions: [
        expect.objectContaining({
          id: alice.ids.condition,
          name: 'Left knee alice',
          originDocumentId: alice.ids.document,
        }),
      ],
      evidenceDecisions: [
        expect.objectContaining({
          conditionId: alice.ids.condition,
          elementKey: 'diagnosis',
          documentId: alice.ids.document,
          page: 1,
          quote: 'my left knee gives way on stairs',
          state: 'confirmed',
        }),
      ],
      statements: [
        expect.objectContaining({
          id: alice.ids.statement,
          text: 'I fell on the ramp in 2009 (alice).',
        }),
      ],
      providers: [
        expect.objectContaining({
          id: alice.ids.provider,
          name: 'Clinic of alice',
          conditionIds: [alice.ids.condition],
        }),
      ],
    });

    expect(data.documents).toHaveLength(1);
    const [document] = data.documents;
    expect(document).toMatchObject({
      id: alice.ids.document,
      originalName: 'alice-note.txt',
      mimeType: 'text/plain',
      hasContent: true,
      isContentExpired: false,
      analysisResult: alice.document.analysisResult,
      text: alice.bytes,
    });
    expect(document!.analysisResult).toBeTruthy();
    expect(Buffer.from(document!.originalFileBase64!, 'base64').toString('utf8')).toBe(alice.bytes);
  });

  it('holds every row of hers in the schema, and nothing of another veteran or of her password', async () => {
    const text = (await exportOf(alice.cookies)).body;

    const { rows } = await rowsOf(alice.userId);
    const exported = rows.filter(({ table }) => !NOT_EXPORTED.includes(table));
    // Her rows reach every table a veteran fills.
    expect(new Set(exported.map(({ table }) => table))).toEqual(
      new Set([
        'users',
        'profiles',
        'chatSessions',
        'chatMessages',
        'chatMessageDocuments',
        'chatMessageDisabilities',
        'disabilities',
        'claims',
        'intentsToFile',
        'journalEntries',
        'examRecords',
        'documents',
        'vaRatingOptimizations',
        'caseConditions',
        'caseEvidenceDecisions',
        'caseStatements',
        'caseProviders',
        'witnessRequests',
      ]),
    );
    for (const { table, row } of exported) {
      const ids = Object.values(row).filter(
        (value) => typeof value === 'string' && UUID.test(value),
      );
      for (const id of ids) expect(text, `${table} ${String(id)}`).toContain(id);
    }

    const [stored] = rows.filter(({ table }) => table === 'users').map(({ row }) => row);
    expect(text).not.toContain(String(stored!.password));
    expect(text).not.toContain('$argon2');
    expect(Object.keys(JSON.parse(text).account)).not.toContain('password');
    // A witness link's token stays out of the copy, even as its hash.
    const [witnessRow] = rows.filter(({ table }) => table === 'witnessRequests');
    expect(text).not.toContain(String(witnessRow!.row.tokenHash));
    expect(JSON.parse(text).witnessRequests).toEqual([
      expect.objectContaining({ id: alice.ids.witnessRequest, witnessName: 'Witness of alice' }),
    ]);

    const { ids: bobIds } = await rowsOf(bob.userId);
    for (const id of bobIds) expect(text).not.toContain(id);
    for (const mine of [
      bob.email,
      bob.question,
      bob.bytes,
      'PTSD bob',
      'Tinnitus bob',
      'Sergeant bob',
      'Left knee bob',
      'Clinic of bob',
      'I fell on the ramp in 2009 (bob).',
      'Witness of bob',
    ]) {
      expect(text).not.toContain(mine);
    }
  });

  it('gives back each kept file byte for byte', async () => {
    const dave = await seedVeteran('dave');
    const files = await Promise.all(
      ['medical-record.pdf', 'buddy-statement.docx'].map(async (name) => ({
        name,
        bytes: await readFile(fixturePath(name)),
      })),
    );
    for (const file of files) await uploadOne(t.app, dave.cookies, file);

    const data = accountExportSchema.parse((await exportOf(dave.cookies)).json());
    for (const file of files) {
      const document = data.documents.find(({ originalName }) => originalName === file.name);
      // One base64 string, as Buffer writes it: no line breaks inside.
      expect(document?.originalFileBase64).toBe(file.bytes.toString('base64'));
    }
  });

  it('writes nothing, and logs none of the veteran’s text', async () => {
    const before = await everyRow();
    expect((await exportOf(alice.cookies)).statusCode).toBe(200);
    expect(await everyRow()).toEqual(before);
    expect(logs.text()).not.toContain(DOCUMENT_TEXT);
    expect(logs.text()).not.toContain(alice.question);
  });

  it('leaves out the text and the file once removed or expired, and keeps the analysis', async () => {
    const carol = await seedVeteran('carol');
    const removedDocument = await uploadOne(
      t.app,
      carol.cookies,
      textUpload('removed.txt', 'A note whose file the veteran removed.'),
    );
    const removal = await callApi(
      t.app,
      'PATCH',
      `/api/documents/${removedDocument.id}/delete-content`,
      carol.cookies,
    );
    expect(removal.statusCode).toBe(200);

    const documents = () =>
      exportOf(carol.cookies).then((response) => response.json<AccountExport>().documents);
    const removed = (await documents()).find((document) => document.id === removedDocument.id);
    expect(removed).toMatchObject({
      hasContent: false,
      analysisResult: removedDocument.analysisResult,
      text: null,
      originalFileBase64: null,
    });
    expect(removed!.analysisResult).toBeTruthy();
    expect(removed!.fileContentDeletedAt).not.toBeNull();

    // Past the retention time, before any sweep: gone as well, the analysis still there.
    clock = new Date(start.getTime() + 73 * HOUR_MS);
    const expired = (await documents()).find((document) => document.id === carol.ids.document);
    expect(expired).toMatchObject({
      isContentExpired: true,
      analysisResult: carol.document.analysisResult,
      text: null,
      originalFileBase64: null,
    });
    clock = start;
  });

  it('needs a session', async () => {
    const response = await exportOf({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
  });
});

describe('account deletion', () => {
  const signIn = (email: string, password: string) =>
    callApi(t.app, 'POST', '/api/auth/login', undefined, { email, password });
  const currentUser = (cookies: Cookies) => callApi(t.app, 'GET', '/api/auth/user', cookies);

  it('refuses a wrong or missing password, with a field message, and deletes nothing', async () => {
    clock = start;
    const veteran = await seedVeteran('dana');
    const before = await rowsOf(veteran.userId);

    const wrong = await deleteAccount(veteran.cookies, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Password is incorrect.',
      errors: [{ path: 'password', message: 'Password is incorrect.' }],
    });
    const missing = await deleteAccount(veteran.cookies, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'password', message: 'Required' }]);
    const empty = await deleteAccount(veteran.cookies, { password: '' });
    expect(empty.json().errors).toEqual([{ path: 'password', message: 'Password is required' }]);

    expect((await rowsOf(veteran.userId)).rows).toEqual(before.rows);
    expect((await currentUser(veteran.cookies)).statusCode).toBe(200);
  });

  it('with the right password removes every row of hers in every table, and no one else’s', async () => {
    clock = start;
    const erin = await seedVeteran('erin');
    const frank = await seedVeteran('frank');
    // Signed in on a second device too: that session must end as well.
    const otherDevice = sessionCookie(await signIn(erin.email, erin.password))!;
    const hers = await rowsOf(erin.userId);
    const his = await rowsOf(frank.userId);
    expect(hers.rows.some(({ table }) => table === 'sessions')).toBe(true);

    const response = await deleteAccount(erin.cookies, { password: erin.password });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((cookie) => cookie.name === 'wingman.sid');
    expect(cleared?.value).toBe('');
    expect(cleared!.expires!.getTime()).toBeLessThan(Date.now());

    // Looked at first: a request with a dead session would itself clean up what it finds.
    const everything = await everyRow();
    for (const mark of [
      ...hers.ids,
      erin.email,
      erin.bytes,
      erin.question,
      'Sergeant erin',
      'I fell on the ramp in 2009 (erin).',
    ]) {
      const left = everything.filter(({ text }) => text.includes(mark));
      expect(
        left.map(({ table }) => table),
        mark,
      ).toEqual([]);
    }

    for (const cookies of [otherDevice, erin.cookies]) {
      expect((await callApi(t.app, 'GET', '/api/disabilities', cookies)).statusCode).toBe(401);
      expect((await currentUser(cookies)).statusCode).toBe(401);
    }
    expect((await signIn(erin.email, erin.password)).statusCode).toBe(401);
    expect((await rowsOf(frank.userId)).rows).toEqual(his.rows);
    expect((await exportOf(frank.cookies)).json<AccountExport>().documents[0]?.text).toBe(
      frank.bytes,
    );
  });

  it('needs a session', async () => {
    const response = await deleteAccount(undefined, { password: 'anything at all' });
    expect(response.statusCode).toBe(401);
  });
});

describe('account deletion attempts', () => {
  it('are limited per veteran, so a stolen session cannot guess the password', async () => {
    const limited = await createTestApp({ rateLimits: { accountDeletionPerUser: 2 } });
    try {
      const { cookies, password } = await registerUser(limited.app);
      const attempt = (guess: string) =>
        callApi(limited.app, 'DELETE', '/api/account', cookies, { password: guess });
      expect((await attempt('guess one')).statusCode).toBe(400);
      expect((await attempt('guess two')).statusCode).toBe(400);
      const refused = await attempt(password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Too many attempts/);
      expect((await callApi(limited.app, 'GET', '/api/auth/user', cookies)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
