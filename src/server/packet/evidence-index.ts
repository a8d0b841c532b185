/**
 * The index at the front of evidence.pdf: who and when, what the file is, then each condition's
 * elements with the evidence for them (exhibit, page, quote and where that page is in this
 * file), then the list of exhibits. Long text wraps onto as many lines and pages as it needs.
 */
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { parseCalendarDate } from '../../domain/deadlines/calendar-date';
import { printable, wrap } from '../forms/fill-pdf';
import type { EvidenceBook, EvidenceEntry } from './packet-types';

export interface IndexFonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** Where each exhibit landed in evidence.pdf, or why it is not there. */
export type ExhibitPlacement =
  | { included: true; firstPage: number; pageCount: number; note: string | null }
  | { included: false; reason: string };

interface Block {
  text: string;
  font: keyof IndexFonts;
  size: number;
  indent: number;
  gapBefore: number;
  muted?: boolean;
  /** A heading is not left alone at the foot of a page. */
  keepWithNext?: boolean;
}

export const INDEX_PAGE = { width: 612, height: 792, margin: 54 };
const LINE_HEIGHT = 1.3;
// Room kept above the bottom margin for the page footer.
const FOOTER_ROOM = 14;
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

function blocksOf(book: EvidenceBook, placements: Map<number, ExhibitPlacement>): Block[] {
  const { year, month, day } = parseCalendarDate(book.preparedOn);
  const blocks: Block[] = [
    { text: 'Evidence for a VA disability claim', font: 'bold', size: 18, indent: 0, gapBefore: 0 },
  ];
  if (book.veteranName)
    blocks.push({ text: book.veteranName, font: 'bold', size: 12, indent: 0, gapBefore: 8 });
  blocks.push(
    {
      text: `Prepared on ${LONG_DATE.format(Date.UTC(year, month - 1, day))}`,
      font: 'regular',
      size: 10,
      indent: 0,
      gapBefore: 4,
      muted: true,
    },
    {
      text:
        'This file gathers the evidence the veteran chose for the claim, listed by condition ' +
        'and by what each condition needs, with the pages where it can be read. VA weighs the ' +
        'evidence and decides the claim.',
      font: 'regular',
      size: 10,
      indent: 0,
      gapBefore: 12,
    },
    {
      text:
        'Page numbers refer to the pages of this file. Each page of an exhibit is marked in ' +
        'its bottom margin “Exhibit N · page x of y”.',
      font: 'regular',
      size: 10,
      indent: 0,
      gapBefore: 6,
    },
  );

  for (const condition of book.conditions) {
    blocks.push(
      {
        text: condition.name,
        font: 'bold',
        size: 13,
        indent: 0,
        gapBefore: 22,
        keepWithNext: true,
      },
      {
        text: condition.ready
          ? condition.basisLabel
          : `${condition.basisLabel} · Some elements have no evidence yet.`,
        font: 'regular',
        size: 10,
        indent: 0,
        gapBefore: 2,
        muted: true,
        keepWithNext: true,
      },
    );
    for (const element of condition.elements) {
      blocks.push({
        text: `${element.label}: ${element.statusLabel}`,
        font: 'bold',
        size: 10.5,
        indent: 12,
        gapBefore: 12,
        keepWithNext: true,
      });
      if (element.entries.length === 0)
        blocks.push({
          text: 'No evidence listed.',
          font: 'regular',
          size: 10,
          indent: 24,
          gapBefore: 4,
          muted: true,
        });
      for (const entry of element.entries) {
        blocks.push({
          text: entryLine(entry, placements),
          font: 'regular',
          size: 10,
          indent: 24,
          gapBefore: 5,
          keepWithNext: entry.quote !== null,
        });
        if (entry.quote)
          blocks.push({
            text: `“${entry.quote.trim()}”`,
            font: 'italic',
            size: 9.5,
            indent: 36,
            gapBefore: 2,
          });
      }
    }
  }

  blocks.push({
    text: 'Exhibits',
    font: 'bold',
    size: 13,
    indent: 0,
    gapBefore: 22,
    keepWithNext: true,
  });
  for (const exhibit of book.exhibits) {
    const placement = placements.get(exhibit.number)!;
    blocks.push({
      text: `Exhibit ${exhibit.number}: ${exhibit.title}`,
      font: 'bold',
      size: 10,
      indent: 12,
      gapBefore: 8,
      keepWithNext: true,
    });
    blocks.push({
      text: capitalised(
        placement.included
          ? `${pageSpan(placement)}${placement.note ? `; ${placement.note}` : '.'}`
          : placement.reason,
      ),
      font: 'regular',
      size: 10,
      indent: 24,
      gapBefore: 2,
      muted: !placement.included,
    });
  }
  return blocks;
}

function entryLine(entry: EvidenceEntry, placements: Map<number, ExhibitPlacement>) {
  if (entry.exhibit === null) return entry.what;
  const where = `Exhibit ${entry.exhibit}${entry.page === null ? '' : `, page ${entry.page}`}`;
  const placement = placements.get(entry.exhibit);
  if (!placement) return `${entry.what}: ${where}`;
  if (!placement.included) return `${entry.what}: ${where} (not included; see Exhibits)`;
  if (entry.page === null) return `${entry.what}: ${where} (${pageSpan(placement)})`;
  if (entry.page < 1 || entry.page > placement.pageCount) return `${entry.what}: ${where}`;
  return `${entry.what}: ${where} (page ${placement.firstPage + entry.page - 1} of this file)`;
}

const pageSpan = ({ firstPage, pageCount }: { firstPage: number; pageCount: number }) =>
  pageCount === 1
    ? `page ${firstPage} of this file`
    : `pages ${firstPage}–${firstPage + pageCount - 1} of this file`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface PlacedLine {
  text: string;
  font: keyof IndexFonts;
  size: number;
  x: number;
  y: number;
  muted: boolean;
}

/** The index's lines, page by page. */
export function layoutIndex(
  book: EvidenceBook,
  placements: Map<number, ExhibitPlacement>,
  fonts: IndexFonts,
): PlacedLine[][] {
  const { width, height, margin } = INDEX_PAGE;
  const blocks = blocksOf(book, placements).map((block) => ({
    ...block,
    lines: wrap(
      printable(block.text),
      fonts[block.font],
      block.size,
      width - 2 * margin - block.indent,
    ),
  }));
  const bottom = margin + FOOTER_ROOM;
  const pages: PlacedLine[][] = [[]];
  let y = height - margin;
  blocks.forEach((block, index) => {
    const lineGap = block.size * LINE_HEIGHT;
    // A heading keeps the first line of what follows it, through a chain of headings (a
    // condition, its basis line, its first element), so none is left alone at the foot.
    let kept = 0;
    for (let at = index; blocks[at]?.keepWithNext && blocks[at + 1]; at++)
      kept += blocks[at + 1]!.gapBefore + blocks[at + 1]!.size * LINE_HEIGHT;
    const firstLine = (pages.at(-1)!.length > 0 ? block.gapBefore : 0) + lineGap;
    if (
      y - firstLine - (block.lines.length === 1 ? kept : 0) < bottom &&
      pages.at(-1)!.length > 0
    ) {
      pages.push([]);
      y = height - margin;
    }
    if (pages.at(-1)!.length > 0) y -= block.gapBefore;
    for (const text of block.lines) {
      if (y - lineGap < bottom) {
        pages.push([]);
        y = height - margin;
      }
      y -= lineGap;
      pages.at(-1)!.push({
        text,
        font: block.font,
        size: block.size,
        x: margin + block.indent,
        y: y + (lineGap - block.size) / 2,
        muted: block.muted ?? false,
      });
    }
  });
  return pages;
}

export function drawIndexPage(pdf: PDFDocument, lines: PlacedLine[], fonts: IndexFonts): PDFPage {
  const page = pdf.addPage([INDEX_PAGE.width, INDEX_PAGE.height]);
  for (const line of lines)
    page.drawText(line.text, {
      x: line.x,
      y: line.y,
      size: line.size,
      font: fonts[line.font],
      color: line.muted ? MUTED : INK,
    });
  return page;
}
