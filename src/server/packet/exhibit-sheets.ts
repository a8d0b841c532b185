/**
 * Turns each exhibit into sheets: what one page of evidence.pdf shows above its stamp band.
 * PDF pages are embedded whole, images are placed on a page, other documents are set as text.
 * A file that cannot be included becomes a reason, so the index can say why.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import {
  PDFDocument,
  type PDFEmbeddedPage,
  type PDFFont,
  type PDFPage,
  degrees,
  rgb,
} from 'pdf-lib';
import { formWithoutXfa, printable, wrap } from '../forms/fill-pdf';
import { drawAnnotationAppearances } from './annotation-appearances';
import type { Exhibit } from './packet-types';

/** One page of an exhibit, drawn with its lower-left corner at (x, y) of a packet page. */
export interface Sheet {
  width: number;
  height: number;
  paint(page: PDFPage, x: number, y: number): void;
}

export type ExhibitContent =
  { included: true; sheets: Sheet[]; note: string | null } | { included: false; reason: string };

export interface SheetFonts {
  regular: PDFFont;
  italic: PDFFont;
}

const LETTER = { width: 612, height: 792 };
const IMAGE_MARGIN = 36;
const TEXT = { margin: 54, size: 10, lineHeight: 13 };
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

const NOT_KEPT =
  'not included: Wingman no longer keeps this file. Uploading it again brings it back.';

export async function exhibitContent(
  pdf: PDFDocument,
  exhibit: Exhibit,
  fonts: SheetFonts,
): Promise<ExhibitContent> {
  if (!exhibit.bytes) return { included: false, reason: NOT_KEPT };
  if (exhibit.mimeType === 'application/pdf') return pdfContent(pdf, exhibit.bytes);
  if (exhibit.mimeType.startsWith('image/')) return imageContent(pdf, exhibit);
  if (exhibit.text?.trim())
    return { included: true, sheets: textSheets(exhibit.text, fonts), note: null };
  return {
    included: false,
    reason: 'could not be included: no text could be read from this file.',
  };
}

async function pdfContent(pdf: PDFDocument, bytes: Uint8Array): Promise<ExhibitContent> {
  let source: PDFDocument;
  try {
    // Loaded past its encryption only to tell an encrypted file from a damaged one.
    source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return {
      included: false,
      reason: 'could not be included: the file could not be read as a PDF.',
    };
  }
  if (source.isEncrypted)
    return {
      included: false,
      reason:
        'could not be included: the PDF is encrypted (password-protected), so its pages cannot be copied.',
    };
  // Values typed into a form's boxes live in its widgets, which an embedded page leaves out.
  let note: string | null = null;
  const form = formWithoutXfa(source);
  if (form.getFields().length > 0) {
    try {
      form.flatten();
    } catch {
      note = 'the values typed into its form boxes could not be copied.';
      source = await PDFDocument.load(bytes, { updateMetadata: false });
    }
  }
  const pages = source.getPages();
  for (const page of pages) drawAnnotationAppearances(page);
  if (pages.length === 0)
    return { included: false, reason: 'could not be included: it has no pages.' };
  try {
    const embedded = await pdf.embedPages(pages, pages.map(cropBoxOf));
    const sheets = embedded.map((page, index) =>
      rotatedSheet(page, pages[index]!.getRotation().angle),
    );
    return { included: true, sheets, note };
  } catch {
    return { included: false, reason: 'could not be included: its pages could not be read.' };
  }
}

/** What a viewer shows of the page (its crop box), not the whole sheet it was cut from. */
function cropBoxOf(page: PDFPage) {
  const { x, y, width, height } = page.getCropBox();
  return { left: x, bottom: y, right: x + width, top: y + height };
}

/** A page the source shows turned (/Rotate) is drawn turned the same way. */
function rotatedSheet(page: PDFEmbeddedPage, angle: number): Sheet {
  const turn = ((Math.round(angle / 90) % 4) + 4) % 4;
  const { width, height } = page;
  const sideways = turn % 2 === 1;
  // /Rotate turns clockwise; pdf-lib's rotate is counter-clockwise about the drawing point.
  const offset = [
    [0, 0],
    [0, width],
    [width, height],
    [height, 0],
  ][turn]!;
  return {
    width: sideways ? height : width,
    height: sideways ? width : height,
    paint: (target, x, y) =>
      target.drawPage(page, {
        x: x + offset[0]!,
        y: y + offset[1]!,
        rotate: degrees(-90 * turn),
      }),
  };
}

async function imageContent(pdf: PDFDocument, exhibit: Exhibit): Promise<ExhibitContent> {
  const bytes = exhibit.bytes!;
  try {
    const image =
      exhibit.mimeType === 'image/jpeg'
        ? await pdf.embedJpg(bytes)
        : await pdf.embedPng(exhibit.mimeType === 'image/png' ? bytes : await asPng(bytes));
    // A landscape photo gets a landscape page, so it is not shrunk to half the width.
    const landscape = image.width > image.height;
    const width = landscape ? LETTER.height : LETTER.width;
    const height = landscape ? LETTER.width : LETTER.height;
    const fit = image.scaleToFit(width - 2 * IMAGE_MARGIN, height - 2 * IMAGE_MARGIN);
    const sheet: Sheet = {
      width,
      height,
      paint: (page, x, y) =>
        page.drawImage(image, {
          x: x + (width - fit.width) / 2,
          y: y + (height - fit.height) / 2,
          width: fit.width,
          height: fit.height,
        }),
    };
    return { included: true, sheets: [sheet], note: null };
  } catch {
    return { included: false, reason: 'could not be included: the image could not be read.' };
  }
}

/** GIF, WebP and BMP are not images a PDF can hold as they are; they are redrawn as PNG. */
async function asPng(bytes: Uint8Array) {
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return canvas.toBuffer('image/png');
}

/** A Word or text document, as the text read from it, on letter pages. */
function textSheets(text: string, fonts: SheetFonts): Sheet[] {
  const width = LETTER.width - 2 * TEXT.margin;
  const perPage = Math.floor((LETTER.height - 2 * TEXT.margin) / TEXT.lineHeight);
  // The first page says the layout is ours, so nobody mistakes it for the original's.
  const heading = 'The text of this document, as read from the uploaded file.';
  const pages: string[][] = [];
  // A form feed starts a new page, as it does where the text came from.
  const parts = text.split('\f');
  for (const part of parts.length > 1 ? parts.filter((each) => each.trim()) : parts) {
    const lines = wrap(printable(part), fonts.regular, TEXT.size, width);
    const first = pages.length === 0 ? perPage - 2 : perPage;
    for (let start = 0, room = first; start < lines.length; room = perPage) {
      pages.push(lines.slice(start, start + room));
      start += room;
    }
  }
  return pages.map((pageLines, index) => ({
    ...LETTER,
    paint(page, x, y) {
      let line = y + LETTER.height - TEXT.margin - TEXT.size;
      if (index === 0) {
        page.drawText(heading, {
          x: x + TEXT.margin,
          y: line,
          size: 9,
          font: fonts.italic,
          color: MUTED,
        });
        line -= 2 * TEXT.lineHeight;
      }
      for (const text of pageLines) {
        page.drawText(text, {
          x: x + TEXT.margin,
          y: line,
          size: TEXT.size,
          font: fonts.regular,
          color: INK,
        });
        line -= TEXT.lineHeight;
      }
    },
  }));
}
