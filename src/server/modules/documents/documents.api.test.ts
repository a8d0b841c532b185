import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  documentSchema,
  type BatchUploadResult,
  type DocumentDto,
} from '../../../contracts/documents';
import { renderAnalysisText } from '../../../domain/analysis/analysis-text';
import { documents } from '../../db/tables';
import { fixturePath } from '../../documents/fixtures/fixture-path';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import {
  analysisFixture,
  giveConsent,
  postForm,
  sectionOf,
  textUpload,
  uploadOne,
  type Upload,
} from '../../test/document-requests';

let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  alice = (await registerUser(t.app)).cookies;
  bob = (await registerUser(t.app)).cookies;
  await giveConsent(t.app, alice);
  await giveConsent(t.app, bob);
});
afterAll(() => t.close());

const fixture = async (name: string): Promise<Upload> => ({
  name,
  bytes: await readFile(fixturePath(name)),
});
const documentType = (doc: DocumentDto) => sectionOf(doc.analysis, 'DOCUMENT TYPE')[0];

const UNRECOGNIZED =
  'Not recognized: this does not match any document type Wingman knows, so it does not guess.';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('uploading one file', () => {
  // Each kind is read (text layer, Word, plain text, OCR) and analysed; the short samples
  // that match no fingerprint are called unrecognised rather than guessed.
  it.each([
    [
      'medical-record.pdf',
      'application/pdf',
      'Medical opinion (nexus letter)',
      '2 of 2 pages analyzed',
    ],
    ['buddy-statement.docx', DOCX, 'Buddy or lay statement', '1 of 1 page analyzed'],
    ['buddy-statement.doc', 'application/msword', 'Buddy or lay statement', '1 of 1 page analyzed'],
    ['personal-statement.txt', 'text/plain', UNRECOGNIZED, '2 of 2 pages analyzed'],
    ['audiology-note.png', 'image/png', UNRECOGNIZED, 'bilateral tinnitus (DC 6260'],
    ['scanned-statement.pdf', 'application/pdf', UNRECOGNIZED, 'OCR confidence: page 1'],
  ])('reads %s and analyses it', async (name, mimeType, type, finding) => {
    const file = await fixture(name);
    const doc = await uploadOne(t.app, alice, file);

    expect(doc).toMatchObject({
      originalName: name,
      size: file.bytes.length,
      mimeType,
      hasContent: true,
      isContentExpired: false,
      fileContentDeletedAt: null,
      extractionProblem: null,
      hasDecisionToImport: false,
    });
    expect(documentType(doc)).toBe(type);
    expect(doc.analysisResult).toContain(finding);
    expect(sectionOf(doc.analysis, 'PLAIN-LANGUAGE SUMMARY')).toHaveLength(1);
    expect(doc).not.toHaveProperty('fileContent');
  });

  it.each([
    ['corrupt.pdf', 'corrupt'],
    ['encrypted.pdf', 'encrypted'],
  ])('keeps %s with the reason it could not be read, and no analysis', async (name, problem) => {
    const doc = await uploadOne(t.app, alice, await fixture(name));
    expect(doc).toMatchObject({
      extractionProblem: problem,
      analysisResult: null,
      hasContent: true,
    });
  });

  it('keeps an empty text file with the reason, and no analysis', async () => {
    const doc = await uploadOne(t.app, alice, textUpload('notes.txt', '  \n\n  '));
    expect(doc).toMatchObject({ extractionProblem: 'empty', analysisResult: null });
  });

  it('recognises a rating decision and offers it for import', async () => {
    const doc = await uploadOne(t.app, alice, await analysisFixture('rating-decision.txt'));
    expect(documentType(doc)).toBe('VA rating decision letter');
    expect(doc.hasDecisionToImport).toBe(true);
    const proposal = await callApi(t.app, 'GET', `/api/documents/${doc.id}/decision`, alice);
    expect(proposal.statusCode).toBe(200);
    expect(proposal.json<{ issues: unknown[] }>().issues).toHaveLength(5);
  });

  it('sets the content to expire after 24 hours under the default (enhanced) privacy level', async () => {
    const doc = await uploadOne(t.app, alice, textUpload('short.txt', 'My knees hurt.'));
    const hours =
      (Date.parse(doc.fileContentExpiresAt!) - Date.parse(doc.uploadedAt)) / (60 * 60 * 1000);
    expect(hours).toBe(24);
  });
});

describe('the analysis as stored structure', () => {
  it('reads back the sections and every finding with its document, page and quote', async () => {
    const uploaded = await uploadOne(
      t.app,
      alice,
      await analysisFixture('favourable-nexus-opinion.txt'),
    );
    const response = await callApi(t.app, 'GET', `/api/documents/${uploaded.id}`, alice);
    const doc = documentSchema.parse(response.json());
    const analysis = doc.analysis!;
    expect(analysis.version).toBe(1);
    expect(analysis.documents).toEqual(['favourable-nexus-opinion.txt']);
    expect(analysis.findings).toContainEqual({
      document: 'favourable-nexus-opinion.txt',
      kind: 'condition',
      label: expect.stringMatching(/lumbosacral strain/i),
      quote: { page: 1, text: expect.stringMatching(/Lumbosacral strain/) },
    });
    expect(analysis.findings.some((finding) => finding.kind === 'nexus-statement')).toBe(true);
    for (const finding of analysis.findings) {
      expect(finding.quote.page).toBeGreaterThan(0);
      expect(finding.quote.text.length).toBeGreaterThan(0);
    }
    // The spec's text is the same analysis, rendered from the structure.
    expect(doc.analysisResult).toBe(renderAnalysisText(analysis.sections));
  });

  it('still shows an analysis stored as text alone, read from its text, with no findings', async () => {
    const uploaded = await uploadOne(t.app, alice, await analysisFixture('str-sick-call.txt'));
    await t.database.db
      .update(documents)
      .set({ analysis: null })
      .where(eq(documents.id, uploaded.id));
    const response = await callApi(t.app, 'GET', `/api/documents/${uploaded.id}`, alice);
    const doc = documentSchema.parse(response.json());
    expect(doc.analysis?.sections).toEqual(uploaded.analysis!.sections);
    expect(doc.analysis?.findings).toEqual([]);
  });
});

describe('uploading several files at once', () => {
  it('stores each and gives them one combined analysis', async () => {
    const response = await postForm(t.app, '/api/documents/upload-batch', alice, [
      ['files', await analysisFixture('str-sick-call.txt')],
      ['files', await analysisFixture('favourable-nexus-opinion.txt')],
    ]);
    expect(response.statusCode).toBe(201);
    const result = response.json<BatchUploadResult>();
    expect(result.documents.map((doc) => doc.originalName)).toEqual([
      'str-sick-call.txt',
      'favourable-nexus-opinion.txt',
    ]);
    expect(sectionOf(result.documents[0]!.analysis, 'DOCUMENTS')).toEqual([
      'str-sick-call.txt: Service treatment record',
      'favourable-nexus-opinion.txt: Medical opinion (nexus letter)',
    ]);
    for (const doc of result.documents) {
      expect(doc.analysisResult).toBe(result.analysisResult);
      expect(doc.analysis).toEqual(result.documents[0]!.analysis);
    }
  });

  it('keeps the rating decision on the letter it came from', async () => {
    const response = await postForm(t.app, '/api/documents/upload-batch', alice, [
      ['files', await analysisFixture('buddy-statement.txt')],
      ['files', await analysisFixture('rating-decision.txt')],
    ]);
    expect(response.statusCode).toBe(201);
    const { documents } = response.json<BatchUploadResult>();
    expect(documents.map((doc) => doc.hasDecisionToImport)).toEqual([false, true]);
  });

  it('analyses the readable files and keeps the unreadable one with its reason', async () => {
    const response = await postForm(t.app, '/api/documents/upload-batch', alice, [
      ['files', await fixture('personal-statement.txt')],
      ['files', await fixture('corrupt.pdf')],
    ]);
    expect(response.statusCode).toBe(201);
    const { documents } = response.json<BatchUploadResult>();
    // The one readable file's own analysis: two pages, split where the text had a page break.
    expect(sectionOf(documents[0]!.analysis, 'PAGES')).toEqual(['2 of 2 pages analyzed']);
    expect(documents[1]).toMatchObject({
      extractionProblem: 'corrupt',
      analysisResult: null,
      analysis: null,
    });
  });
});

describe('reading documents', () => {
  it('lists the veteran’s own documents, newest first, without their text', async () => {
    const { cookies } = await registerUser(t.app);
    await giveConsent(t.app, cookies);
    const first = await uploadOne(t.app, cookies, textUpload('first.txt', 'First note.'));
    const second = await uploadOne(t.app, cookies, textUpload('second.txt', 'Second note.'));

    const list = await callApi(t.app, 'GET', '/api/documents', cookies);
    expect(list.statusCode).toBe(200);
    expect(list.json<DocumentDto[]>().map((doc) => doc.id)).toEqual([second.id, first.id]);
    expect(list.body).not.toContain('Second note.');

    const one = await callApi(t.app, 'GET', `/api/documents/${first.id}`, cookies);
    expect(one.json()).toEqual(first);
  });
});

describe('changing a document', () => {
  it('renames it, and refuses an empty name', async () => {
    const doc = await uploadOne(t.app, alice, textUpload('old.txt', 'A note.'));
    const renamed = await callApi(t.app, 'PATCH', `/api/documents/${doc.id}`, alice, {
      originalName: '  Knee letter  ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<DocumentDto>().originalName).toBe('Knee letter');

    const empty = await callApi(t.app, 'PATCH', `/api/documents/${doc.id}`, alice, {
      originalName: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Document name cannot be empty.' });
  });

  it('removes the file content and keeps the analysis', async () => {
    const doc = await uploadOne(t.app, alice, await fixture('personal-statement.txt'));
    const response = await callApi(
      t.app,
      'PATCH',
      `/api/documents/${doc.id}/delete-content`,
      alice,
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json<DocumentDto>();
    expect(updated).toMatchObject({ hasContent: false, analysisResult: doc.analysisResult });
    expect(updated.fileContentDeletedAt).not.toBeNull();

    const file = await callApi(t.app, 'GET', `/api/documents/${doc.id}/file`, alice);
    expect(file.statusCode).toBe(410);
    expect(file.json()).toEqual({ message: "This document's file was removed." });
  });

  it('removes the analysis and keeps the file content', async () => {
    const doc = await uploadOne(t.app, alice, await analysisFixture('rating-decision.txt'));
    const response = await callApi(
      t.app,
      'PATCH',
      `/api/documents/${doc.id}/delete-analysis`,
      alice,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      hasContent: true,
      analysisResult: null,
      hasDecisionToImport: false,
    });
    const file = await callApi(t.app, 'GET', `/api/documents/${doc.id}/file`, alice);
    expect(file.statusCode).toBe(200);
  });

  it('deletes it', async () => {
    const doc = await uploadOne(t.app, alice, textUpload('gone.txt', 'A note.'));
    const response = await callApi(t.app, 'DELETE', `/api/documents/${doc.id}`, alice);
    expect(response.statusCode).toBe(204);
    expect((await callApi(t.app, 'GET', `/api/documents/${doc.id}`, alice)).statusCode).toBe(404);
  });
});

describe('downloading the original', () => {
  it('sends the bytes as an attachment with the stored type', async () => {
    const file = await fixture('medical-record.pdf');
    const doc = await uploadOne(t.app, alice, { ...file, name: 'Dr. Ávila’s letter.pdf' });
    const response = await callApi(t.app, 'GET', `/api/documents/${doc.id}/file`, alice);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Dr. _vila_s letter.pdf"; filename*=UTF-8''${encodeURIComponent('Dr. Ávila’s letter.pdf')}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(Buffer.from(file.bytes))).toBe(true);
  });
});

describe('whose documents', () => {
  it('answers 404 for another veteran’s document on every route', async () => {
    const doc = await uploadOne(t.app, alice, textUpload('private.txt', 'Mine.'));
    const url = `/api/documents/${doc.id}`;
    const calls = [
      callApi(t.app, 'GET', url, bob),
      callApi(t.app, 'GET', `${url}/file`, bob),
      callApi(t.app, 'PATCH', url, bob, { originalName: 'Taken' }),
      callApi(t.app, 'PATCH', `${url}/delete-content`, bob),
      callApi(t.app, 'PATCH', `${url}/delete-analysis`, bob),
      callApi(t.app, 'DELETE', url, bob),
      postForm(t.app, `${url}/add-to-analysis`, bob, [['newFiles', textUpload('a.txt', 'Hi.')]]),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Document not found.' });
    }
    const list = await callApi(t.app, 'GET', '/api/documents', bob);
    expect(list.json<DocumentDto[]>().map((d) => d.id)).not.toContain(doc.id);
    // Untouched.
    expect((await callApi(t.app, 'GET', url, alice)).json()).toEqual(doc);
  });

  it('answers 401 when signed out', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      callApi(t.app, 'GET', '/api/documents'),
      callApi(t.app, 'GET', `/api/documents/${id}`),
      callApi(t.app, 'GET', `/api/documents/${id}/file`),
      callApi(t.app, 'PATCH', `/api/documents/${id}`, undefined, { originalName: 'x' }),
      callApi(t.app, 'PATCH', `/api/documents/${id}/delete-content`),
      callApi(t.app, 'PATCH', `/api/documents/${id}/delete-analysis`),
      callApi(t.app, 'DELETE', `/api/documents/${id}`),
      postForm(t.app, '/api/documents/upload', undefined, [['file', textUpload('a.txt', 'A')]]),
      postForm(t.app, '/api/documents/upload-batch', undefined, [
        ['files', textUpload('a.txt', 'A')],
      ]),
      postForm(t.app, `/api/documents/${id}/add-to-analysis`, undefined, [['existingDocIds', id]]),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
  });
});
