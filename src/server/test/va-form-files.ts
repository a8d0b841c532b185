/**
 * VA's blank fillable PDFs and their field lists, read from ../shared/va-forms beside this
 * repository (see its README; the files are never copied into the project). Tests fill the real
 * templates and read the result back the way VA's intake would: field values through pdf-lib,
 * printed text through pdf.js.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  PDFCheckBox,
  PDFDocument,
  PDFName,
  PDFRadioGroup,
  PDFSignature,
  PDFTextField,
} from 'pdf-lib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect } from 'vitest';
import type { FormTemplate } from '../../contracts/va-forms';
import { drawPage, openPdf } from '../documents/extraction/read-pdf';
import { noIdentity, type VeteranIdentity } from '../forms/form-fill';
import { loadFormTemplates } from '../forms/form-templates';

export const vaFormsDir = path.resolve(import.meta.dirname, '../../../../shared/va-forms');
export const haveVaForms = existsSync(vaFormsDir);

export interface TemplateField {
  name: string;
  type: 'Tx' | 'Btn' | 'Ch' | 'Sig';
  /** As one line: VA's tooltips carry the printed line breaks. */
  tooltip: string;
  maxlen: number | null;
  on: string[] | null;
}

/** A key of our map, the value its field holds once filled, and what its tooltip says. */
export type ExpectedBox = [key: string, value: string | boolean, tooltip: RegExp];

type FilledFields = Awaited<ReturnType<typeof readFields>>;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The field map of one form, and VA's blank PDF and field list when they are at hand. */
export function vaForm(formNumber: string) {
  const template = loadFormTemplates().get(formNumber);
  if (!template) throw new Error(`content/forms/templates has no map for ${formNumber}`);
  const pdfPath = path.join(vaFormsDir, template.file);
  const present = existsSync(pdfPath);
  const describeWithForm = (name: string, tests: () => void) =>
    present
      ? // Filling and reading back VA's full template takes seconds on a busy machine.
        describe(`${name} (${template.file} from ../shared/va-forms)`, { timeout: 30_000 }, tests)
      : describe.skip(
          `SKIPPED: ${template.file} is not in ../shared/va-forms, so ${name} is not checked`,
          tests,
        );
  let listed: TemplateField[] | undefined;
  const fields = (): TemplateField[] =>
    (listed ??= (
      JSON.parse(readFileSync(pdfPath.replace(/\.pdf$/, '.fields.json'), 'utf8')) as {
        fields: TemplateField[];
      }
    ).fields.map((field) => ({ ...field, tooltip: oneLine(field.tooltip) })));
  /** The tooltip of the field our map names `key`. */
  const tooltipOf = (key: string) =>
    fields().find((field) => field.name === template.fields[key])?.tooltip ?? '';
  return {
    template,
    describeWithForm,
    pdf: () => new Uint8Array(readFileSync(pdfPath)),
    fields,
    tooltipOf,
    /** Each box's field has a tooltip that names it, and holds its value in the filled PDF. */
    expectBoxes: (read: FilledFields, boxes: ExpectedBox[]) => {
      for (const [key, value, tooltip] of boxes) {
        expect(tooltipOf(key), key).toMatch(tooltip);
        expect(read.value(template.fields[key]!), key).toBe(value);
      }
    },
  };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The one field whose tooltip contains every phrase (tooltips name the printed box). */
export function fieldByTooltip(fields: TemplateField[], ...phrases: string[]): string {
  const wanted = phrases.map((phrase) => oneLine(phrase).toUpperCase());
  const matches = fields.filter((field) =>
    wanted.every((phrase) => field.tooltip.toUpperCase().includes(phrase)),
  );
  if (matches.length !== 1)
    throw new Error(`${matches.length} fields have a tooltip with "${phrases.join('", "')}"`);
  return matches[0]!.name;
}

/** Every mapped key names a field the template really has. */
export function expectMapMatchesTemplate(
  template: FormTemplate,
  pdf: Uint8Array,
  fields: TemplateField[],
) {
  expect(sha256(pdf)).toBe(template.sha256);
  const names = new Set(fields.map((field) => field.name));
  const unknown = Object.entries(template.fields).filter(([, name]) => !names.has(name));
  expect(unknown).toEqual([]);
}

/** What a filled (not flattened) PDF holds in its fields. */
export async function readFields(filled: Uint8Array) {
  const form = (await PDFDocument.load(filled)).getForm();
  return {
    text: (name: string) => form.getTextField(name).getText() ?? '',
    checked: (name: string) => form.getCheckBox(name).isChecked(),
    /** A text field's text or a check box's state, whichever the field is. */
    value: (name: string) => {
      const field = form.getFieldMaybe(name);
      if (field instanceof PDFTextField) return field.getText() ?? '';
      if (field instanceof PDFCheckBox) return field.isChecked();
      return undefined;
    },
    /** The on-state of the chosen box (the group's labels can be stale; the box is what prints). */
    selectedBox: (name: string) => form.getRadioGroup(name).acroField.getValue().decodeText(),
    /** Names of fields that hold anything: text, a check, a choice, a signature. */
    filledNames: () =>
      form
        .getFields()
        .filter((field) => {
          if (field instanceof PDFTextField) return Boolean(field.getText());
          if (field instanceof PDFCheckBox) return field.isChecked();
          if (field instanceof PDFRadioGroup) return field.getSelected() !== undefined;
          if (field instanceof PDFSignature)
            return field.acroField.dict.get(PDFName.of('V')) !== undefined;
          return false;
        })
        .map((field) => field.getName()),
  };
}

/** A filled PDF's text boxes and check boxes, found by the phrases of their tooltips. */
export function byTooltip(read: FilledFields, fields: TemplateField[]) {
  return {
    box: (...phrases: string[]) => read.text(fieldByTooltip(fields, ...phrases)),
    checked: (...phrases: string[]) => read.checked(fieldByTooltip(fields, ...phrases)),
  };
}

/** Each page's printed text, as pdf.js reads it (a flattened copy keeps its values here). */
export async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

/** Each page of a PDF drawn as a PNG, as the OCR draws it, the filled boxes included. */
export async function renderPages(pdf: Uint8Array, scale = 1.25): Promise<Uint8Array[]> {
  const document = await openPdf(pdf.slice());
  if (typeof document === 'string') throw new Error(`the PDF could not be opened: ${document}`);
  const pages: Uint8Array[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    pages.push(new Uint8Array(await drawPage(document, number, scale)));
  }
  return pages;
}

/** The share of a PNG's pixels that are not near white: 0 for a blank page. */
export async function inkShare(png: Uint8Array): Promise<number> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  let inked = 0;
  for (let index = 0; index < data.length; index += 4) {
    if (data[index]! < 200 || data[index + 1]! < 200 || data[index + 2]! < 200) inked++;
  }
  return inked / (data.length / 4);
}

/** Text without its spaces: a comb box prints each letter in its own cell ("M a r i a"). */
export const compact = (text: string) => text.replace(/\s+/g, '');

/**
 * The fields where a signer signs or dates: the veteran fills these. A signature field, or a box
 * whose item is a signature (an ink signature is a text box: "12. SIGNATURE") or the date signed.
 */
export function signingFields(fields: TemplateField[]): string[] {
  return fields
    .filter(
      (field) =>
        field.type === 'Sig' ||
        /\d+[A-Z]?\.(?: [A-Z]\.)? SIGNATURE\b|DATE SIGNED/i.test(field.tooltip),
    )
    .map((field) => field.name);
}

/** A veteran who typed only what a test gives, and left every other box empty. */
export const testIdentity = (typed: Partial<VeteranIdentity> = {}): VeteranIdentity => ({
  ...noIdentity,
  ...typed,
});

/** A veteran as typed for one download. */
export const veteran = {
  firstName: 'Maria',
  middleInitial: 'T',
  lastName: 'Delgado',
  ssn: '123456789',
  vaFileNumber: '987654321',
  dateOfBirth: '1978-03-09',
  street: '1450 Juniper Ridge Rd Apt 12',
  city: 'Albuquerque',
  state: 'New Mexico',
  postalCode: '87110-4321',
  country: 'USA',
  phone: '(505) 555-0147',
  email: 'maria.delgado.vet@example.org',
};
