// PDF extraction of a large file through the worker pool, beside poppler's pdftotext, and how
// long the main event loop is held up meanwhile (it must stay free: the parsing is in workers).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { MAX_FILE_BYTES } from '../src/contracts/documents';
import { createExtractor } from '../src/server/documents/extraction/extractor';
import { readPdf } from '../src/server/documents/extraction/read-pdf';
import { fixturePath } from '../src/server/documents/fixtures/fixture-path';
import { type Report, idleDelay, seconds, timed } from './report';

const run = promisify(execFile);
const LINES_PER_PAGE = 64;
const STAMP_SIZE = 80;
// Measured: the compressed text of one page comes to about this.
const TEXT_BYTES_PER_PAGE = 2_000;
const words = 'veteran lumbar strain flexion service treatment record nexus opinion rationale';

/** A square PNG of pixels that do not compress, standing in for something scanned. */
export function noiseImage(side: number) {
  const canvas = createCanvas(side, side);
  const context = canvas.getContext('2d');
  const image = context.createImageData(side, side);
  for (let index = 0; index < image.data.length; index++) {
    image.data[index] = index % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
  }
  context.putImageData(image, 0, 0);
  return canvas.toBuffer('image/png');
}

/** Several hundred pages of text with an image each, just under the upload limit. */
export async function largePdf() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const line = (page: number, row: number) =>
    `Page ${page} line ${row}: ${words} ${words.split(' ').reverse().join(' ')}`;
  let estimate = 0;
  for (let page = 1; estimate < MAX_FILE_BYTES * 0.95; page++) {
    const sheet = pdf.addPage([612, 792]);
    // A letterhead or stamp scanned on every page.
    const stamp = noiseImage(STAMP_SIZE);
    sheet.drawImage(await pdf.embedPng(stamp), { x: 500, y: 700, width: 72, height: 72 });
    for (let row = 0; row < LINES_PER_PAGE; row++) {
      sheet.drawText(line(page, row), { x: 36, y: 680 - row * 10, size: 8, font });
    }
    // pdf-lib stores the pixels as RGB, deflated: random bytes do not shrink.
    estimate += STAMP_SIZE * STAMP_SIZE * 3 + TEXT_BYTES_PER_PAGE;
  }
  const bytes = await pdf.save();
  if (bytes.length > MAX_FILE_BYTES) throw new Error('The benchmark PDF is over the upload limit');
  return { bytes, pages: pdf.getPageCount() };
}

async function pdftotext(file: string) {
  try {
    await run('pdftotext', ['-v']);
  } catch {
    return null;
  }
  return timed(() => run('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 256 << 20 }));
}

export async function benchmarkExtraction(report: Report) {
  const dir = await mkdtemp(path.join(tmpdir(), 'wingman-bench-'));
  try {
    const { bytes, pages } = await largePdf();
    const file = path.join(dir, 'large.pdf');
    await writeFile(file, bytes);
    const size = `${(bytes.length / 1024 / 1024).toFixed(1)} MiB, ${pages} pages`;

    const budgeted = createExtractor({ maxThreads: 1 });
    const everything = createExtractor({ maxThreads: 1, maxPages: pages, timeoutMs: 600_000 });
    try {
      // Thread start-up (loader, pdf.js) is paid once per thread, not per file.
      const small = new Uint8Array(await readFile(fixturePath('medical-record.pdf')));
      const cold = await timed(() => budgeted.extract(small, 'pdf'));
      await everything.extract(small, 'pdf');
      const withBudget = await timed(() => budgeted.extract(bytes, 'pdf'));
      const whole = await timed(() => everything.extract(bytes, 'pdf'));
      const pagesRead = (result: typeof whole.result) => (result.ok ? result.pages.length : 0);

      report(
        'extraction thread start + 2-page PDF',
        seconds(cold.ms),
        'once per worker thread (tsx loader, pdf.js)',
      );
      report(
        `large PDF (${size}), Wingman, all pages`,
        seconds(whole.ms),
        `${pagesRead(whole.result)} pages read in one worker thread`,
      );
      report(
        `large PDF, Wingman, default page budget`,
        seconds(withBudget.ms),
        `${pagesRead(withBudget.result)} of ${pages} pages read; the rest listed as not analysed`,
      );
      const poppler = await pdftotext(file);
      report(
        'large PDF, pdftotext (poppler), all pages',
        poppler ? seconds(poppler.ms) : 'pdftotext not installed',
        poppler ? `Wingman / pdftotext ${(whole.ms / poppler.ms).toFixed(1)}×` : '',
      );
      report(
        'event-loop delay while the large PDF is extracted',
        `p99 ${whole.p99.toFixed(1)} ms, max ${whole.max.toFixed(1)} ms`,
        `main thread, monitorEventLoopDelay (10 ms resolution); idle p99 ${(await idleDelay()).toFixed(1)} ms`,
      );
      // What the workers spare the web server: the same reading on the main thread.
      const inline = await timed(() =>
        readPdf(bytes.slice(), { maxPages: pages, maxOcrPages: 0, maxOcrMs: 0 }),
      );
      report(
        'event-loop delay if the same PDF were read on the main thread',
        `p99 ${inline.p99.toFixed(1)} ms, max ${inline.max.toFixed(1)} ms`,
        `not how Wingman runs; ${seconds(inline.ms)} of main-thread time`,
      );
    } finally {
      await Promise.all([budgeted.close(), everything.close()]);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
