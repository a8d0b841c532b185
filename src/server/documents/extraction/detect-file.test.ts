import { readFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../fixtures/fixture-path';
import { detectFile } from './detect-file';

const fixture = async (name: string) => new Uint8Array(await readFile(fixturePath(name)));
const text = (value: string) => new Uint8Array(Buffer.from(value));

describe('detectFile', () => {
  it.each([
    ['medical-record.pdf', 'pdf', 'application/pdf'],
    ['scanned-statement.pdf', 'pdf', 'application/pdf'],
    ['encrypted.pdf', 'pdf', 'application/pdf'],
    ['corrupt.pdf', 'pdf', 'application/pdf'],
    ['buddy-statement.doc', 'doc', 'application/msword'],
    [
      'buddy-statement.docx',
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['audiology-note.png', 'png', 'image/png'],
    ['personal-statement.txt', 'txt', 'text/plain'],
    ['latin1-statement.txt', 'txt', 'text/plain'],
  ])('takes %s as %s', async (name, kind, mimeType) => {
    expect(await detectFile(await fixture(name))).toEqual({ kind, mimeType });
  });

  it('knows images by their signature, not their name', async () => {
    const canvas = createCanvas(8, 8);
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    const bmp = Buffer.alloc(58);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(58, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    expect(await detectFile(canvas.toBuffer('image/jpeg'))).toEqual({
      kind: 'jpg',
      mimeType: 'image/jpeg',
    });
    expect(await detectFile(canvas.toBuffer('image/webp'))).toEqual({
      kind: 'webp',
      mimeType: 'image/webp',
    });
    expect(await detectFile(gif)).toEqual({ kind: 'gif', mimeType: 'image/gif' });
    expect(await detectFile(bmp)).toMatchObject({ kind: 'bmp' });
  });

  it.each([
    ['report.pdf', 'a Windows executable named .pdf'],
    ['page.txt', 'an HTML page named .txt'],
    ['archive.zip', 'a zip that is not a Word document'],
  ])('refuses %s (%s)', async (name) => {
    expect(await detectFile(await fixture(name))).toBeNull();
  });

  it('refuses other executables and markup', async () => {
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(56),
    ]);
    expect(await detectFile(elf)).toBeNull();
    expect(
      await detectFile(text('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
    ).toBeNull();
    expect(await detectFile(text('<?xml version="1.0"?><note>hello</note>'))).toBeNull();
    expect(await detectFile(text('\n\n  <HTML><body>hi</body></HTML>'))).toBeNull();
    expect(await detectFile(text('Notes\n<script>alert(1)</script>'))).toBeNull();
  });

  it('takes text only when it decodes without control characters', async () => {
    expect(await detectFile(text('\uFEFFStatement with a BOM\r\n\tand a tab\f'))).toMatchObject({
      kind: 'txt',
    });
    expect(await detectFile(text('A nul\u0000 byte'))).toBeNull();
    expect(await detectFile(text('An escape \u001b[31m sequence'))).toBeNull();
    // Bytes that are neither UTF-8 nor printable Latin-1.
    expect(await detectFile(new Uint8Array([0x41, 0x81, 0x8d, 0x90]))).toBeNull();
  });

  it('refuses an OLE compound file that is not a Word document', async () => {
    const doc = await fixture('buddy-statement.doc');
    const notWord = Buffer.from(doc);
    const stream = Buffer.from('WordDocument', 'utf16le');
    let at = notWord.indexOf(stream);
    while (at >= 0) {
      Buffer.from('WorkBookXXXX', 'utf16le').copy(notWord, at);
      at = notWord.indexOf(stream);
    }
    expect(await detectFile(notWord)).toBeNull();
  });
});
