/**
 * Uploads a browser would never send, but a script can. File names with folders, NUL bytes, no
 * name at all or thousands of characters; files built to break a reader (a zip bomb, PDFs
 * nested past any call stack or with page trees that loop); polyglots, valid as two formats at
 * once. Each is stored under a name a veteran can read and with an honest problem, or refused
 * with a message; never a 500, nothing is written outside the database, and what is stored is
 * only ever sent back as a download of the type its content is.
 */
import { readdir } from 'node:fs/promises';
import { crc32, deflateRawSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_NAME_LENGTH, type DocumentDto } from '../../contracts/documents';
import { giveConsent, postForm } from '../test/document-requests';
import { callApi, createTestApp, registerUser, type TestApp } from '../test/test-app';
import {
  contentStream,
  onePagePdf,
  pageObject,
  pageTreePdf,
  pdfOf,
  textOperators,
} from './pdf-bytes';

let t: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = (await registerUser(t.app)).cookies;
  await giveConsent(t.app, cookies);
});
afterAll(() => t.close());

const uploadFile = (name: string, bytes: Uint8Array) =>
  postForm(t.app, '/api/documents/upload', cookies, [['file', { name, bytes }]]);

/** Uploads a file that must be kept, and returns the stored document. */
async function keep(name: string, bytes: Uint8Array) {
  const response = await uploadFile(name, bytes);
  expect(response.statusCode).toBe(201);
  return response.json<DocumentDto>();
}

const upload = (name: string) =>
  uploadFile(name, Buffer.from('Sick call: knee pain after a ruck march.'));

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

/** A DOCX whose one paragraph holds this text. */
function docxOf(text: string): Buffer {
  return zipOf({
    '[Content_Types].xml': Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>' +
        text +
        '</w:t></w:r></w:p></w:body></w:document>',
    ),
  });
}

describe('hostile documents', () => {
  it('keeps a DOCX that unpacks to 100 MB of XML as damaged, without reading it', async () => {
    const bomb = docxOf('A'.repeat(100 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(1024 * 1024);

    expect(await keep('bomb.docx', bomb)).toMatchObject({
      originalName: 'bomb.docx',
      extractionProblem: 'corrupt',
    });
  });
});

const knee = 'Knee pain after a ruck march in 2014.';
// Nested deeper than any parser's call stack reaches: each level costs a frame.
const DEPTH = 100_000;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepDictionary = `${'<< /A '.repeat(DEPTH)}${'>> '.repeat(DEPTH)}`;

/** A page tree `depth` Pages nodes deep, each the only kid of the one above. */
const deepPageTree = (depth: number) =>
  pageTreePdf(
    Array.from({ length: depth }, (_, level) => {
      const self = level + 2;
      const parent = level === 0 ? '' : `/Parent ${self - 1} 0 R `;
      return `<< /Type /Pages /Kids [${self + 1} 0 R] /Count 1 ${parent}>>`;
    }),
    textOperators(knee),
  );

/** A page tree where every node lists the next one twice: 2^depth pages from a few objects. */
const doublingPageTree = (depth: number) =>
  pageTreePdf(
    Array.from(
      { length: depth },
      (_, level) =>
        `<< /Type /Pages /Kids [${level + 3} 0 R ${level + 3} 0 R] /Count ${2 ** (depth - level)} >>`,
    ),
    textOperators(knee),
  );

describe('PDFs nested too deep to parse, or in a loop', () => {
  it.each([
    ['a page dictionary holding an array', onePagePdf(textOperators(knee), `/Junk ${deepArray}`)],
    [
      'a page dictionary holding a dictionary',
      onePagePdf(textOperators(knee), `/Junk ${deepDictionary}`),
    ],
    [
      'a catalog holding a dictionary',
      pdfOf([
        `<< /Type /Catalog /Pages 2 0 R /Junk ${deepDictionary} >>`,
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        pageObject(2, 4),
        contentStream(textOperators(knee)),
      ]),
    ],
  ])('keeps %s nested 100,000 deep as damaged', async (_case, bytes) => {
    expect(await keep('nested.pdf', bytes)).toMatchObject({
      mimeType: 'application/pdf',
      extractionProblem: 'corrupt',
      analysisResult: null,
      hasContent: true,
    });
  });

  it.each([
    ['an array', deepArray],
    ['a dictionary', deepDictionary],
  ])('keeps a page drawing %s nested 100,000 deep without text', async (_case, operand) => {
    // pdf.js stops at what it cannot parse and keeps what the page drew before it: nothing.
    expect(
      await keep('nested.pdf', onePagePdf(`${operand} pop ${textOperators(knee)}`)),
    ).toMatchObject({
      extractionProblem: 'empty',
      analysisResult: null,
    });
  });

  it.each([
    [
      'a page tree whose kid is its own parent',
      [
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Pages /Kids [2 0 R] /Count 1 /Parent 2 0 R >>',
      ],
    ],
    ['a page tree that lists itself as its kid', ['<< /Type /Pages /Kids [2 0 R] /Count 1 >>']],
  ])('keeps %s as damaged', async (_case, tree) => {
    const bytes = pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', ...tree]);
    expect(await keep('loop.pdf', bytes)).toMatchObject({ extractionProblem: 'corrupt' });
  });

  it('reads a page at the bottom of a page tree 20,000 levels deep', async () => {
    expect(await keep('deep tree.pdf', deepPageTree(20_000))).toMatchObject({
      extractionProblem: null,
      analysisResult: expect.any(String),
    });
  });

  it('keeps a page tree counting a billion pages in 30 objects as damaged', async () => {
    const bytes = doublingPageTree(30);
    expect(bytes.length).toBeLessThan(4096);
    expect(await keep('billion pages.pdf', bytes)).toMatchObject({
      extractionProblem: 'corrupt',
      analysisResult: null,
    });
  });

  it('still reads an ordinary PDF afterwards: the worker pool is unharmed', async () => {
    expect(await keep('after.pdf', onePagePdf(textOperators(knee)))).toMatchObject({
      extractionProblem: null,
      analysisResult: expect.any(String),
    });
  });
});

const script = '<script>fetch("/api/account/export").then((r) => r.text()).then(alert)</script>';
const htmlPage = `<!doctype html><html><body>${script}</body></html>`;
const bytesOf = (...parts: (Uint8Array | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
const pngPixel = createCanvas(1, 1).toBuffer('image/png');
// The smallest GIF: one transparent pixel.
const gifPixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const notes = zipOf({ 'notes.txt': Buffer.from(knee) });
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('polyglot files, valid as two formats at once', () => {
  it.each([
    [
      'a PDF with a ZIP appended',
      'statement.pdf',
      bytesOf(onePagePdf(textOperators(knee)), notes),
      'application/pdf',
      null,
    ],
    [
      'an HTML page that starts with %PDF-',
      'statement.html',
      bytesOf('%PDF-1.7\n', htmlPage),
      'application/pdf',
      'corrupt',
    ],
    [
      'a PNG with an HTML page and a PDF appended',
      'scan.png',
      bytesOf(pngPixel, htmlPage, onePagePdf(textOperators(knee))),
      'image/png',
      'no-readable-text',
    ],
    [
      'a GIF with a script and a ZIP appended (GIFAR)',
      'photo.gif',
      bytesOf(gifPixel, script, notes),
      'image/gif',
      'no-readable-text',
    ],
    [
      'a JPEG signature followed by a script',
      'photo.jpg',
      bytesOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), script),
      'image/jpeg',
      'corrupt',
    ],
    ['a DOCX named .pdf', 'statement.pdf', docxOf(knee), DOCX_TYPE, null],
    [
      'a text file with a script after its first kilobyte',
      'notes.txt',
      bytesOf(knee, ' '.repeat(1024), script),
      'text/plain',
      null,
    ],
  ])(
    '%s: kept as what its content is, and only ever downloaded',
    async (_case, name, bytes, mimeType, extractionProblem) => {
      const doc = await keep(name, bytes);
      expect(doc).toMatchObject({ originalName: name, mimeType, extractionProblem });

      const download = await callApi(t.app, 'GET', `/api/documents/${doc.id}/file`, cookies);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(mimeType);
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it.each([
    ['a ZIP with a PDF appended', 'statement.pdf', bytesOf(notes, onePagePdf(textOperators(knee)))],
    ['an HTML page with a PDF inside', 'statement.pdf', bytesOf(htmlPage, onePagePdf(''))],
  ])('refuses %s named .pdf as not a PDF', async (_case, name, bytes) => {
    const response = await uploadFile(name, bytes);
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(
      /^"statement\.pdf" is not a PDF: /,
    );
  });
});
