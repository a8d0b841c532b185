/**
 * Text set on letter pages from top to bottom: headings and wrapped paragraphs that run on to
 * a new page where one fills up, however long they are, then each page numbered at its foot.
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { printable, wrap } from '../forms/fill-pdf';

const PAGE = { width: 612, height: 792, margin: 54 };
const BODY = { size: 10.5, lineHeight: 14.5 };
const HEADING_SIZES = { 1: 18, 2: 14, 3: 11.5 } as const;
const FOOTER_SIZE = 8.5;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
// A heading is never left alone at the foot of a page: it needs room for a few lines after it.
const LINES_KEPT_WITH_HEADING = 3;

export type HeadingLevel = keyof typeof HEADING_SIZES;
export type ParagraphStyle = { indent?: number; muted?: boolean; bold?: boolean };

export interface FlowingText {
  heading(text: string, level: HeadingLevel): void;
  paragraph(text: string, style?: ParagraphStyle): void;
  /** "Label: value" on one line (wrapped when long), the label in bold. */
  field(label: string, value: string): void;
  gap(lines?: number): void;
  /** Numbers every page ("<footer> · Page 2 of 5") and answers the file's bytes. */
  save(footer: string): Promise<Uint8Array>;
}

export async function createFlowingText(title: string): Promise<FlowingText> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Wingman');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const makeRoom = (height: number) => {
    if (y - height < PAGE.margin) newPage();
  };
  const drawLine = (text: string, x: number, size: number, font: PDFFont, muted = false) => {
    page.drawText(text, { x, y: y - size, size, font, color: muted ? MUTED : INK });
  };

  const paragraph = (
    text: string,
    { indent = 0, muted = false, bold: strong }: ParagraphStyle = {},
  ) => {
    const font = strong ? bold : regular;
    for (const line of wrap(printable(text), font, BODY.size, width - indent)) {
      makeRoom(BODY.lineHeight);
      drawLine(line, PAGE.margin + indent, BODY.size, font, muted);
      y -= BODY.lineHeight;
    }
  };

  return {
    heading(text, level) {
      const size = HEADING_SIZES[level];
      const lines = wrap(printable(text), bold, size, width);
      const space = level === 1 ? size : size * 0.8;
      if (y < PAGE.height - PAGE.margin) y -= space;
      makeRoom(lines.length * size * 1.3 + LINES_KEPT_WITH_HEADING * BODY.lineHeight);
      for (const line of lines) {
        drawLine(line, PAGE.margin, size, bold);
        y -= size * 1.3;
      }
      y -= size * 0.2;
    },
    paragraph,
    field(label, value) {
      const head = `${printable(label)}: `;
      const headWidth = bold.widthOfTextAtSize(head, BODY.size);
      const [first = '', ...rest] = wrap(printable(value), regular, BODY.size, width - headWidth);
      makeRoom(BODY.lineHeight);
      drawLine(head, PAGE.margin, BODY.size, bold);
      drawLine(first, PAGE.margin + headWidth, BODY.size, regular);
      y -= BODY.lineHeight;
      for (const line of rest) {
        makeRoom(BODY.lineHeight);
        drawLine(line, PAGE.margin + headWidth, BODY.size, regular);
        y -= BODY.lineHeight;
      }
    },
    gap(lines = 0.5) {
      y -= lines * BODY.lineHeight;
    },
    async save(footer) {
      const pages = pdf.getPages();
      pages.forEach((each, index) => {
        each.drawText(printable(`${footer} · Page ${index + 1} of ${pages.length}`), {
          x: PAGE.margin,
          y: PAGE.margin / 2,
          size: FOOTER_SIZE,
          font: regular,
          color: MUTED,
        });
      });
      return pdf.save();
    },
  };
}
