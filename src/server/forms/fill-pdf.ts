/**
 * Writes a FormFill into a VA template with pdf-lib. VA's forms are hybrid (XFA + AcroForm): a
 * viewer that reads XFA ignores AcroForm values, so the XFA layer is removed before filling and
 * the appearances are drawn anew, so every viewer shows the values.
 */
import {
  PDFCheckBox,
  PDFDocument,
  PDFHexString,
  type PDFFont,
  type PDFForm,
  PDFName,
  type PDFPage,
  PDFRadioGroup,
  PDFTextField,
  StandardFonts,
  rgb,
} from 'pdf-lib';
import type { ContinuationEntry, FormFill } from './form-fill';

const DEFAULT_FONT_SIZE = 9;
const LINE_HEIGHT = 1.2;
// The smallest size a one-line box's text is shrunk to before the rest continues elsewhere.
const MIN_FONT_SIZE = 6;

export class UnknownFieldError extends Error {
  constructor(
    readonly formNumber: string,
    readonly field: string,
  ) {
    super(`VA Form ${formNumber} has no field "${field}"`);
  }
}

/**
 * Fills a copy of the template. Returns the filled PDF with any continuation sheets appended.
 * `flatten` draws the values into the pages, for a copy that prints the same everywhere.
 */
export async function fillPdf(
  template: Uint8Array,
  fill: FormFill,
  options: { flatten?: boolean } = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(template);
  const form = formWithoutXfa(pdf);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const continuation: ContinuationEntry[] = [];
  const drawnFromLines: [PDFTextField, string][] = [];

  for (const [name, value] of Object.entries(fill.values)) {
    const field = form.getFieldMaybe(name);
    if (!field) throw new UnknownFieldError(fill.formNumber, name);
    if (field instanceof PDFCheckBox) {
      if (value === true) field.check();
      else field.uncheck();
    } else if (field instanceof PDFRadioGroup) {
      if (typeof value === 'string') field.select(radioOption(field, value));
    } else if (field instanceof PDFTextField && typeof value === 'string') {
      const text = printable(value);
      const max = field.getMaxLength();
      if (max !== undefined && text.length > max) {
        continuation.push({ item: fieldLabel(name), text });
        // The box shows whole words up to a ">" that points to the continuation sheet.
        field.setText(text.slice(0, lineBreak(text, Math.max(1, max - 1))).trimEnd() + '>');
      } else if (max === undefined && !field.isMultiline()) {
        const [fits, rest] = splitForBox(field, text, font);
        field.setText(fits);
        if (rest) continuation.push({ item: fieldLabel(name), text });
      } else field.setText(text);
    } else throw new UnknownFieldError(fill.formNumber, name);
  }

  for (const flow of fill.flows) {
    let rest = printable(flow.text);
    for (const name of flow.fields) {
      if (!rest) break;
      const field = form.getFieldMaybe(name);
      if (!(field instanceof PDFTextField)) throw new UnknownFieldError(fill.formNumber, name);
      const [fits, remaining] = splitForBox(field, rest, font);
      if (field.isMultiline()) {
        // Drawn from the text already broken into lines: pdf-lib lays out one long paragraph
        // in time that grows with the square of its length (seconds for a full statement).
        // The box keeps the veteran's own text, without those breaks, once it is drawn.
        field.setText(wrap(fits, font, boxOf(field).fontSize, boxOf(field).width).join('\n'));
        drawnFromLines.push([field, fits]);
      } else field.setText(fits);
      rest = remaining;
    }
    if (rest) continuation.push({ item: flow.item, text: rest });
  }

  continuation.push(
    ...fill.continuation.map((entry) => ({ ...entry, text: printable(entry.text) })),
  );
  form.updateFieldAppearances(font);
  for (const [field, text] of drawnFromLines) field.acroField.setValue(PDFHexString.fromText(text));
  if (continuation.length > 0)
    addContinuationSheets(pdf, fill.formNumber, continuation, font, fill.identification ?? null);
  if (options.flatten) {
    // A signature box has no appearance until signed, which pdf-lib cannot flatten: it gets an
    // empty one, and the printed copy keeps the box drawn on the page for the veteran to sign.
    for (const field of form.getFields())
      for (const widget of field.acroField.getWidgets())
        if (!widget.getAppearances()?.normal) {
          const { width, height } = widget.getRectangle();
          const blank = pdf.context.formXObject([], { BBox: [0, 0, width, height] });
          widget.setNormalAppearance(pdf.context.register(blank));
        }
    form.flatten();
  }
  return pdf.save();
}

/**
 * The document's AcroForm with its XFA layer removed first: pdf-lib would remove it anyway, with
 * a console warning for every form it reads.
 */
export function formWithoutXfa(pdf: PDFDocument): PDFForm {
  pdf.catalog.getOrCreateAcroForm().dict.delete(PDFName.of('XFA'));
  return pdf.getForm();
}

/**
 * A radio choice named by the on-state of its box, as VA's field lists give it, or by its label.
 * The labels cannot be trusted: the 0996's benefit types carry another form's course names.
 */
function radioOption(field: PDFRadioGroup, choice: string): string {
  const index = field.acroField.getOnValues().findIndex((state) => state.decodeText() === choice);
  return index >= 0 ? (field.getOptions()[index] ?? choice) : choice;
}

/**
 * The room inside the widget as pdf-lib lays text out in it (border and one point of padding
 * on each side), and the font size its default appearance sets (0 means "fit").
 */
function boxOf(field: PDFTextField) {
  const widget = field.acroField.getWidgets()[0];
  const rect = widget?.getRectangle() ?? { width: 200, height: 12 };
  const inset = 2 * ((widget?.getBorderStyle()?.getWidth() ?? 0) + 1);
  const size = /\s(\d+(?:\.\d+)?)\s+Tf/.exec(field.acroField.getDefaultAppearance() ?? '');
  const fontSize = size && Number(size[1]) > 0 ? Number(size[1]) : DEFAULT_FONT_SIZE;
  return { width: rect.width - inset, height: rect.height - inset, fontSize };
}

/** Splits text into what the box shows and what is left, at a word boundary. */
function splitForBox(field: PDFTextField, text: string, font: PDFFont): [string, string] {
  const { width, height, fontSize } = boxOf(field);
  if (!field.isMultiline()) {
    const max = field.getMaxLength();
    if (max !== undefined) {
      if (text.length <= max) return [text, ''];
      const cut = lineBreak(text, max);
      return [text.slice(0, cut), text.slice(cut).trimStart()];
    }
    return splitForLine(field, text, font, width, fontSize);
  }
  field.setFontSize(fontSize);
  // pdf-lib's own line height, so the lines counted here are the lines it draws.
  const lineHeight = font.heightAtSize(fontSize) * LINE_HEIGHT;
  const maxLines = Math.max(1, Math.floor(height / lineHeight));
  const fitsBox = (part: string) => wrap(part, font, fontSize, width).length <= maxLines;
  if (fitsBox(text)) return [text, ''];
  // The longest run of whole words that fits, found by halving; the rest keeps its own breaks.
  const words = text.split(/(?<=\s)/);
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fitsBox(words.slice(0, middle).join('').trimEnd())) low = middle;
    else high = middle - 1;
  }
  return [words.slice(0, low).join('').trimEnd(), words.slice(low).join('').trimStart()];
}

/**
 * A one-line box with no length limit (a date written out, "Summer of 2008"): the text is made
 * smaller until it fits, down to a size still easy to read; what is left after that continues.
 */
function splitForLine(
  field: PDFTextField,
  text: string,
  font: PDFFont,
  width: number,
  fontSize: number,
): [string, string] {
  const needed = font.widthOfTextAtSize(text, fontSize);
  if (needed <= width) return [text, ''];
  const size = Math.max(MIN_FONT_SIZE, Math.floor(((fontSize * width) / needed) * 10) / 10);
  field.setFontSize(size);
  const words = text.split(/(?<= )/);
  let fits = '';
  for (const word of words) {
    if (font.widthOfTextAtSize((fits + word).trimEnd(), size) > width) break;
    fits += word;
  }
  if (!fits) {
    // A first word wider than the box is broken where it must be.
    let end = 1;
    while (end < text.length && font.widthOfTextAtSize(text.slice(0, end + 1), size) <= width)
      end += 1;
    fits = text.slice(0, end);
  }
  return [fits.trimEnd(), text.slice(fits.length).trimStart()];
}

/**
 * Where text longer than a box's limit breaks: at the last space, or in an address or link
 * without spaces before an "@" or after a "." or "/", so a reader sees where it goes on.
 */
function lineBreak(text: string, max: number): number {
  const space = text.lastIndexOf(' ', max);
  if (space > 0) return space;
  for (let cut = max; cut > max / 2; cut -= 1)
    if (text[cut] === '@' || './-'.includes(text[cut - 1]!)) return cut;
  return max;
}

/** Word-wraps text to a width, keeping the writer's own line breaks. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      // A word wider than the box (a long URL) is broken where it must be.
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let end = line.length - 1;
        while (end > 1 && font.widthOfTextAtSize(line.slice(0, end), size) > width) end -= 1;
        lines.push(line.slice(0, end));
        line = line.slice(end);
      }
    }
    lines.push(line);
  }
  return lines;
}

const PAGE = { width: 612, height: 792, margin: 54 };
const SHEET_FONT_SIZE = 10;

/** Letter-size pages after the form, each headed with the form and the item continued. */
function addContinuationSheets(
  pdf: PDFDocument,
  formNumber: string,
  entries: ContinuationEntry[],
  font: PDFFont,
  identification: string | null,
) {
  const width = PAGE.width - 2 * PAGE.margin;
  const lineGap = SHEET_FONT_SIZE * LINE_HEIGHT;
  let page: PDFPage | undefined;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
    page.drawText(`VA Form ${formNumber}: continuation sheet`, {
      x: PAGE.margin,
      y,
      size: 12,
      font,
      color: rgb(0, 0, 0),
    });
    if (identification) {
      y -= lineGap * 1.3;
      page.drawText(printable(identification), { x: PAGE.margin, y, size: SHEET_FONT_SIZE, font });
    }
    y -= 2 * lineGap;
  };
  const writeLine = (text: string, size = SHEET_FONT_SIZE) => {
    if (!page || y < PAGE.margin) newPage();
    page!.drawText(text, { x: PAGE.margin, y, size, font, color: rgb(0, 0, 0) });
    y -= lineGap;
  };
  newPage();
  for (const entry of entries) {
    writeLine(`Continued from ${entry.item}:`, 11);
    for (const line of wrap(entry.text, font, SHEET_FONT_SIZE, width)) writeLine(line);
    y -= lineGap;
  }
}

/** The last part of a field's name, readable enough to head its continuation. */
function fieldLabel(name: string): string {
  const last = name.split('.').pop() ?? name;
  return last.replace(/\[\d+\]$/, '').replace(/_/g, ' ');
}

/**
 * Helvetica draws Windows-1252 only; other letters are brought to their plain form (é stays,
 * "ő" becomes "o") and anything still out of reach becomes "?", never an error mid-packet.
 * Line-ending control characters break the line, as the writer meant.
 */
export function printable(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // A form feed, vertical tab or Unicode line or paragraph separator ends the line it is on;
      // other control characters print nothing.
      .replace(/[\f\v\u0085\u2028\u2029]/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g, '')
      .replace(/\t/g, ' ')
      .replace(/[^\n\x20-\x7e\u00a0-\u00ff‘’“”–—•…€]/g, (char) => {
        const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
        return /^[\x20-\x7e]+$/.test(plain) ? plain : '?';
      })
  );
}
