// A claim packet (a 21-526EZ, three statements and 100 pages of evidence) built through the
// packet worker pool, and how long the main event loop is held up meanwhile. VA's templates
// are read from ../shared/va-forms when present; otherwise a generated fillable form stands in.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, PDFTextField, StandardFonts } from 'pdf-lib';
import { type FormFill, emptyFill } from '../src/server/forms/form-fill';
import { formWithoutXfa } from '../src/server/forms/fill-pdf';
import { createPacketBuilder } from '../src/server/packet/packet-builder';
import type { Exhibit, PacketJob } from '../src/server/packet/packet-types';
import { noiseImage } from './extraction';
import { type Report, idleDelay, seconds, timed } from './report';

const VA_FORMS = path.resolve(import.meta.dirname, '../../shared/va-forms');
const TEXT_PAGES = 70;
const SCANNED_PAGES = 20;
const PHOTOS = 10;
const SCAN_SIDE = 400;
const BUDGET_MS = 10_000;
const sentence =
  'I served as a motor transport operator and injured my left knee when I fell from a truck ' +
  'during a convoy in 2009; it has hurt on stairs and when kneeling ever since. ';

/** VA's template when it is at hand, else a one-page form with a name box and a remarks box. */
async function template(file: string): Promise<{ bytes: Uint8Array; real: boolean }> {
  const real = path.join(VA_FORMS, file);
  if (existsSync(real)) return { bytes: new Uint8Array(await readFile(real)), real: true };
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const form = pdf.getForm();
  form.createTextField('name').addToPage(page, { x: 54, y: 700, width: 300, height: 20 });
  const remarks = form.createTextField('remarks');
  remarks.enableMultiline();
  remarks.addToPage(page, { x: 54, y: 200, width: 504, height: 480 });
  return { bytes: await pdf.save(), real: false };
}

/** Every short box gets a value and the multi-line boxes take a long text, as a case would. */
async function fillOf(bytes: Uint8Array, formNumber: string, text: string): Promise<FormFill> {
  const fields = formWithoutXfa(await PDFDocument.load(bytes)).getFields();
  const boxes = fields.filter((field): field is PDFTextField => field instanceof PDFTextField);
  const fill = emptyFill(formNumber);
  for (const box of boxes.filter((field) => !field.isMultiline()))
    fill.values[box.getName()] = 'Veteran'.slice(0, box.getMaxLength() ?? 7);
  const flowed = boxes.filter((field) => field.isMultiline()).map((field) => field.getName());
  fill.flows.push({ item: 'Remarks', fields: flowed, text });
  return fill;
}

async function evidence(): Promise<Exhibit[]> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= TEXT_PAGES; index++) {
    const page = pdf.addPage([612, 792]);
    for (let row = 0; row < 50; row++)
      page.drawText(`Page ${index}, line ${row}: ${sentence.slice(0, 90)}`, {
        x: 54,
        y: 740 - row * 13,
        size: 9,
        font,
      });
  }
  const scans = await PDFDocument.create();
  for (let index = 0; index < SCANNED_PAGES; index++) {
    const image = await scans.embedPng(noiseImage(SCAN_SIDE));
    scans.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  const photos = Array.from({ length: PHOTOS }, (_, index) => ({
    number: 3 + index,
    title: `Photo ${index + 1}`,
    mimeType: 'image/png',
    bytes: new Uint8Array(noiseImage(SCAN_SIDE)),
    text: null,
  }));
  return [
    {
      number: 1,
      title: 'Treatment records',
      mimeType: 'application/pdf',
      bytes: await pdf.save(),
      text: null,
    },
    {
      number: 2,
      title: 'Scanned records',
      mimeType: 'application/pdf',
      bytes: await scans.save(),
      text: null,
    },
    ...photos,
  ];
}

async function packetJob(): Promise<{ job: PacketJob; real: boolean }> {
  const application = await template('VBA-21-526EZ-ARE.pdf');
  const statement = await template('VBA-21-4138-ARE.pdf');
  const forms = [
    {
      entryName: '21-526EZ.pdf',
      template: application.bytes,
      fill: await fillOf(application.bytes, '21-526EZ', sentence.repeat(4)),
    },
  ];
  for (let index = 1; index <= 3; index++)
    forms.push({
      entryName: `21-4138-${index}.pdf`,
      template: statement.bytes,
      fill: await fillOf(statement.bytes, '21-4138', sentence.repeat(40)),
    });
  const exhibits = await evidence();
  const job: PacketJob = {
    forms,
    evidence: {
      veteranName: 'Jane Q. Veteran',
      preparedOn: '2026-11-28',
      conditions: [
        {
          name: 'Left knee strain',
          basisLabel: 'Direct service connection',
          ready: true,
          elements: ['A current diagnosis', 'An event in service', 'A link between them'].map(
            (label, index) => ({
              label,
              statusLabel: 'Supported',
              entries: exhibits.map((exhibit) => ({
                exhibit: exhibit.number,
                what: exhibit.title,
                page: 1 + index,
                quote: sentence,
              })),
            }),
          ),
        },
      ],
      exhibits,
    },
  };
  return { job, real: application.real && statement.real };
}

/**
 * The process's CPU time meanwhile: nearly all of it is the worker's, as the main thread only
 * waits. On a machine shared with other work it moves far less than the wall-clock time.
 */
async function withCpu<T>(work: () => Promise<T>) {
  const before = process.cpuUsage();
  const bytes = await work();
  const { user, system } = process.cpuUsage(before);
  return { bytes, cpuMs: (user + system) / 1000 };
}

export async function benchmarkPacket(report: Report) {
  const builder = createPacketBuilder({ maxThreads: 1, timeoutMs: 120_000 });
  try {
    // Each build moves its exhibits to the worker, so each gets its own job.
    const first = await packetJob();
    const second = await packetJob();
    const third = await packetJob();
    const cold = await timed(() => withCpu(() => builder.build(first.job)));
    const warm = await timed(() => withCpu(() => builder.build(second.job)));
    const forms = first.real ? "VA's 21-526EZ and 21-4138 templates" : 'generated fillable forms';
    const size = `${(warm.result.bytes.byteLength / 1024 / 1024).toFixed(1)} MiB ZIP`;
    report(
      'claim packet, first build (thread start included)',
      `${seconds(cold.ms)} (CPU ${seconds(cold.result.cpuMs)})`,
      `${forms}, 3 statements, 100 evidence pages; budget ${seconds(BUDGET_MS)}`,
    );
    report(
      'claim packet, next build',
      `${seconds(warm.ms)} (CPU ${seconds(warm.result.cpuMs)})`,
      `${size}; one worker thread`,
    );
    // The evidence alone, to tell the cost of evidence.pdf from that of filling the forms.
    const evidenceOnly = await timed(() =>
      withCpu(() => builder.build({ ...third.job, forms: [] })),
    );
    report(
      'evidence.pdf alone (100 pages, no forms)',
      `${seconds(evidenceOnly.ms)} (CPU ${seconds(evidenceOnly.result.cpuMs)})`,
      'the rest of the packet time is filling the forms',
    );
    report(
      'event-loop delay while the packet is built',
      `p99 ${cold.p99.toFixed(1)} ms, max ${cold.max.toFixed(1)} ms`,
      `main thread, first build; idle p99 ${(await idleDelay()).toFixed(1)} ms`,
    );
  } finally {
    await builder.close();
  }
}
