// A veteran sends four large PDFs and two images at once while another keeps reading their
// list: the server's event loop must stay free while the files are read (issue 10: p99 under
// 50 ms), and the reader must not wait behind the uploads.
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCanvas } from '@napi-rs/canvas';
import { fixturePath } from '../src/server/documents/fixtures/fixture-path';
import { largePdf } from './extraction';
import { withScratchDatabase } from './scratch-database';
import { browserOf, signUpVeterans, withWingman, type Upload } from './visits';
import type { RunningServer } from './servers/start-server';
import { ms, percentile, type Report } from './report';

const LARGE_PDFS = 4;
const READ_EVERY_MS = 50;
const LOOP_DELAY_TARGET_MS = 50;
const PHOTO_WIDTH = 2000;
const PHOTO_HEIGHT = 1500;
const PHOTO_GRAIN = 24;
const LETTER = [
  'Department of Veterans Affairs',
  'Rating decision, page 1',
  'Issue: tinnitus, bilateral. Decision: service connection granted, 10 percent.',
  'Issue: lumbar strain. Decision: evaluation continued at 20 percent.',
  'Evidence: service treatment records, VA examination, private medical opinion.',
  'Reasons: the examiner found the condition at least as likely as not related to service.',
];

/** A phone photo of a letter: paper under uneven light, sensor grain, a few lines of text. */
function photoOfLetter() {
  const canvas = createCanvas(PHOTO_WIDTH, PHOTO_HEIGHT);
  const context = canvas.getContext('2d');
  const light = context.createLinearGradient(0, 0, PHOTO_WIDTH, PHOTO_HEIGHT);
  light.addColorStop(0, '#f6f3ec');
  light.addColorStop(1, '#b9b2a2');
  context.fillStyle = light;
  context.fillRect(0, 0, PHOTO_WIDTH, PHOTO_HEIGHT);
  context.fillStyle = '#1d1d1f';
  context.font = '44px "Liberation Sans"';
  LETTER.forEach((line, index) => context.fillText(line, 120, 200 + index * 90));
  // Grain keeps the PNG photo-sized: noise does not compress.
  const pixels = context.getImageData(0, 0, PHOTO_WIDTH, PHOTO_HEIGHT);
  for (let index = 0; index < pixels.data.length; index++) {
    if (index % 4 !== 3) pixels.data[index]! += Math.floor((Math.random() - 0.5) * PHOTO_GRAIN);
  }
  context.putImageData(pixels, 0, 0);
  return canvas.toBuffer('image/png');
}

async function sixFiles(): Promise<Upload[]> {
  // One PDF sent four times: the server reads each copy in full all the same.
  const { bytes } = await largePdf();
  return [
    ...Array.from({ length: LARGE_PDFS }, (_, index) => ({
      name: `treatment-records-${index + 1}.pdf`,
      bytes,
    })),
    { name: 'audiology-note.png', bytes: await readFile(fixturePath('audiology-note.png')) },
    { name: 'decision-photo.png', bytes: photoOfLetter() },
  ];
}

export async function benchmarkBusyUploads(report: Report, databaseUrl?: string) {
  const files = await sixFiles();
  const run = (url?: string) =>
    withWingman(url, (server) => measure(report, server, files, url ? 'PostgreSQL' : 'PGlite'));
  if (databaseUrl) await withScratchDatabase(databaseUrl, 'busy', run);
  else await run();
}

async function measure(report: Report, server: RunningServer, files: Upload[], store: string) {
  const [uploaderAccount, readerAccount] = await signUpVeterans(server.url, 2);
  const uploader = browserOf(server.url, uploaderAccount!);
  const reader = browserOf(server.url, readerAccount!);
  await Promise.all([uploader.signIn(), reader.signIn()]);
  for (const [index, name] of ['Tinnitus', 'Lower back', 'Left knee'].entries()) {
    await reader.send('POST', '/api/disabilities', { name, currentPercentage: 10 * (index + 1) });
  }

  const reads: number[] = [];
  let uploading = true;
  const keepReading = async () => {
    while (uploading) {
      const started = performance.now();
      await reader.send('GET', '/api/disabilities');
      const elapsed = performance.now() - started;
      reads.push(elapsed);
      await sleep(Math.max(0, READ_EVERY_MS - elapsed));
    }
  };

  await server.stats();
  const started = performance.now();
  const readingDone = keepReading();
  const stored = JSON.parse(await uploader.upload(files)) as { documents: unknown[] };
  const uploadMs = performance.now() - started;
  const loop = await server.stats();
  uploading = false;
  await readingDone;

  const megabytes = files.reduce((sum, file) => sum + file.bytes.length, 0) / 2 ** 20;
  report(
    `busy uploads (${store}): ${LARGE_PDFS} large PDFs + 2 images in one batch`,
    `${(uploadMs / 1000).toFixed(1)} s until all ${stored.documents.length} are stored`,
    `${megabytes.toFixed(0)} MiB; read, analysed and stored in one request`,
  );
  report(
    'busy uploads: server event-loop delay meanwhile',
    `p99 ${ms(loop.loopDelayP99Ms)}, max ${ms(loop.loopDelayMaxMs)}`,
    `target p99 < ${LOOP_DELAY_TARGET_MS} ms: ${loop.loopDelayP99Ms < LOOP_DELAY_TARGET_MS ? 'met' : 'missed'}`,
  );
  report(
    `busy uploads: another veteran's GET /api/disabilities every ${READ_EVERY_MS} ms`,
    `p50 ${ms(percentile(reads, 50))}, p99 ${ms(percentile(reads, 99))}, max ${ms(Math.max(...reads))}`,
    `${reads.length} reads while the files were processed`,
  );
}
