// A veteran with many large files still kept downloads their data: how much memory the server
// takes to make the export, read as the process's peak resident size over the download alone.
import { readFile, writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { noiseImage } from './extraction';
import { withScratchDatabase } from './scratch-database';
import { browserOf, signUpVeterans, withWingman } from './visits';
import type { RunningServer } from './servers/start-server';
import type { Report } from './report';

const FILES = 24;
const FILES_PER_BATCH = 8;
const SCAN_SIDE = 1700;

/** One page of text and a photo-sized scan whose pixels do not compress: about 8.5 MiB. */
async function heavyPdf() {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Private treatment record, lumbar strain, with the scanned intake form.', {
    x: 36,
    y: 740,
    size: 10,
    font,
  });
  page.drawImage(await pdf.embedPng(noiseImage(SCAN_SIDE)), {
    x: 36,
    y: 100,
    width: 540,
    height: 540,
  });
  return pdf.save();
}

const procStatus = (pid: number) => readFile(`/proc/${pid}/status`, 'utf8');
const statusMiB = (status: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024;

export async function benchmarkExport(report: Report, databaseUrl: string) {
  const bytes = await heavyPdf();
  await withScratchDatabase(databaseUrl, 'export', (url) =>
    withWingman(url, (server) => measure(report, server, bytes)),
  );
}

async function measure(report: Report, server: RunningServer, bytes: Uint8Array) {
  const [account] = await signUpVeterans(server.url, 1);
  const veteran = browserOf(server.url, account!);
  await veteran.signIn();
  for (let stored = 0; stored < FILES; stored += FILES_PER_BATCH) {
    const batch = Array.from({ length: FILES_PER_BATCH }, (_, index) => ({
      name: `treatment-record-${stored + index + 1}.pdf`,
      bytes,
    }));
    await veteran.upload(batch);
  }

  // Writing 5 to clear_refs resets the peak (VmHWM), so it covers the export alone.
  await writeFile(`/proc/${server.pid}/clear_refs`, '5');
  const before = statusMiB(await procStatus(server.pid), 'VmRSS');
  const started = performance.now();
  const body = await veteran.send('GET', '/api/account/export');
  const elapsed = performance.now() - started;
  const peak = statusMiB(await procStatus(server.pid), 'VmHWM');

  const storedMiB = (FILES * bytes.length) / 2 ** 20;
  report(
    `export of a veteran with ${FILES} files kept (${storedMiB.toFixed(0)} MiB), PostgreSQL`,
    `${(Buffer.byteLength(body) / 2 ** 20).toFixed(0)} MiB of JSON in ${(elapsed / 1000).toFixed(1)} s`,
    'files as base64, so a third larger than stored',
  );
  report(
    'export: server peak memory over the download',
    `${peak.toFixed(0)} MiB (${(peak - before).toFixed(0)} MiB above the ${before.toFixed(0)} MiB before it)`,
    'peak resident size (VmHWM) reset just before the request',
  );
}
