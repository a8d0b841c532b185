import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { fixturePath } from '../fixtures/fixture-path';
import type { ExtractionResult, FileKind } from './extraction-types';
import { createExtractor } from './extractor';
import { ENGLISH_MODEL_DIR } from './ocr';

// Every test goes through the real worker pool, as the app uses it.
const extractor = createExtractor({ maxThreads: 1 });
afterAll(() => extractor.close());

const fixture = async (name: string) => new Uint8Array(await readFile(fixturePath(name)));
const extractFixture = async (name: string, kind: FileKind) =>
  extractor.extract(await fixture(name), kind);

/** The pages' text, when the file was read. */
function pagesOf(result: ExtractionResult) {
  if (!result.ok) throw new Error(`not read: ${result.problem}`);
  return result.pages;
}

/** OCR reads words, not always every letter: compare loosely, ignoring case and spacing. */
const loosely = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

function textCanvas(lines: string[]): Canvas {
  const canvas = createCanvas(900, 80 * (lines.length + 1));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  context.font = '44px "Liberation Sans"';
  lines.forEach((line, index) => context.fillText(line, 40, 80 * (index + 1)));
  return canvas;
}

/** A 24-bit Windows bitmap of the canvas (bottom-up rows, padded to 4 bytes). */
function bmpOf(canvas: Canvas): Uint8Array {
  const { width, height } = canvas;
  const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const bmp = Buffer.alloc(54 + rowBytes * height);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(bmp.length, 2);
  bmp.writeUInt32LE(54, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const to = 54 + (height - 1 - y) * rowBytes + x * 3;
      bmp[to] = pixels[from + 2]!;
      bmp[to + 1] = pixels[from + 1]!;
      bmp[to + 2] = pixels[from]!;
    }
  }
  return bmp;
}

/** The scanned fixture's page repeated: a longer scan without committing one. */
async function scannedPdfOf(pageCount: number) {
  const source = await PDFDocument.load(await fixture('scanned-statement.pdf'));
  const pdf = await PDFDocument.create();
  for (let index = 0; index < pageCount; index++) {
    const [page] = await pdf.copyPages(source, [0]);
    pdf.addPage(page);
  }
  return pdf.save();
}

// A thread starts in seconds and OCR takes a second a page, more when the machine is busy.
describe('extracting text in the worker pool', { timeout: 60_000 }, () => {
  it('reads a text PDF page by page, keeping its lines', async () => {
    const result = await extractFixture('medical-record.pdf', 'pdf');
    expect(result).toMatchObject({ ok: true, totalPages: 2, method: 'text-layer' });
    const [first, second] = pagesOf(result);
    expect(first).toEqual({ page: 1, text: expect.stringContaining('Chronic lumbar strain') });
    expect(first!.text).toContain(
      'Assessment: Chronic lumbar strain with limited forward flexion\nmeasured at 55 degrees',
    );
    expect(second!.page).toBe(2);
    expect(second!.text).toContain(
      "It is at least as likely as not that the veteran's lumbar strain\nwas caused by the in-service lifting injury.",
    );
  });

  it('keeps a blank page as an empty page, without OCR', async () => {
    const pdf = await PDFDocument.load(await fixture('medical-record.pdf'));
    pdf.addPage();
    const result = await extractor.extract(await pdf.save(), 'pdf');
    expect(result).toMatchObject({ ok: true, totalPages: 3, method: 'text-layer' });
    expect(pagesOf(result)[2]).toEqual({ page: 3, text: '' });
  });

  it('reads a scanned PDF by OCR, with the confidence of the page', async () => {
    const result = await extractFixture('scanned-statement.pdf', 'pdf');
    expect(result).toMatchObject({ ok: true, totalPages: 1, method: 'ocr' });
    const [page] = pagesOf(result);
    expect(loosely(page!.text)).toContain('statement in support of claim');
    expect(loosely(page!.text)).toContain('ammunition crates');
    expect(page!.ocrConfidence).toBeGreaterThan(70);
  });

  it('reads by OCR a scan that also carries a line of real text, as a fax header', async () => {
    const pdf = await PDFDocument.load(await fixture('scanned-statement.pdf'));
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.getPage(0).drawText('FAX 2/3', { x: 20, y: 20, size: 8, font });
    const result = await extractor.extract(await pdf.save(), 'pdf');
    expect(result).toMatchObject({ ok: true, method: 'ocr' });
    expect(loosely(pagesOf(result)[0]!.text)).toContain('ammunition crates');
  });

  it('reads OCR pages only up to the budget and counts the rest', async () => {
    const limited = createExtractor({ maxThreads: 1, maxOcrPages: 1 });
    try {
      const result = await limited.extract(await scannedPdfOf(3), 'pdf');
      expect(result).toMatchObject({ ok: true, totalPages: 3 });
      expect(pagesOf(result).map((page) => page.page)).toEqual([1]);
    } finally {
      await limited.close();
    }
  });

  it('starts no further scanned page once the OCR time is spent, keeping what it read', async () => {
    const hurried = createExtractor({ maxThreads: 1, maxOcrMs: 1 });
    try {
      const result = await hurried.extract(await scannedPdfOf(3), 'pdf');
      expect(result).toMatchObject({ ok: true, totalPages: 3 });
      expect(pagesOf(result).map((page) => page.page)).toEqual([1]);
    } finally {
      await hurried.close();
    }
  });

  it('reads a huge PDF only up to the page budget', async () => {
    const pdf = await PDFDocument.load(await fixture('medical-record.pdf'));
    for (let index = 0; index < 4; index++) {
      const [page] = await pdf.copyPages(pdf, [0]);
      pdf.addPage(page);
    }
    const limited = createExtractor({ maxThreads: 1, maxPages: 3 });
    try {
      const result = await limited.extract(await pdf.save(), 'pdf');
      expect(result).toMatchObject({ ok: true, totalPages: 6 });
      expect(pagesOf(result).map((page) => page.page)).toEqual([1, 2, 3]);
    } finally {
      await limited.close();
    }
  });

  it('reads Word documents, new and old', async () => {
    for (const [name, kind] of [
      ['buddy-statement.docx', 'docx'],
      ['buddy-statement.doc', 'doc'],
    ] as const) {
      const result = await extractFixture(name, kind);
      expect(result).toMatchObject({ ok: true, totalPages: 1, method: kind });
      const [page] = pagesOf(result);
      expect(page!.page).toBe(1);
      expect(page!.text).toContain(
        'In June 2014 I saw him injure his lower back while lifting ammunition crates.',
      );
    }
  });

  it('reads plain text, a form feed starting a new page', async () => {
    const result = await extractFixture('personal-statement.txt', 'txt');
    expect(result).toEqual({
      ok: true,
      totalPages: 2,
      method: 'text',
      pages: [
        {
          page: 1,
          text: 'Personal statement\nMy tinnitus started after rifle range duty in 2013.',
        },
        { page: 2, text: 'Page two: the ringing keeps me awake most nights.' },
      ],
    });
  });

  it('reads Latin-1 text when it is not UTF-8, and drops a UTF-8 BOM', async () => {
    const latin1 = await extractFixture('latin1-statement.txt', 'txt');
    expect(pagesOf(latin1)[0]!.text).toBe(
      'Déclaration: my knee pain began at Fort Example, café duty, 2014.',
    );
    const withBom = await extractor.extract(Buffer.from('\uFEFFCafé statement'), 'txt');
    expect(pagesOf(withBom)[0]!.text).toBe('Café statement');
  });

  it('reads images by OCR, converting the kinds tesseract does not decode', async () => {
    const png = await extractFixture('audiology-note.png', 'png');
    expect(png).toMatchObject({ ok: true, totalPages: 1, method: 'ocr' });
    expect(loosely(pagesOf(png)[0]!.text)).toContain('bilateral tinnitus');
    expect(pagesOf(png)[0]!.ocrConfidence).toBeGreaterThan(70);

    const canvas = textCanvas(['KNEE EXAM', 'Meniscus tear left knee']);
    for (const [bytes, kind] of [
      [canvas.toBuffer('image/jpeg'), 'jpg'],
      [canvas.toBuffer('image/webp'), 'webp'],
      [bmpOf(canvas), 'bmp'],
    ] as const) {
      const result = await extractor.extract(bytes, kind);
      expect(loosely(pagesOf(result)[0]!.text), kind).toContain('meniscus tear left knee');
    }
  });

  it('reads the English model from the installed package and caches nothing', async () => {
    expect(existsSync(path.join(ENGLISH_MODEL_DIR, 'eng.traineddata.gz'))).toBe(true);
    await extractFixture('audiology-note.png', 'png');
    // tesseract would otherwise write its cache to the working directory or the cache path.
    expect(existsSync('eng.traineddata')).toBe(false);
    expect((await readdir(tmpdir())).filter((name) => name.includes('traineddata'))).toEqual([]);
  });

  it('says why a file has no text instead of failing', async () => {
    const blank = createCanvas(400, 200);
    const context = blank.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 400, 200);
    // pdf.js reads a PDF without pages as one blank page.
    const blankPdf = await PDFDocument.create();
    blankPdf.addPage();
    const noPages = await PDFDocument.create();
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    const cases: [Uint8Array, FileKind, string][] = [
      [await fixture('encrypted.pdf'), 'pdf', 'encrypted'],
      [await fixture('corrupt.pdf'), 'pdf', 'corrupt'],
      [await noPages.save(), 'pdf', 'empty'],
      [await blankPdf.save(), 'pdf', 'empty'],
      [Buffer.from(''), 'txt', 'empty'],
      [Buffer.from(' \n\f\n '), 'txt', 'empty'],
      // An image tesseract cannot decode leaves its engine working for the next.
      [(await fixture('audiology-note.png')).slice(0, 200), 'png', 'corrupt'],
      [blank.toBuffer('image/png'), 'png', 'no-readable-text'],
      [gif, 'gif', 'no-readable-text'],
      [(await fixture('buddy-statement.docx')).slice(0, 300), 'docx', 'corrupt'],
      [(await fixture('buddy-statement.doc')).slice(0, 600), 'doc', 'corrupt'],
    ];
    for (const [bytes, kind, problem] of cases) {
      expect(await extractor.extract(bytes, kind), `${kind} → ${problem}`).toEqual({
        ok: false,
        problem,
      });
    }
  });

  it('stops a file that takes too long, and the pool reads the next one', async () => {
    const impatient = createExtractor({ maxThreads: 1, timeoutMs: 50 });
    try {
      expect(await impatient.extract(await fixture('scanned-statement.pdf'), 'pdf')).toEqual({
        ok: false,
        problem: 'timeout',
      });
      expect(await impatient.extract(await fixture('personal-statement.txt'), 'txt')).toMatchObject(
        { ok: true, totalPages: 2 },
      );
    } finally {
      await impatient.close();
    }
  });
});
