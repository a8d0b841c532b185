/**
 * File names a browser would never send, but a script can: folders, NUL bytes, no name at all,
 * thousands of characters. Each upload is stored under a name a veteran can read, or refused
 * with a message; never a 500, and nothing is written outside the database.
 */
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_NAME_LENGTH, type DocumentDto } from '../../contracts/documents';
import { giveConsent, postForm, textUpload } from '../modules/documents/document-test-requests';
import { createTestApp, registerUser, type TestApp } from '../test/test-app';

let t: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = (await registerUser(t.app)).cookies;
  await giveConsent(t.app, cookies);
});
afterAll(() => t.close());

const upload = (name: string) =>
  postForm(t.app, '/api/documents/upload', cookies, [
    ['file', textUpload(name, 'Sick call: knee pain after a ruck march.')],
  ]);

describe('hostile file names', () => {
  it.each([
    ['folders in front of the name', '../../etc/passwd', 'passwd'],
    ['Windows folders', 'C:\\Windows\\win.ini', 'win.ini'],
    ['folders in other scripts', 'отчёт/../../ملف.txt', 'ملف.txt'],
    ['a NUL byte', 'knee\u0000notes.txt', 'kneenotes.txt'],
    ['other control characters', 'knee\u001b\tnotes\u007f.txt', 'kneenotes.txt'],
    ['only spaces', '   ', 'Untitled document'],
  ])('%s: stored under a name a veteran can read', async (_case, sent, stored) => {
    const response = await upload(sent);
    expect(response.statusCode).toBe(201);
    expect(response.json<DocumentDto>().originalName).toBe(stored);
  });

  it('refuses a file part sent without a file name with a 400, not a 500', async () => {
    const response = await upload('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/upload/i) });
  });

  it('cuts a very long name in the middle, keeping its extension, to the rename limit', async () => {
    const response = await upload(`${'knee '.repeat(2000)}.txt`);
    expect(response.statusCode).toBe(201);
    const { originalName } = response.json<DocumentDto>();
    expect([...originalName]).toHaveLength(MAX_DOCUMENT_NAME_LENGTH);
    expect(originalName.endsWith('….txt')).toBe(true);
  });

  it('writes nothing to the data folder: files live in the database only', async () => {
    await upload('../../outside.txt');
    expect(await readdir(t.dataDir)).not.toContain('outside.txt');
    expect((await readdir(t.dataDir)).filter((entry) => entry.endsWith('.txt'))).toEqual([]);
  });
});
