// Regenerates the synthetic sample files in src/server/documents/fixtures (see its README.md).
// Every name, date and finding in them is made up. Needs LibreOffice (soffice) for the .doc and
// qpdf for the encrypted PDF; the rest is made here with pdf-lib and @napi-rs/canvas.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'src/server/documents/fixtures');
const write = (name, bytes) => writeFileSync(path.join(out, name), bytes);
// Fixed dates keep the PDFs byte-stable between runs.
const fixedDate = new Date('2026-01-15T12:00:00Z');

const medicalRecordPages = [
  [
    'Riverside Spine and Joint Clinic',
    'Private Medical Record - Progress Note',
    'Patient: Jordan A. Sample    Date of visit: March 3, 2026',
    '',
    'History: The patient is a veteran who reports low back pain since a',
    'lifting injury while loading artillery rounds in 2014 during service.',
    '',
    'Assessment: Chronic lumbar strain with limited forward flexion',
    'measured at 55 degrees, with pain on repeated motion.',
  ],
  [
    'Opinion',
    '',
    "It is at least as likely as not that the veteran's lumbar strain",
    'was caused by the in-service lifting injury. Rationale: the service',
    'treatment records document the injury and the symptoms have been',
    'continuous since. I reviewed the service treatment records.',
    '',
    'Signed: Dr. Casey Example, MD, Orthopedic Surgery',
  ],
];

const scannedLines = [
  'STATEMENT IN SUPPORT OF CLAIM',
  'I served with the veteran in 2014.',
  'I saw him hurt his back lifting',
  'ammunition crates at the depot.',
];

const pngLines = [
  'AUDIOLOGY NOTE',
  'Diagnosis: bilateral tinnitus',
  'Onset after rifle range duty',
];

async function newPdf() {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(fixedDate);
  pdf.setModificationDate(fixedDate);
  pdf.setProducer('Wingman fixtures');
  pdf.setCreator('Wingman fixtures');
  return pdf;
}

async function textPdf(pages) {
  const pdf = await newPdf();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((line, index) =>
      page.drawText(line, { x: 72, y: 720 - index * 18, size: 12, font }),
    );
  }
  return pdf.save();
}

/** Black text on white, like a page out of a scanner. */
function textImage(lines, { width, fontSize }) {
  const lineHeight = Math.round(fontSize * 1.6);
  const canvas = createCanvas(width, lineHeight * (lines.length + 1));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  context.font = `${fontSize}px "Liberation Sans"`;
  lines.forEach((line, index) => context.fillText(line, fontSize, lineHeight * (index + 1)));
  return canvas;
}

async function scannedPdf() {
  const pdf = await newPdf();
  const png = await pdf.embedPng(
    textImage(scannedLines, { width: 1000, fontSize: 36 }).toBuffer('image/png'),
  );
  const page = pdf.addPage([612, 792]);
  const width = 540;
  const height = (png.height / png.width) * width;
  page.drawImage(png, { x: 36, y: 792 - 36 - height, width, height });
  return pdf.save();
}

/** A zip archive (deflate), enough for a DOCX. */
function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01, a fixed time
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function docx(paragraphs) {
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`)
    .join('');
  return zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ],
  ]);
}

const buddyStatement = [
  'Buddy Statement',
  'My name is Riley Placeholder. I served with Jordan A. Sample at Fort Example from 2013 to 2015.',
  'In June 2014 I saw him injure his lower back while lifting ammunition crates.',
  'Since then he has complained of back pain and could not run the physical fitness test.',
];

const medical = await textPdf(medicalRecordPages);
write('medical-record.pdf', medical);
// Cut mid-file: the header survives, the cross-reference table and trailer do not.
write('corrupt.pdf', medical.slice(0, Math.floor(medical.length / 3)));
write('scanned-statement.pdf', await scannedPdf());
write(
  'audiology-note.png',
  textImage(pngLines, { width: 900, fontSize: 40 }).toBuffer('image/png'),
);
write('buddy-statement.docx', docx(buddyStatement));
write(
  'personal-statement.txt',
  [
    'Personal statement',
    'My tinnitus started after rifle range duty in 2013.',
    '\f',
    'Page two: the ringing keeps me awake most nights.',
  ].join('\n'),
);
write(
  'latin1-statement.txt',
  Buffer.from('Déclaration: my knee pain began at Fort Example, café duty, 2014.\n', 'latin1'),
);
// A zip that is not a Word document.
write('archive.zip', zip([['notes.txt', 'Packing list for the move.\n']]));
// A Windows executable header (MZ … PE) under a PDF name.
const exe = Buffer.alloc(128);
exe.write('MZ', 0);
exe.writeUInt32LE(64, 0x3c);
exe.write('PE\0\0', 64, 'latin1');
write('report.pdf', exe);
write(
  'page.txt',
  '<!DOCTYPE html>\n<html><body><script>alert("hi")</script><p>Not a statement.</p></body></html>\n',
);

const work = mkdtempSync(path.join(tmpdir(), 'wingman-fixtures-'));
try {
  execFileSync('qpdf', [
    // Fixed ID and IV so the file only changes when its content does (fine for a sample file).
    '--static-id',
    '--static-aes-iv',
    '--encrypt',
    'user-secret',
    'owner-secret',
    '128',
    '--use-aes=y',
    '--',
    path.join(out, 'medical-record.pdf'),
    path.join(out, 'encrypted.pdf'),
  ]);
  execFileSync(
    'soffice',
    ['--headless', '--convert-to', 'doc', '--outdir', work, path.join(out, 'buddy-statement.docx')],
    { stdio: 'ignore', env: { ...process.env, HOME: work } },
  );
  write('buddy-statement.doc', readFileSync(path.join(work, 'buddy-statement.doc')));
} finally {
  rmSync(work, { recursive: true, force: true });
}
