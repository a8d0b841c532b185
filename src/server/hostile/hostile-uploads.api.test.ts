/**
 * File names a browser would never send, but a script can: folders, NUL bytes, no name at all,
 * thousands of characters. Each upload is stored under a name a veteran can read, or refused
 * with a message; never a 500, and nothing is written outside the database.
 */
import { readdir } from 'node:fs/promises';
import { crc32, deflateRawSync } from 'node:zlib';
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

/** A minimal ZIP (stored as .docx) with the given entries, deflated as Word would. */
function zipOf(entries: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const packed = deflateRawSync(content, { level: 9 });
    const fileName = Buffer.from(name);
    const sizes = (header: Buffer, at: number) => {
      header.writeUInt32LE(crc32(content), at);
      header.writeUInt32LE(packed.length, at + 4);
      header.writeUInt32LE(content.length, at + 8);
      header.writeUInt16LE(fileName.length, at + 12);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    sizes(local, 14);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    sizes(central, 16);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    directory.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
}

describe('hostile documents', () => {
  it('keeps a DOCX that unpacks to 100 MB of XML as damaged, without reading it', async () => {
    const word = (body: string) =>
      Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>' +
          body +
          '</w:t></w:r></w:p></w:body></w:document>',
      );
    const bomb = zipOf({
      '[Content_Types].xml': Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': word('A'.repeat(100 * 1024 * 1024)),
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);

    const response = await postForm(t.app, '/api/documents/upload', cookies, [
      ['file', { name: 'bomb.docx', bytes: bomb }],
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json<DocumentDto>()).toMatchObject({
      originalName: 'bomb.docx',
      extractionProblem: 'corrupt',
    });
  });
});
