/**
 * VA's templates for the form tests, read from ../shared/va-forms beside this repository (see
 * its README; never copied into the project), with the tooltip VA wrote for each field, so a
 * test can say which printed box a value landed in.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFCheckBox, PDFDocument, PDFTextField } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import type { FormTemplate } from '../../contracts/va-forms';
import { loadFormTemplates } from '../forms/form-templates';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const vaFormsDir = path.join(root, '../shared/va-forms');
export const haveVaForms = existsSync(vaFormsDir);

export interface VaField {
  name: string;
  type: 'Tx' | 'Btn' | 'Ch' | 'Sig';
  tooltip: string | null;
  maxlen: number | null;
}

export interface VaTemplate {
  template: FormTemplate;
  bytes: Uint8Array;
  /** Field full name → what VA's fields list says of it. */
  fields: Map<string, VaField>;
  /** The tooltip of the field our map names `key`. */
  tooltipOf(key: string): string;
}

export function readVaTemplate(formNumber: string): VaTemplate {
  const template = loadFormTemplates().get(formNumber)!;
  const base = path.join(vaFormsDir, template.file.replace(/\.pdf$/, ''));
  const listed = JSON.parse(readFileSync(`${base}.fields.json`, 'utf8')) as { fields: VaField[] };
  // VA's tooltips carry the printed line breaks; a test reads them as one line.
  const fields = new Map(
    listed.fields.map((field) => [
      field.name,
      { ...field, tooltip: field.tooltip?.replace(/\s+/g, ' ').trim() ?? null },
    ]),
  );
  return {
    template,
    bytes: new Uint8Array(readFileSync(`${base}.pdf`)),
    fields,
    tooltipOf: (key) => fields.get(template.fields[key] ?? '')?.tooltip ?? '',
  };
}

/** What a filled PDF's fields hold, read back as any viewer would: field name → text or check. */
export async function readBack(pdfBytes: Uint8Array): Promise<Map<string, string | boolean>> {
  const form = (await PDFDocument.load(pdfBytes)).getForm();
  const values = new Map<string, string | boolean>();
  for (const field of form.getFields()) {
    if (field instanceof PDFTextField) values.set(field.getName(), field.getText() ?? '');
    else if (field instanceof PDFCheckBox) values.set(field.getName(), field.isChecked());
  }
  return values;
}

/** The printed text of every page, as a reader (or VA's scanner) sees it. */
export async function pageTexts(pdfBytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(pdfBytes));
  return (await extractText(pdf, { mergePages: false })).text;
}

/** Text without its spaces: a comb box prints each letter in its own cell ("M a r i a"). */
export const compact = (text: string) => text.replace(/\s+/g, '');

/** Fields VA's tooltips say are a signature or the date it was signed: never filled for the veteran. */
export function signatureFields(vaTemplate: VaTemplate): string[] {
  return [...vaTemplate.fields.values()]
    .filter((field) => field.type === 'Sig' || /DATE SIGNED/i.test(field.tooltip ?? ''))
    .map((field) => field.name);
}

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
