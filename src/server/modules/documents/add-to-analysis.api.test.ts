import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../../contracts/documents';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import {
  analysisFixture,
  giveConsent,
  postForm,
  sectionOf,
  textUpload,
  uploadOne,
} from '../../test/document-requests';

const HOUR_MS = 60 * 60 * 1000;
let clock = new Date('2026-11-23T12:00:00Z');
let t: TestApp;
let alice: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  alice = (await registerUser(t.app)).cookies;
  await giveConsent(t.app, alice);
});
afterAll(() => t.close());

const addToAnalysis = (id: string, parts: Parameters<typeof postForm>[3], cookies = alice) =>
  postForm(t.app, `/api/documents/${id}/add-to-analysis`, cookies, parts);

describe('adding to an analysis', () => {
  it('replaces the analysis with one over the document, chosen documents and new files', async () => {
    const current = await uploadOne(t.app, alice, await analysisFixture('str-sick-call.txt'));
    const existing = await uploadOne(t.app, alice, await analysisFixture('dbq-complete.txt'));
    const response = await addToAnalysis(current.id, [
      ['newFiles', await analysisFixture('favourable-nexus-opinion.txt')],
      ['existingDocIds', existing.id],
      // The spec's client sends its user id; the session decides whose documents these are.
      ['userId', '00000000-0000-4000-8000-000000000000'],
    ]);

    expect(response.statusCode).toBe(200);
    const updated = response.json<DocumentDto>();
    expect(updated.id).toBe(current.id);
    expect(sectionOf(updated.analysis, 'DOCUMENTS')).toEqual([
      'str-sick-call.txt: Service treatment record',
      'dbq-complete.txt: C&P exam or Disability Benefits Questionnaire (DBQ)',
      'favourable-nexus-opinion.txt: Medical opinion (nexus letter)',
    ]);

    const list = (await callApi(t.app, 'GET', '/api/documents', alice)).json<DocumentDto[]>();
    const added = list.find((doc) => doc.originalName === 'favourable-nexus-opinion.txt')!;
    expect(added.analysisResult).toBe(updated.analysisResult);
    // The chosen document keeps its own analysis.
    expect(list.find((doc) => doc.id === existing.id)!.analysisResult).toBe(
      existing.analysisResult,
    );
  });

  it('asks for something to add', async () => {
    const current = await uploadOne(t.app, alice, textUpload('a.txt', 'A note.'));
    const response = await addToAnalysis(current.id, []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please choose at least one file or document to add.',
    });
  });

  it('refuses the document itself, a removed, an expired and another veteran’s document', async () => {
    const current = await uploadOne(t.app, alice, textUpload('current.txt', 'My knee hurts.'));
    const before = current.analysisResult;

    const self = await addToAnalysis(current.id, [['existingDocIds', current.id]]);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: 'A document cannot be added to its own analysis.' });

    const removed = await uploadOne(t.app, alice, textUpload('removed.txt', 'Old note.'));
    await callApi(t.app, 'PATCH', `/api/documents/${removed.id}/delete-content`, alice);
    const removedAnswer = await addToAnalysis(current.id, [['existingDocIds', removed.id]]);
    expect(removedAnswer.statusCode).toBe(409);
    expect(removedAnswer.json()).toEqual({
      message: '"removed.txt" no longer has its file content, so it cannot be added.',
    });

    // Expired by the clock, before any sweep has cleared it (the default privacy level keeps
    // uploads for 24 hours).
    const uploadedAt = clock;
    const old = await uploadOne(t.app, alice, textUpload('old.txt', 'Older note.'));
    clock = new Date(uploadedAt.getTime() + 12 * HOUR_MS);
    const fresh = await uploadOne(t.app, alice, textUpload('fresh.txt', 'Fresh note.'));
    clock = new Date(uploadedAt.getTime() + 25 * HOUR_MS);
    try {
      const expired = await addToAnalysis(fresh.id, [['existingDocIds', old.id]]);
      expect(expired.statusCode).toBe(409);
      expect(expired.json()).toEqual({
        message: '"old.txt" no longer has its file content, so it cannot be added.',
      });
    } finally {
      clock = uploadedAt;
    }

    const bob = (await registerUser(t.app)).cookies;
    await giveConsent(t.app, bob);
    const bobs = await uploadOne(t.app, bob, textUpload('bob.txt', 'Bob’s note.'));
    const foreign = await addToAnalysis(current.id, [['existingDocIds', bobs.id]]);
    expect(foreign.statusCode).toBe(404);

    const bad = await addToAnalysis(current.id, [['existingDocIds', 'not-an-id']]);
    expect(bad.statusCode).toBe(400);

    const after = await callApi(t.app, 'GET', `/api/documents/${current.id}`, alice);
    expect(after.json<DocumentDto>().analysisResult).toBe(before);
  });

  it('refuses when the document’s own content was removed', async () => {
    const current = await uploadOne(t.app, alice, textUpload('current.txt', 'A note.'));
    await callApi(t.app, 'PATCH', `/api/documents/${current.id}/delete-content`, alice);
    const response = await addToAnalysis(current.id, [['newFiles', textUpload('b.txt', 'B.')]]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "This document's file content is no longer available.",
    });
  });
});
