import { readFile } from 'node:fs/promises';
import { is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountExportSchema, type AccountExport } from '../../../contracts/account';
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
import { textUpload, uploadOne } from '../../test/document-requests';
import {
  SEEDED_DOCUMENT_TEXT,
  seedVeteran as seedVeteranIn,
  type SeededVeteran,
} from '../../test/seed-veteran';

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

/** A veteran with a row in every table a veteran can fill, made through the real routes. */
const seedVeteran = (label: string) => seedVeteranIn(t.app, label);

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
  let alice: SeededVeteran;
  let bob: SeededVeteran;
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
    expect(logs.text()).not.toContain(SEEDED_DOCUMENT_TEXT);
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

/** One row of a raw query; PGlite and node-postgres both answer with { rows }. */
async function queryOne<Row>(query: ReturnType<typeof sql>) {
  const result = (await t.database.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows[0]!;
}

describe('the database after an account deletion', () => {
  it('has had a checkpoint begun after the deletion, so its write-ahead log is recycled', async () => {
    clock = start;
    const veteran = await seedVeteran('gail');
    // Where the log ends before the deletion writes to it: the database's own record of its
    // last checkpoint must start beyond it.
    const { lsn } = await queryOne<{ lsn: string }>(
      sql`select pg_current_wal_insert_lsn()::text as lsn`,
    );

    const response = await deleteAccount(veteran.cookies, { password: veteran.password });
    expect(response.statusCode).toBe(204);

    const checkpoint = await queryOne<{ afterDeletion: boolean }>(
      sql`select redo_lsn > ${lsn}::pg_lsn as "afterDeletion" from pg_control_checkpoint()`,
    );
    expect(checkpoint.afterDeletion).toBe(true);
  });

  // A role of its own is set on PGlite's one connection; a pool's connections would not share it.
  it.runIf(inject('databaseUrl') === undefined)(
    'still deletes everything when the database refuses the checkpoint, and logs no data of hers',
    async () => {
      clock = start;
      const veteran = await seedVeteran('hana');
      const linesBefore = logs.lines.length;
      // Allowed to read and write the tables, but not to ask for a checkpoint.
      for (const statement of [
        'create role wingman_without_checkpoint',
        'grant select, insert, update, delete on all tables in schema public to wingman_without_checkpoint',
        'set role wingman_without_checkpoint',
      ]) {
        await t.database.db.execute(sql.raw(statement));
      }
      try {
        const response = await deleteAccount(veteran.cookies, { password: veteran.password });
        expect(response.statusCode).toBe(204);
      } finally {
        await t.database.db.execute(sql`reset role`);
      }

      const left = (await everyRow()).filter(({ text }) => text.includes(veteran.userId));
      expect(left).toEqual([]);
      const logged = logs.lines.slice(linesBefore).join('');
      expect(logged).toContain('checkpoint refused');
      expect(logged).toContain('permission denied to execute CHECKPOINT');
      for (const mark of [veteran.email, veteran.userId, veteran.question, 'Sergeant hana']) {
        expect(logged).not.toContain(mark);
      }
    },
  );
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
