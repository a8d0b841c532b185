/**
 * evidence.pdf: the index, then every exhibit. Each exhibit page is drawn on a page a band
 * taller than itself, and the band carries the stamp, so the stamp never covers the evidence.
 */
import { PDFDocument, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import {
  type ExhibitPlacement,
  INDEX_PAGE,
  type IndexFonts,
  drawIndexPage,
  layoutIndex,
} from './evidence-index';
import { printable } from '../forms/fill-pdf';
import { type ExhibitContent, exhibitContent } from './exhibit-sheets';
import type { EvidenceBook } from './packet-types';

/** The band's height and type size on a letter-width page; wider pages scale them up. */
const BAND = { height: 30, size: 9, padding: INDEX_PAGE.margin };
// Narrow pages (a receipt) are widened so the stamp stays readable.
const MIN_PAGE_WIDTH = 306;
const MUTED = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);
// The index's page count moves the exhibits' page numbers, which can move the count.
const MAX_LAYOUT_PASSES = 5;

export async function buildEvidencePdf(book: EvidenceBook): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Evidence');
  pdf.setCreator('Wingman');
  const fonts: IndexFonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };

  const contents: { number: number; content: ExhibitContent }[] = [];
  for (const exhibit of book.exhibits)
    contents.push({ number: exhibit.number, content: await exhibitContent(pdf, exhibit, fonts) });

  let indexPages = layoutIndex(book, placementsAfter(1, contents), fonts);
  for (let pass = 0; pass < MAX_LAYOUT_PASSES; pass++) {
    const again = layoutIndex(book, placementsAfter(indexPages.length, contents), fonts);
    const settled = again.length === indexPages.length;
    indexPages = again;
    if (settled) break;
  }
  const exhibitPageCount = contents.reduce(
    (sum, { content }) => sum + (content.included ? content.sheets.length : 0),
    0,
  );
  const total = indexPages.length + exhibitPageCount;

  // The veteran's name and VA file number on every page, so a page that strays is theirs.
  const pageOf = (number: number) =>
    [book.identification, `Page ${number} of ${total}`].filter(Boolean).join(' · ');
  indexPages.forEach((lines, index) => {
    const page = drawIndexPage(pdf, lines, fonts);
    drawMarks(page, fonts, 1, pageOf(index + 1), 'Evidence index');
  });
  for (const { number, content } of contents) {
    if (!content.included) continue;
    content.sheets.forEach((sheet, index) => {
      const scale = Math.max(1, sheet.width / INDEX_PAGE.width);
      const width = Math.max(sheet.width, MIN_PAGE_WIDTH);
      const band = BAND.height * scale;
      const page = pdf.addPage([width, sheet.height + band]);
      sheet.paint(page, (width - sheet.width) / 2, band);
      page.drawLine({
        start: { x: 0, y: band },
        end: { x: width, y: band },
        thickness: 0.5 * scale,
        color: RULE,
      });
      drawMarks(
        page,
        fonts,
        scale,
        pageOf(pdf.getPageCount()),
        `Exhibit ${number} · page ${index + 1} of ${content.sheets.length}`,
      );
    });
  }
  return pdf.save();
}

/** Where each exhibit starts, given how many pages the index takes. */
function placementsAfter(
  indexPageCount: number,
  contents: { number: number; content: ExhibitContent }[],
): Map<number, ExhibitPlacement> {
  const placements = new Map<number, ExhibitPlacement>();
  let next = indexPageCount + 1;
  for (const { number, content } of contents) {
    if (!content.included) {
      placements.set(number, content);
      continue;
    }
    placements.set(number, {
      included: true,
      firstPage: next,
      pageCount: content.sheets.length,
      note: content.note,
    });
    next += content.sheets.length;
  }
  return placements;
}

/** The page's place in the file on the left of the bottom margin, its label on the right. */
function drawMarks(page: PDFPage, fonts: IndexFonts, scale: number, left: string, right: string) {
  const size = BAND.size * scale;
  const padding = BAND.padding * scale;
  const y = (BAND.height * scale - size) / 2 + size * 0.2;
  page.drawText(printable(left), { x: padding, y, size, font: fonts.regular, color: MUTED });
  const width = fonts.bold.widthOfTextAtSize(right, size);
  page.drawText(right, {
    x: page.getWidth() - padding - width,
    y,
    size,
    font: fonts.bold,
    color: rgb(0, 0, 0),
  });
}
