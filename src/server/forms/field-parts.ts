/**
 * VA's forms print dates, phone numbers and ZIP codes as rows of small boxes. These split one
 * value into those parts and write them only into the boxes a template's field map names.
 */
import type { FormTemplate } from '../../contracts/va-forms';

export interface DateParts {
  month: string;
  day: string;
  year: string;
}

/** "2025-03-07" → 03 / 07 / 2025; a partial date ("2025-03") has an empty day. */
export function dateParts(isoDate: string): DateParts | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(isoDate.trim());
  if (!match) return null;
  return { year: match[1]!, month: match[2]!, day: match[3] ?? '' };
}

/** MM/DD/YYYY, as the forms that print a date in one box ask for it. */
export function slashedDate(isoDate: string): string {
  const parts = dateParts(isoDate);
  if (!parts) return isoDate;
  return [parts.month, parts.day, parts.year].filter(Boolean).join('/');
}

/** A US number (ten digits, or eleven starting with 1) in area code, prefix and line. */
export function usPhoneParts(phone: string): { area: string; prefix: string; line: string } | null {
  const trimmed = phone.trim();
  if (trimmed.startsWith('+') && !trimmed.startsWith('+1')) return null;
  const digits = trimmed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return null;
  return { area: national.slice(0, 3), prefix: national.slice(3, 6), line: national.slice(6) };
}

/** "(555) 201-3344", for a form that prints the whole number in one box. */
export function formattedPhone(phone: string): string {
  const parts = usPhoneParts(phone);
  return parts ? `(${parts.area}) ${parts.prefix}-${parts.line}` : phone.trim();
}

/** A US ZIP code's five and four digits; any other postal code goes whole in the first box. */
export function zipParts(postalCode: string): { zip5: string; zip4: string } {
  const match = /^(\d{5})(?:-?(\d{4}))?$/.exec(postalCode.trim());
  return match ? { zip5: match[1]!, zip4: match[2] ?? '' } : { zip5: postalCode.trim(), zip4: '' };
}

// VA's split e-mail boxes hold twenty characters a line.
const EMAIL_LINE_LENGTH = 20;

/**
 * Writes a value into the field our key names, when the template maps that key and there is a
 * value: a form that lacks the box simply does not get it.
 */
export function writeIfMapped(
  values: Record<string, string | boolean>,
  template: FormTemplate,
  key: string,
  value: string | null | undefined,
) {
  const name = template.fields[key];
  if (name && value) values[name] = value;
}

/**
 * A person's phone and e-mail under one prefix of the field map ("veteran", "witness"):
 * `.phone.area/.prefix/.line` for a US number, `.phone.international` for any other, and
 * `.email` or, where the form splits it, `.email.line1/.line2`.
 */
export function contactValues(
  template: FormTemplate,
  prefix: string,
  contact: { phone: string | null; email: string | null },
): Record<string, string> {
  const values: Record<string, string> = {};
  if (contact.phone) {
    const parts = usPhoneParts(contact.phone);
    if (parts) {
      writeIfMapped(values, template, `${prefix}.phone.area`, parts.area);
      writeIfMapped(values, template, `${prefix}.phone.prefix`, parts.prefix);
      writeIfMapped(values, template, `${prefix}.phone.line`, parts.line);
    } else writeIfMapped(values, template, `${prefix}.phone.international`, contact.phone.trim());
  }
  if (contact.email) {
    const email = contact.email.trim();
    if (template.fields[`${prefix}.email.line1`]) {
      writeIfMapped(values, template, `${prefix}.email.line1`, email.slice(0, EMAIL_LINE_LENGTH));
      writeIfMapped(values, template, `${prefix}.email.line2`, email.slice(EMAIL_LINE_LENGTH));
    } else writeIfMapped(values, template, `${prefix}.email`, email);
  }
  return values;
}

/** How many rows of a table the field map names: `issues.1.name`, `issues.2.name`, … */
export function mappedRowCount(template: FormTemplate, table: string, column: string): number {
  let rows = 0;
  while (template.fields[`${table}.${rows + 1}.${column}`]) rows += 1;
  return rows;
}
