import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILES_PER_REQUEST, type DocumentDto } from '../../../contracts/documents';
import { fixturePath } from '../../documents/fixtures/fixture-path';
import {
  callApi,
  captureLogs,
  createTestApp,
  registerUser,
  type TestApp,
} from '../../test/test-app';
import {
  giveConsent,
  postForm,
  textUpload,
  uploadOne,
  type Upload,
} from '../../test/document-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { uploadsPerUser: 12 } });
});
afterAll(() => t.close());

const fixture = async (name: string): Promise<Upload> => ({
  name,
  bytes: await readFile(fixturePath(name)),
});
const ACCEPTED = 'Accepted types: PDF, DOC, DOCX, TXT, JPG, JPEG, PNG, GIF, WEBP, BMP.';

async function consentingVeteran() {
  const { cookies } = await registerUser(t.app);
  await giveConsent(t.app, cookies);
  return cookies;
}
const documentsOf = async (cookies: Record<string, string>) =>
  (await callApi(t.app, 'GET', '/api/documents', cookies)).json<DocumentDto[]>();

describe('consent', () => {
  it('refuses every upload until the veteran agrees, then takes it', async () => {
    const { cookies } = await registerUser(t.app);
    const existing = '00000000-0000-4000-8000-000000000000';
    const file = textUpload('note.txt', 'My back hurts.');
    const refused = [
      await postForm(t.app, '/api/documents/upload', cookies, [['file', file]]),
      await postForm(t.app, '/api/documents/upload-batch', cookies, [['files', file]]),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Please agree to the document upload consent before uploading files.',
      });
    }
    expect(await documentsOf(cookies)).toEqual([]);

    await giveConsent(t.app, cookies);
    const doc = await uploadOne(t.app, cookies, file);
    await callApi(t.app, 'PATCH', '/api/auth/user/consent', cookies, {
      documentConsentGiven: false,
    });
    const adding = await postForm(t.app, `/api/documents/${doc.id}/add-to-analysis`, cookies, [
      ['newFiles', file],
    ]);
    expect(adding.statusCode).toBe(403);
    // Adding documents already uploaded stores no file, so it needs no new consent.
    const other = await postForm(t.app, `/api/documents/${doc.id}/add-to-analysis`, cookies, [
      ['existingDocIds', existing],
    ]);
    expect(other.statusCode).toBe(404);
  });
});

describe('file limits', () => {
  it('refuses a file over 10 MB, naming it', async () => {
    const cookies = await consentingVeteran();
    const big = { name: 'big scan.pdf', bytes: Buffer.alloc(11 * 1024 * 1024, 0x41) };
    const response = await postForm(t.app, '/api/documents/upload', cookies, [['file', big]]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message:
        '"big scan.pdf" is larger than 10 MB, so it was not uploaded. A records PDF such as a service treatment record often runs past 10 MB: split it into parts under 10 MB (most PDF readers can print or save a range of pages as a new PDF) and upload each part.',
    });
    expect(await documentsOf(cookies)).toEqual([]);
  });

  it.each([
    ['report.pdf', 'a renamed program', 'a PDF'],
    ['page.txt', 'a web page named .txt', 'a plain text file'],
  ])('refuses %s (%s) by its bytes, saying it is not %s', async (name, _case, promised) => {
    const cookies = await consentingVeteran();
    const response = await postForm(t.app, '/api/documents/upload', cookies, [
      ['file', await fixture(name)],
    ]);
    expect(response.statusCode).toBe(415);
    const ext = name.slice(name.lastIndexOf('.') + 1);
    expect(response.json()).toEqual({
      message: `"${name}" is not ${promised}: what it holds is not a file type we accept (it may be damaged, or a web page saved under a .${ext} name). Download or save it again as ${promised}, check that it opens, then upload it again.`,
    });
  });

  it('names a file that is not what its extension says: "medical_records.pdf is not a PDF"', async () => {
    const cookies = await consentingVeteran();
    const html = '<!DOCTYPE html><html><body>Your session has expired. Sign in.</body></html>';
    const response = await postForm(t.app, '/api/documents/upload', cookies, [
      ['file', { name: 'medical_records.pdf', bytes: Buffer.from(html) }],
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(
      /^"medical_records\.pdf" is not a PDF: /,
    );
    expect(await documentsOf(cookies)).toEqual([]);
  });

  it('still names the accepted types for a file whose name promises none of them', async () => {
    const cookies = await consentingVeteran();
    const response = await postForm(t.app, '/api/documents/upload', cookies, [
      ['file', { name: 'setup.exe', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]) }],
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: `"setup.exe" is not a file type we accept. ${ACCEPTED}`,
    });
  });

  it('stores nothing of a batch when one file is refused', async () => {
    const cookies = await consentingVeteran();
    const response = await postForm(t.app, '/api/documents/upload-batch', cookies, [
      ['files', await fixture('personal-statement.txt')],
      ['files', await fixture('report.pdf')],
    ]);
    expect(response.statusCode).toBe(415);
    expect(await documentsOf(cookies)).toEqual([]);
  });

  it(`refuses more than ${MAX_FILES_PER_REQUEST} files in one request`, async () => {
    const cookies = await consentingVeteran();
    const files = Array.from({ length: MAX_FILES_PER_REQUEST + 1 }, (_, i): [string, Upload] => [
      'files',
      textUpload(`note-${i}.txt`, `Note ${i}.`),
    ]);
    const response = await postForm(t.app, '/api/documents/upload-batch', cookies, files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `Please upload at most ${MAX_FILES_PER_REQUEST} files at a time.`,
    });
    expect(await documentsOf(cookies)).toEqual([]);
  });

  it('asks for a file when none is sent, and for multipart when JSON is', async () => {
    const cookies = await consentingVeteran();
    const none = await postForm(t.app, '/api/documents/upload', cookies, []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'Please choose a file to upload.' });
    const json = await callApi(t.app, 'POST', '/api/documents/upload', cookies, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'Please send the files as a multipart form.' });
  });

  it('answers 400, storing nothing, when the form is cut off part-way through a file', async () => {
    const cookies = await consentingVeteran();
    for (const [url, field] of [
      ['/api/documents/upload', 'file'],
      ['/api/documents/upload-batch', 'files'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        cookies,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: `--x\r\nContent-Disposition: form-data; name="${field}"; filename="a.txt"\r\n\r\nhalf a fi`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The upload was incomplete or not a valid form. Please try again.',
      });
    }
    expect(await documentsOf(cookies)).toEqual([]);
  });

  it('takes one file on the single upload and files only under their own field', async () => {
    const cookies = await consentingVeteran();
    const file = textUpload('note.txt', 'A note.');
    const two = await postForm(t.app, '/api/documents/upload', cookies, [
      ['file', file],
      ['file', file],
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({
      message: 'Please send one file here, or use the batch upload.',
    });
    const wrongField = await postForm(t.app, '/api/documents/upload-batch', cookies, [
      ['file', file],
    ]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ message: 'Unexpected file field "file"; use "files".' });
    expect(await documentsOf(cookies)).toEqual([]);
  });

  it('limits how often one veteran uploads', async () => {
    const cookies = await consentingVeteran();
    const file = textUpload('note.txt', 'A note.');
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      statuses.push(
        (await postForm(t.app, '/api/documents/upload', cookies, [['file', file]])).statusCode,
      );
    }
    expect(statuses.slice(0, 12).every((status) => status === 201)).toBe(true);
    expect(statuses[12]).toBe(429);
    // Another veteran is not held back.
    const other = await consentingVeteran();
    expect(
      (await postForm(t.app, '/api/documents/upload', other, [['file', file]])).statusCode,
    ).toBe(201);
  });
});

describe('logs', () => {
  it('never hold a document’s text or name, even at debug level', async () => {
    const logs = captureLogs();
    const app = await createTestApp({ logStream: logs.stream, env: { LOG_LEVEL: 'debug' } });
    try {
      const { cookies } = await registerUser(app.app);
      await giveConsent(app.app, cookies);
      const secret = 'Sergeant Quillfeather injured his left knee at Camp Zeta';
      await uploadOne(app.app, cookies, textUpload('quillfeather-letter.txt', secret));
      await postForm(app.app, '/api/documents/upload', cookies, [
        ['file', { name: 'quillfeather.pdf', bytes: await readFile(fixturePath('report.pdf')) }],
      ]);
      expect(logs.lines.length).toBeGreaterThan(0);
      expect(logs.text()).not.toMatch(/quillfeather|Camp Zeta/i);
    } finally {
      await app.close();
    }
  });
});
