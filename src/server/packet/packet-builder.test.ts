import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { unzipSync, strFromU8 } from 'fflate';
import {
  PDFDocument,
  type PDFPage,
  StandardFonts,
  beginText,
  degrees,
  endText,
  moveText,
  setFontAndSize,
  showText,
} from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath } from '../documents/fixtures/fixture-path';
import { type FormFill, emptyFill } from '../forms/form-fill';
import { PacketBuildError, createPacketBuilder } from './packet-builder';
import type { EvidenceBook, Exhibit, PacketJob } from './packet-types';

// Every test goes through the real worker pool, as the app uses it.
const builder = createPacketBuilder({ maxThreads: 1 });
afterAll(() => builder.close());

const REAL_4138 = path.resolve(
  import.meta.dirname,
  '../../../../shared/va-forms/VBA-21-4138-ARE.pdf',
);
const LONG_QUOTE =
  'I first felt the pain in my left knee during a ruck march at Fort Drum in March 2009, ' +
  'and it has never fully gone away since then. '.repeat(6) +
  'Climbing stairs, kneeling and standing for more than an hour all make it worse today.';

/** A small fillable form: a text field and a check box. */
async function fillableForm() {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Statement form', { x: 72, y: 720, size: 14, font });
  const form = pdf.getForm();
  form.createTextField('veteran.name').addToPage(page, { x: 72, y: 660, width: 300, height: 20 });
  form.createCheckBox('claim.new').addToPage(page, { x: 72, y: 620, width: 14, height: 14 });
  return pdf.save();
}

async function threePagePdf() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= 3; index++) {
    const page = pdf.addPage([612, 792]);
    // Text from the very bottom edge to the top: the stamp must still not land on it.
    page.drawText(`Knee clinic note page ${index}`, { x: 72, y: 700, size: 12, font });
    page.drawText(`Footer of page ${index}`, { x: 72, y: 4, size: 8, font });
  }
  return pdf.save();
}

function png() {
  const canvas = createCanvas(400, 200);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 400, 200);
  context.fillStyle = '#000000';
  context.fillRect(40, 40, 320, 120);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

/** A stamp annotation, as a reader adds one to sign: its text lives only in its appearance. */
async function signWithStamp(pdf: PDFDocument, page: PDFPage) {
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const appearance = pdf.context.formXObject(
    [
      beginText(),
      setFontAndSize('F1', 12),
      moveText(4, 6),
      showText(font.encodeText('Signed by Dr. A. Smith')),
      endText(),
    ],
    { BBox: [0, 0, 200, 24], Resources: { Font: { F1: font.ref } } },
  );
  const stamp = pdf.context.obj({
    Type: 'Annot',
    Subtype: 'Stamp',
    Rect: [300, 100, 500, 124],
    F: 4,
    AP: { N: pdf.context.register(appearance) },
  });
  page.node.addAnnot(pdf.context.register(stamp));
}

const exhibit = (
  number: number,
  title: string,
  mimeType: string,
  bytes: Uint8Array | null,
  text: string | null = null,
): Exhibit => ({ number, title, mimeType, bytes, text });

async function evidenceBook(): Promise<EvidenceBook> {
  return {
    veteranName: 'Jane Q. Veteran',
    identification: 'Jane Q. Veteran · VA file number 987654321',
    preparedOn: '2026-11-28',
    conditions: [
      {
        name: 'Left knee strain',
        basisLabel: 'Direct service connection',
        ready: true,
        elements: [
          {
            label: 'A current diagnosis',
            statusLabel: 'Supported',
            entries: [
              {
                exhibit: 1,
                what: 'Knee clinic note',
                page: 2,
                quote: 'Diagnosis: left knee strain.',
              },
              { exhibit: 2, what: 'X-ray image', page: null, quote: null },
            ],
          },
          {
            label: 'An event in service',
            statusLabel: 'Supported',
            entries: [{ exhibit: 3, what: 'Buddy letter', page: 1, quote: LONG_QUOTE }],
          },
          {
            label: 'A link between them',
            statusLabel: 'Missing',
            entries: [
              { exhibit: 4, what: 'Old service record', page: 1, quote: 'Sick call, knee.' },
            ],
          },
        ],
      },
    ],
    exhibits: [
      exhibit(1, 'Knee clinic note', 'application/pdf', await threePagePdf()),
      exhibit(2, 'X-ray image', 'image/png', png()),
      exhibit(
        3,
        'Buddy letter',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        new Uint8Array([80, 75, 3, 4]),
        'My friend Jane hurt her knee on the march.\nI carried her pack.\fPage two of the letter.\u000bA line after a vertical tab.',
      ),
      exhibit(4, 'Old service record', 'application/pdf', null),
      exhibit(
        5,
        'Locked record',
        'application/pdf',
        new Uint8Array(await readFile(fixturePath('encrypted.pdf'))),
      ),
    ],
  };
}

const formFill: FormFill = {
  ...emptyFill('21-4138'),
  values: { 'veteran.name': 'Jane Q. Veteran', 'claim.new': true },
};

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('building a claim packet in the worker pool', { timeout: 60_000 }, () => {
  let entries: Record<string, Uint8Array>;
  let pages: string[];
  let indexPageCount: number;

  beforeAll(async () => {
    const job: PacketJob = {
      forms: [
        { entryName: '21-4138-1.pdf', template: await fillableForm(), fill: formFill },
        { entryName: '21-4138-2.pdf', template: await fillableForm(), fill: emptyFill('21-4138') },
      ],
      evidence: await evidenceBook(),
    };
    entries = unzipSync(await builder.build(job));
    pages = (await extractText(entries['evidence.pdf']!.slice())).text;
    indexPageCount = pages.filter((text) => text.includes('Evidence index')).length;
  });

  it('holds each form as named, evidence.pdf and a README', () => {
    expect(Object.keys(entries).sort()).toEqual([
      '21-4138-1.pdf',
      '21-4138-2.pdf',
      'README.txt',
      'evidence.pdf',
    ]);
    const readme = strFromU8(entries['README.txt']!);
    expect(readme).toContain('21-4138-1.pdf: VA Form 21-4138, Statement in Support of Claim');
    expect(readme).toContain('Signatures and dates signed are left empty');
  });

  it('fills the forms without flattening them, so the boxes can still be typed into', async () => {
    const form = (await PDFDocument.load(entries['21-4138-1.pdf']!)).getForm();
    expect(form.getTextField('veteran.name').getText()).toBe('Jane Q. Veteran');
    expect(form.getCheckBox('claim.new').isChecked()).toBe(true);
  });

  it('has the index pages, then every page of every included exhibit', () => {
    expect(indexPageCount).toBeGreaterThanOrEqual(1);
    // 3 PDF pages + 1 image + 2 pages of text (a form feed between them); the expired and the
    // encrypted files have none.
    expect(pages).toHaveLength(indexPageCount + 6);
  });

  it('stamps every exhibit page with its exhibit and page, keeping its own text', () => {
    const exhibitPages = pages.slice(indexPageCount);
    const stamps = [
      'Exhibit 1 · page 1 of 3',
      'Exhibit 1 · page 2 of 3',
      'Exhibit 1 · page 3 of 3',
      'Exhibit 2 · page 1 of 1',
      'Exhibit 3 · page 1 of 2',
      'Exhibit 3 · page 2 of 2',
    ];
    stamps.forEach((stamp, index) => expect(exhibitPages[index]).toContain(stamp));
    [1, 2, 3].forEach((page) =>
      expect(exhibitPages[page - 1]).toContain(`Knee clinic note page ${page}`),
    );
    expect(flat(exhibitPages[4]!)).toContain(
      'My friend Jane hurt her knee on the march. I carried her pack.',
    );
  });

  it('draws each exhibit page above a band added to it, the stamp in the band', async () => {
    const document = await getDocumentProxy(entries['evidence.pdf']!.slice());
    const page = await document.getPage(indexPageCount + 1);
    const [, , width, height] = page.view;
    expect([width, height]).toEqual([612, 792 + 30]);
    const items = (await page.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim() ? [{ text: item.str, y: item.transform[5] as number }] : [],
    );
    const stamp = items.find(({ text }) => text.includes('Exhibit 1'))!;
    const original = items.filter(({ text }) => /Knee clinic note|Footer of page/.test(text));
    expect(stamp.y).toBeLessThan(30);
    expect(original).toHaveLength(2);
    // The original's lowest line (4 pt above its own bottom edge) sits 4 pt above the band.
    for (const { y } of original) expect(y).toBeGreaterThanOrEqual(30 + 4);
  });

  it("prints the veteran's name and VA file number on every page, index and exhibits", () => {
    expect(pages.length).toBeGreaterThan(indexPageCount + 3);
    for (const [index, text] of pages.entries())
      expect(flat(text), `page ${index + 1}`).toContain(
        'Jane Q. Veteran · VA file number 987654321 · Page',
      );
  });

  it('breaks the page at a form feed and the line at a vertical tab, printing no "?" for either', () => {
    const letter = pages.filter((text) => text.includes('Exhibit 3 ·'));
    expect(letter).toHaveLength(2);
    expect(flat(letter[0]!)).toContain('I carried her pack.');
    expect(flat(letter[0]!)).not.toContain('Page two of the letter');
    expect(flat(letter[1]!)).toContain('Page two of the letter.');
    expect(letter[1]!).toMatch(/Page two of the letter\.\s*\n\s*A line after a vertical tab\./);
    expect(letter.join(' ')).not.toContain('?');
  });

  it('lists each entry with its exhibit, page, place in the file and whole quote', () => {
    const index = flat(pages.slice(0, indexPageCount).join(' '));
    const firstExhibitPage = indexPageCount + 1;
    expect(index).toContain('Jane Q. Veteran');
    expect(index).toContain('Prepared on November 28, 2026');
    expect(index).toContain('VA weighs the evidence and decides the claim');
    expect(index).toContain(
      `Knee clinic note: Exhibit 1, page 2 (page ${firstExhibitPage + 1} of this file)`,
    );
    expect(index).toContain('“Diagnosis: left knee strain.”');
    expect(index).toContain(`X-ray image: Exhibit 2 (page ${firstExhibitPage + 3} of this file)`);
    expect(index).toContain(
      `Buddy letter: Exhibit 3, page 1 (page ${firstExhibitPage + 4} of this file)`,
    );
    expect(index).toContain(`“${flat(LONG_QUOTE)}”`);
  });

  it('names an expired file as no longer kept and an encrypted one as not included, with why', () => {
    const index = flat(pages.slice(0, indexPageCount).join(' '));
    expect(index).toContain('Old service record: Exhibit 4, page 1 (not included; see Exhibits)');
    expect(index).toContain(
      'Exhibit 4: Old service record Not included: Wingman no longer keeps this file. Uploading it again brings it back.',
    );
    expect(index).toContain('Exhibit 5: Locked record Could not be included: the PDF is encrypted');
  });
});

describe('the packet builder when things go wrong', { timeout: 60_000 }, () => {
  it('includes what it can read, WebP too, and says why it left out a broken PDF', async () => {
    const evidence = await evidenceBook();
    evidence.exhibits = [
      exhibit(
        1,
        'Broken scan',
        'application/pdf',
        new Uint8Array(await readFile(fixturePath('corrupt.pdf'))),
      ),
      exhibit(2, 'Clinic note', 'application/pdf', await threePagePdf()),
      // A PDF cannot hold WebP as it is: it is redrawn as PNG.
      exhibit(
        3,
        'Phone photo',
        'image/webp',
        new Uint8Array(createCanvas(300, 200).toBuffer('image/webp')),
      ),
    ];
    evidence.conditions = [];
    const zip = unzipSync(await builder.build({ forms: [], evidence }));
    const { text } = await extractText(zip['evidence.pdf']!.slice());
    const index = flat(text.filter((page) => page.includes('Evidence index')).join(' '));
    expect(index).toMatch(/Exhibit 1: Broken scan Could not be included: .+\./);
    expect(text.at(-2)).toContain('Exhibit 2 · page 3 of 3');
    expect(text.at(-1)).toContain('Exhibit 3 · page 1 of 1');
  });

  it("keeps a turned page turned, the values typed into an exhibit's boxes and its stamps", async () => {
    const source = await PDFDocument.create();
    const page = source.addPage([612, 792]);
    page.setRotation(degrees(90));
    const box = source.getForm().createTextField('findings');
    box.addToPage(page, { x: 72, y: 600, width: 300, height: 20 });
    box.setText('Filled in by the examiner');
    await signWithStamp(source, page);
    const evidence = { ...(await evidenceBook()), conditions: [] };
    evidence.exhibits = [exhibit(1, 'Examination', 'application/pdf', await source.save())];
    const zip = unzipSync(await builder.build({ forms: [], evidence }));
    const document = await getDocumentProxy(zip['evidence.pdf']!.slice());
    const turned = await document.getPage(document.numPages);
    // Shown landscape; the band grows with the page's width.
    expect(turned.view[2]).toBe(792);
    expect(turned.view[3]).toBeCloseTo(612 + 30 * (792 / 612));
    const { text } = await extractText(zip['evidence.pdf']!.slice());
    expect(text.at(-1)).toContain('Filled in by the examiner');
    expect(text.at(-1)).toContain('Signed by Dr. A. Smith');
    expect(text.at(-1)).toContain('Exhibit 1 · page 1 of 1');
  });

  it('rejects a failed build with PacketBuildError and keeps building the next', async () => {
    const bad: PacketJob = {
      forms: [
        {
          entryName: 'x.pdf',
          template: await fillableForm(),
          fill: { ...emptyFill('21-4138'), values: { nope: 'x' } },
        },
      ],
      evidence: { ...(await evidenceBook()), exhibits: [] },
    };
    const error = await builder.build(bad).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PacketBuildError);
    expect((error as PacketBuildError).reason).toBe('failed');
    const zip = unzipSync(
      await builder.build({ forms: [], evidence: { ...(await evidenceBook()), exhibits: [] } }),
    );
    expect(Object.keys(zip)).toContain('evidence.pdf');
  });

  it('stops a build past its time limit with PacketBuildError "timeout"', async () => {
    const hurried = createPacketBuilder({ maxThreads: 1, timeoutMs: 1 });
    try {
      const error = await hurried
        .build({ forms: [], evidence: await evidenceBook() })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PacketBuildError);
      expect((error as PacketBuildError).reason).toBe('timeout');
    } finally {
      await hurried.close();
    }
  });

  it('moves the exhibits to the worker instead of copying them', async () => {
    const evidence = await evidenceBook();
    const file = evidence.exhibits[0]!.bytes!;
    await builder.build({ forms: [], evidence });
    expect(file.byteLength).toBe(0);
  });
});

describe.skipIf(!existsSync(REAL_4138))(
  "VA's own 21-4138 (from ../shared/va-forms)",
  { timeout: 60_000 },
  () => {
    it('is filled and still fillable in the packet', async () => {
      const firstName = 'form1[0].#subform[0].Veterans_Beneficiary_First_Name[0]';
      const zip = unzipSync(
        await builder.build({
          forms: [
            {
              entryName: '21-4138-1.pdf',
              template: new Uint8Array(await readFile(REAL_4138)),
              fill: { ...emptyFill('21-4138'), values: { [firstName]: 'Jane' } },
            },
          ],
          evidence: { ...(await evidenceBook()), exhibits: [] },
        }),
      );
      const form = (await PDFDocument.load(zip['21-4138-1.pdf']!)).getForm();
      expect(form.getTextField(firstName).getText()).toBe('Jane');
      expect(form.getFields().length).toBeGreaterThan(30);
    });
  },
);
