import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DocumentDto } from '../../contracts/documents';
import { giveConsent, textUpload, uploadOne } from '../test/document-requests';
import { callApi, createTestApp, registerUser, type TestApp } from '../test/test-app';
import { DOCUMENT_RETENTION_LOCK_ID, sweepExpiredDocumentContent } from './retention';

const HOUR_MS = 60 * 60 * 1000;
// Long past, so a sweep here never touches what other suites on a shared database uploaded.
const start = new Date('2020-01-06T12:00:00Z');
let clock = start;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { DOCUMENT_RETENTION_HOURS: '24' } });
});
afterAll(() => t.close());

async function veteranWithDocument() {
  const { cookies } = await registerUser(t.app);
  await giveConsent(t.app, cookies);
  const doc = await uploadOne(t.app, cookies, textUpload('note.txt', 'My knee hurts.'));
  const get = async () =>
    (await callApi(t.app, 'GET', `/api/documents/${doc.id}`, cookies)).json<DocumentDto>();
  const download = () => callApi(t.app, 'GET', `/api/documents/${doc.id}/file`, cookies);
  return { doc, get, download };
}

describe('document retention', () => {
  it('treats content past its expiry as gone, clears it once swept, and keeps the analysis', async () => {
    clock = start;
    const { doc, get, download } = await veteranWithDocument();
    expect(doc.fileContentExpiresAt).toBe(new Date(start.getTime() + 24 * HOUR_MS).toISOString());

    clock = new Date(start.getTime() + 23 * HOUR_MS);
    expect((await download()).statusCode).toBe(200);

    clock = new Date(start.getTime() + 24 * HOUR_MS);
    // Before any sweep: reads already refuse it, and a read changes nothing.
    expect(await get()).toMatchObject({ hasContent: true, isContentExpired: true });
    const early = await download();
    expect(early.statusCode).toBe(410);
    expect(early.json()).toEqual({ message: "This document's file has expired and was removed." });

    const first = await sweepExpiredDocumentContent(t.database.db, clock);
    expect(first.ran).toBe(true);
    expect(first.cleared).toBeGreaterThanOrEqual(1);
    const swept = await get();
    expect(swept).toMatchObject({
      hasContent: false,
      isContentExpired: true,
      fileContentDeletedAt: clock.toISOString(),
      analysisResult: doc.analysisResult,
    });
    expect((await download()).statusCode).toBe(410);

    // Idempotent: a second pass has nothing left to clear and changes nothing.
    clock = new Date(start.getTime() + 25 * HOUR_MS);
    expect(await sweepExpiredDocumentContent(t.database.db, clock)).toEqual({
      ran: true,
      cleared: 0,
    });
    expect(await get()).toEqual(swept);
  });

  it('leaves content that has not expired', async () => {
    clock = start;
    const { get } = await veteranWithDocument();
    await sweepExpiredDocumentContent(t.database.db, new Date(start.getTime() + HOUR_MS));
    expect(await get()).toMatchObject({ hasContent: true, isContentExpired: false });
  });

  // PGlite is one connection in one process, so there is no second instance to contend with.
  it.runIf(inject('databaseUrl'))(
    'runs on one instance at a time when several sweep together',
    async () => {
      clock = start;
      const { get } = await veteranWithDocument();
      const later = new Date(start.getTime() + 48 * HOUR_MS);
      const second = await createTestApp({ sameDatabaseAs: t, now: () => clock });
      const other = new pg.Client({ connectionString: inject('databaseUrl') });
      await other.connect();
      try {
        // A third instance mid-pass holds the lock: both others skip.
        await other.query('begin');
        await other.query('select pg_advisory_xact_lock($1)', [DOCUMENT_RETENTION_LOCK_ID]);
        const skipped = await Promise.all([
          sweepExpiredDocumentContent(t.database.db, later),
          sweepExpiredDocumentContent(second.database.db, later),
        ]);
        expect(skipped).toEqual([
          { ran: false, cleared: 0 },
          { ran: false, cleared: 0 },
        ]);
        expect(await get()).toMatchObject({ hasContent: true });
        await other.query('commit');

        // Both at once: whichever runs clears it; none fails, nothing is cleared twice.
        const passes = await Promise.all([
          sweepExpiredDocumentContent(t.database.db, later),
          sweepExpiredDocumentContent(second.database.db, later),
        ]);
        expect(passes.some((pass) => pass.ran)).toBe(true);
        expect(await get()).toMatchObject({ hasContent: false, isContentExpired: true });
        expect(await sweepExpiredDocumentContent(t.database.db, later)).toEqual({
          ran: true,
          cleared: 0,
        });
      } finally {
        await other.end();
        await second.close();
      }
    },
  );
});
