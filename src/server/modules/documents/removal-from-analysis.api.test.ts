import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../../contracts/account';
import type { DocumentDto } from '../../../contracts/documents';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import {
  analysisFixture,
  giveConsent,
  postForm,
  sectionOf,
  uploadOne,
} from '../../test/document-requests';

type Cookies = Record<string, string>;

// Analysed together: the sick-call note stays, the nexus letter is taken away.
const STAYS = 'str-sick-call.txt';
const GOES = 'favourable-nexus-opinion.txt';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newVeteran() {
  const { cookies } = await registerUser(t.app);
  await giveConsent(t.app, cookies);
  return cookies;
}

const list = async (cookies: Cookies) =>
  (await callApi(t.app, 'GET', '/api/documents', cookies)).json<DocumentDto[]>();

async function uploadTogether(cookies: Cookies) {
  const response = await postForm(t.app, '/api/documents/upload-batch', cookies, [
    ['files', await analysisFixture(STAYS)],
    ['files', await analysisFixture(GOES)],
  ]);
  expect(response.statusCode).toBe(201);
  const stored = await list(cookies);
  return {
    stays: stored.find((doc) => doc.originalName === STAYS)!,
    goes: stored.find((doc) => doc.originalName === GOES)!,
  };
}

/**
 * What of the removed document a combined analysis shows: its name, every quote taken from its
 * text and not the other's, and each finding listed under its name.
 */
async function tracesOf(analysis: string) {
  const fixture = (name: string) =>
    readFile(path.resolve(import.meta.dirname, '../../../domain/analysis/fixtures', name), 'utf8');
  const [own, other] = await Promise.all([fixture(GOES), fixture(STAYS)]);
  const quotes = [...analysis.matchAll(/page \d+: "([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((quote) => own.includes(quote) && !other.includes(quote));
  const findings = analysis
    .split('\n')
    .filter((line) => line.startsWith(`- ${GOES}: `))
    .map((line) => line.slice(`- ${GOES}: `.length).split(' — ')[0]!)
    // Lines both documents have ("1 of 1 page analyzed") are not its findings.
    .filter((finding) => !analysis.includes(`- ${STAYS}: ${finding}`));
  const traces = [GOES, 'Lumbosacral strain', ...quotes, ...findings];
  // The test can fail: the analysis before the removal shows all of these.
  expect(quotes.length).toBeGreaterThan(3);
  expect(findings).toContain('Lumbosacral strain (DC 5237, Lumbosacral or cervical strain)');
  for (const trace of traces) expect(analysis).toContain(trace);
  return traces;
}

/** Every remaining analysis (the list and each document) and the export but the removed one. */
async function everythingLeft(cookies: Cookies, removedId: string) {
  const listed = await list(cookies);
  const each = await Promise.all(
    listed.map(async (doc) =>
      (await callApi(t.app, 'GET', `/api/documents/${doc.id}`, cookies)).json<DocumentDto>(),
    ),
  );
  const exported = await callApi(t.app, 'GET', '/api/account/export', cookies);
  expect(exported.statusCode).toBe(200);
  const data = exported.json<AccountExport>();
  return JSON.stringify([
    listed.filter((doc) => doc.id !== removedId).map((doc) => doc.analysisResult),
    each.filter((doc) => doc.id !== removedId).map((doc) => doc.analysisResult),
    { ...data, documents: data.documents.filter((doc) => doc.id !== removedId) },
  ]);
}

type Removal = readonly [label: string, method: 'DELETE' | 'PATCH', suffix: string];
const DELETE_EVERYTHING: Removal = ['Delete Everything', 'DELETE', ''];
const REMOVE_CONTENT: Removal = ['Remove File Content', 'PATCH', '/delete-content'];
const DELETE_ANALYSIS: Removal = ['Delete Analysis', 'PATCH', '/delete-analysis'];
/** Each way the document's action sheet offers. */
const REMOVALS = [DELETE_EVERYTHING, REMOVE_CONTENT, DELETE_ANALYSIS];

async function removeDocument(cookies: Cookies, id: string, [, method, suffix]: Removal) {
  const response = await callApi(t.app, method, `/api/documents/${id}${suffix}`, cookies);
  expect(response.statusCode).toBe(method === 'DELETE' ? 204 : 200);
}

/** The document that stays has an analysis of its own again, which says so on its card. */
async function expectAnalysedAlone(cookies: Cookies, id: string) {
  const redone = (await list(cookies)).find((doc) => doc.id === id)!;
  expect(sectionOf(redone.analysis, 'DOCUMENT TYPE')[0]).toBe('Service treatment record');
  expect(sectionOf(redone.analysis, 'CONDITIONS FOUND')).toEqual([
    'Right knee strain (DC 5260, Knee, limitation of flexion) — page 1: "A: Right knee strain"',
  ]);
  expect(redone.analysisNote).toBe('redone-without-removed-document');
}

function expectNoTraces(left: string, traces: string[]) {
  for (const trace of traces) expect(left).not.toContain(JSON.stringify(trace).slice(1, -1));
}

describe('a document taken out of an analysis it shared', () => {
  it.each(REMOVALS)(
    '%s: the analysis left on the other card is redone without it, and the export holds nothing of it',
    async (...way) => {
      const cookies = await newVeteran();
      const { stays, goes } = await uploadTogether(cookies);
      const traces = await tracesOf(stays.analysisResult!);

      await removeDocument(cookies, goes.id, way);

      expectNoTraces(await everythingLeft(cookies, goes.id), traces);
      await expectAnalysedAlone(cookies, stays.id);
    },
  );

  it('keeps the removed file’s own analysis when only its content goes, as the dialog says', async () => {
    const cookies = await newVeteran();
    const { goes } = await uploadTogether(cookies);
    await removeDocument(cookies, goes.id, REMOVE_CONTENT);
    const kept = (await list(cookies)).find((doc) => doc.id === goes.id)!;
    expect(kept.analysisResult).toBe(goes.analysisResult);
    expect(kept.analysisNote).toBeNull();
  });

  it.each([['a new file'], ['an existing document']])(
    'redoes an analysis the document joined through Add to Analysis as %s',
    async (how) => {
      const cookies = await newVeteran();
      const stays = await uploadOne(t.app, cookies, await analysisFixture(STAYS));
      const goes =
        how === 'a new file' ? null : await uploadOne(t.app, cookies, await analysisFixture(GOES));
      const added = await postForm(t.app, `/api/documents/${stays.id}/add-to-analysis`, cookies, [
        goes ? ['existingDocIds', goes.id] : ['newFiles', await analysisFixture(GOES)],
      ]);
      expect(added.statusCode).toBe(200);
      const traces = await tracesOf(added.json<DocumentDto>().analysisResult!);
      const goesId = (await list(cookies)).find((doc) => doc.originalName === GOES)!.id;

      await removeDocument(cookies, goesId, DELETE_EVERYTHING);

      expectNoTraces(await everythingLeft(cookies, goesId), traces);
      await expectAnalysedAlone(cookies, stays.id);
    },
  );

  it('removes the analysis with a note when what remains can no longer be read', async () => {
    const cookies = await newVeteran();
    const { stays, goes } = await uploadTogether(cookies);
    const traces = await tracesOf(stays.analysisResult!);
    await removeDocument(cookies, stays.id, REMOVE_CONTENT);

    await removeDocument(cookies, goes.id, DELETE_EVERYTHING);

    expectNoTraces(await everythingLeft(cookies, goes.id), traces);
    const left = (await list(cookies)).find((doc) => doc.id === stays.id)!;
    expect(left.analysisResult).toBeNull();
    expect(left.analysisNote).toBe('removed-with-document');
  });

  it('leaves the veteran’s other analyses as they were', async () => {
    const cookies = await newVeteran();
    const alone = await uploadOne(t.app, cookies, await analysisFixture('dbq-complete.txt'));
    const { goes } = await uploadTogether(cookies);
    await removeDocument(cookies, goes.id, DELETE_EVERYTHING);
    const after = (await list(cookies)).find((doc) => doc.id === alone.id)!;
    expect(after.analysisResult).toBe(alone.analysisResult);
    expect(after.analysisNote).toBeNull();
  });
});
