/**
 * VA's forms print dates, phone numbers, ZIP codes and addresses as rows of small boxes. These
 * split one value into those parts and write them only into the boxes a template's field map
 * names.
 */
import type { FormTemplate } from '../../contracts/va-forms';
import type { TextFlow } from './form-fill';

export interface DateParts {
  month: string;
  day: string;
  year: string;
}

/**
 * "2025-03-07" → 03 / 07 / 2025; a partial date ("2025-03") has an empty day. Anything else, or
 * no date, leaves the boxes empty.
 */
export function dateParts(isoDate: string | null): DateParts | null {
  const match = isoDate ? /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(isoDate.trim()) : null;
  return match ? { year: match[1]!, month: match[2]!, day: match[3] ?? '' } : null;
}

/** MM/DD/YYYY, as the forms that print a date in one box ask for it; other text stays as written. */
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
  const match = /^(\d{5})(?:[-\s]?(\d{4}))?$/.exec(postalCode.trim());
  return match ? { zip5: match[1]!, zip4: match[2] ?? '' } : { zip5: postalCode.trim(), zip4: '' };
}

export interface PostalAddress {
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

/** An address in the boxes VA splits it into: street, unit, city, state, country, ZIP + 4. */
export function addressParts(address: PostalAddress): Record<string, string | null> {
  const [street, apartment] = splitApartment(address.street);
  const zip = address.postalCode ? zipParts(address.postalCode) : null;
  return {
    street,
    apartment,
    city: address.city,
    state: address.state && stateCode(address.state),
    country: address.country && countryCode(address.country),
    zip5: zip?.zip5 ?? null,
    zip4: zip?.zip4 ?? null,
  };
}

/** "412 Juniper Lane, Fayetteville, NC 28301-4410, US", for a form that prints it in one box. */
export function addressLine(address: PostalAddress): string {
  const stateLine = [address.state, address.postalCode].filter(Boolean).join(' ');
  return [address.street, address.city, stateLine, address.country].filter(Boolean).join(', ');
}

/** "12 Oak St Apt 4B" → ["12 Oak St", "4B"]: the form has its own box for the unit. */
function splitApartment(street: string | null): [string | null, string | null] {
  if (!street) return [null, null];
  const match = /^(.*?)[,\s]+(?:apt\.?|apartment|unit|suite|ste\.?|#)\s*([\w-]{1,5})$/i.exec(
    street.trim(),
  );
  return match ? [match[1]!, match[2]!] : [street.trim(), null];
}

/** The state box takes two letters; a written-out state is brought to its postal code. */
function stateCode(state: string): string {
  const trimmed = state.trim();
  if (trimmed.length <= 2) return trimmed.toUpperCase();
  return US_STATES[trimmed.toLowerCase()] ?? trimmed;
}

/** The country box takes two letters: the United States is "US"; others as the veteran wrote. */
function countryCode(country: string): string {
  const trimmed = country.trim();
  if (/^(us|usa|u\.s\.a?\.?|united states( of america)?)$/i.test(trimmed)) return 'US';
  return trimmed.length <= 2 ? trimmed.toUpperCase() : trimmed;
}

const US_STATES: Record<string, string> = Object.fromEntries(
  (
    'AL alabama,AK alaska,AZ arizona,AR arkansas,CA california,CO colorado,CT connecticut,' +
    'DE delaware,DC district of columbia,FL florida,GA georgia,HI hawaii,ID idaho,IL illinois,' +
    'IN indiana,IA iowa,KS kansas,KY kentucky,LA louisiana,ME maine,MD maryland,' +
    'MA massachusetts,MI michigan,MN minnesota,MS mississippi,MO missouri,MT montana,' +
    'NE nebraska,NV nevada,NH new hampshire,NJ new jersey,NM new mexico,NY new york,' +
    'NC north carolina,ND north dakota,OH ohio,OK oklahoma,OR oregon,PA pennsylvania,' +
    'RI rhode island,SC south carolina,SD south dakota,TN tennessee,TX texas,UT utah,' +
    'VT vermont,VA virginia,WA washington,WV west virginia,WI wisconsin,WY wyoming,' +
    'PR puerto rico,GU guam,VI virgin islands,AS american samoa,MP northern mariana islands'
  )
    .split(',')
    .map((entry) => [entry.slice(3), entry.slice(0, 2)]),
);

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
 * `.email` in one box or, where the form gives the address lines (`.email.line1`, `.email.line2`),
 * poured through them, so each line breaks where its box allows (before the "@").
 */
export function contactFill(
  template: FormTemplate,
  prefix: string,
  contact: { phone: string | null; email: string | null },
  emailItem: string,
): { values: Record<string, string>; flows: TextFlow[] } {
  const values: Record<string, string> = {};
  const flows: TextFlow[] = [];
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
    const lines = Object.entries(template.fields)
      .filter(([key]) => key.startsWith(`${prefix}.email.line`))
      .map(([, name]) => name);
    if (lines.length > 0) flows.push({ item: emailItem, fields: lines, text: email });
    else writeIfMapped(values, template, `${prefix}.email`, email);
  }
  return { values, flows };
}
