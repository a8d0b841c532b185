/**
 * The privacy level in Profile & Settings decides how long an upload's text and file are kept:
 * basic the operator's time, enhanced a day, maximum not at all once the analysis is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../contracts/documents';
import type { Profile } from '../../contracts/profile';
import { analysisFixture, giveConsent, uploadOne } from '../test/document-requests';
import { callApi, createTestApp, registerUser, type TestApp } from '../test/test-app';
import { sweepExpiredDocumentContent } from './retention';

const HOUR_MS = 60 * 60 * 1000;
// Long past, so a sweep here never touches what other suites on a shared database uploaded.
const start = new Date('2020-03-02T12:00:00Z');
let clock = start;
let t: TestApp;
const hoursAfterStart = (hours: number) => new Date(start.getTime() + hours * HOUR_MS);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { DOCUMENT_RETENTION_HOURS: '72' } });
});
afterAll(() => t.close());

/** A veteran who chose `privacyLevel` in Profile & Settings, then uploaded a sick-call note. */
async function uploadUnder(privacyLevel: Profile['privacyLevel']) {
  clock = start;
  const { cookies } = await registerUser(t.app);
  const profile = await callApi(t.app, 'GET', '/api/profile', cookies);
  const saved = await callApi(t.app, 'PUT', '/api/profile', cookies, {
    ...profile.json<Profile>(),
    privacyLevel,
  });
  expect(saved.statusCode).toBe(200);
  await giveConsent(t.app, cookies);
  const doc = await uploadOne(t.app, cookies, await analysisFixture('str-sick-call.txt'));
  const get = async () =>
    (await callApi(t.app, 'GET', `/api/documents/${doc.id}`, cookies)).json<DocumentDto>();
  const download = () => callApi(t.app, 'GET', `/api/documents/${doc.id}/file`, cookies);
  return { doc, get, download };
}

describe('the privacy level sets how long uploaded content is kept', () => {
  it("basic keeps it for the operator's retention time", async () => {
    const { doc, get, download } = await uploadUnder('basic');
    expect(doc.fileContentExpiresAt).toBe(hoursAfterStart(72).toISOString());

    clock = hoursAfterStart(71);
    await sweepExpiredDocumentContent(t.database.db, clock);
    expect((await download()).statusCode).toBe(200);

    clock = hoursAfterStart(73);
    await sweepExpiredDocumentContent(t.database.db, clock);
    expect(await get()).toMatchObject({ hasContent: false, isContentExpired: true });
  });

  it('enhanced keeps it for 24 hours: there at 23 hours, gone after the sweep at 25', async () => {
    const { doc, get, download } = await uploadUnder('enhanced');
    expect(doc.fileContentExpiresAt).toBe(hoursAfterStart(24).toISOString());

    clock = hoursAfterStart(23);
    await sweepExpiredDocumentContent(t.database.db, clock);
    expect(await get()).toMatchObject({ hasContent: true, isContentExpired: false });
    expect((await download()).statusCode).toBe(200);

    clock = hoursAfterStart(25);
    await sweepExpiredDocumentContent(t.database.db, clock);
    const swept = await get();
    expect(swept).toMatchObject({ hasContent: false, isContentExpired: true });
    expect(swept.analysisResult).toBe(doc.analysisResult);
    expect((await download()).statusCode).toBe(410);
  });

  it('maximum discards the text and file as soon as the analysis is stored, keeping the analysis', async () => {
    const { doc, get, download } = await uploadUnder('maximum');
    expect(doc.analysisResult).toEqual(expect.any(String));
    expect(doc.analysis?.sections.length).toBeGreaterThan(0);

    // No sweep and no time passing: the content was never kept.
    const listed = await get();
    expect(listed).toMatchObject({
      hasContent: false,
      isContentExpired: true,
      fileContentDeletedAt: start.toISOString(),
      analysisResult: doc.analysisResult,
    });
    const file = await download();
    expect(file.statusCode).toBe(410);
    expect(file.json()).toEqual({ message: "This document's file has expired and was removed." });
    expect(file.body).not.toContain('sick call');
  });
});
