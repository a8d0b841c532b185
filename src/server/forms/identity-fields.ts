/**
 * The veteran's identity written into a form's identification boxes. Every form's field map
 * names these boxes with the same keys (veteran.firstName, veteran.ssn.first3, …), so one
 * function fills them all; it fills only the keys the map has and leaves missing parts empty.
 */
import type { FormTemplate } from '../../contracts/va-forms';
import type { TextFlow, VeteranIdentity } from './form-fill';

/**
 * Every identity box the map names: "veteran.…" in the identification section, and any
 * "<place>.veteran.…" where VA asks again (the SSN atop later pages, the 21-4142a's own
 * section 1). An e-mail address over two lines is poured through them, so each line holds what
 * its box allows.
 */
export function identityFill(
  template: FormTemplate,
  identity: VeteranIdentity,
): { values: Record<string, string>; flows: TextFlow[] } {
  const parts = identityParts(identity);
  const values: Record<string, string> = {};
  const emailLines = new Map<string, string[]>();
  for (const [key, name] of Object.entries(template.fields)) {
    const [, prefix, part] = /^((?:[\w-]+\.)*veteran)\.(.+)$/.exec(key) ?? [];
    if (!prefix || !part) continue;
    if (/^email\.line\d$/.test(part))
      emailLines.set(prefix, [...(emailLines.get(prefix) ?? []), name]);
    else if (parts[part]) values[name] = parts[part];
  }
  const flows = identity.email
    ? [...emailLines.values()].map((fields) => ({
        item: 'E-mail address',
        fields,
        text: identity.email!,
      }))
    : [];
  return { values, flows };
}

/** Our key (after "veteran.") → the text its box takes. */
function identityParts(identity: VeteranIdentity): Record<string, string | null> {
  const ssn = digits(identity.ssn);
  const dob = dateParts(identity.dateOfBirth);
  const phone = digits(identity.phone);
  const usPhone = phone?.length === 11 && phone.startsWith('1') ? phone.slice(1) : phone;
  const tenDigits = usPhone?.length === 10 ? usPhone : null;
  const address = addressParts(identity);
  return {
    firstName: identity.firstName,
    middleInitial: identity.middleInitial?.trim().charAt(0).toUpperCase() || null,
    lastName: identity.lastName,
    'ssn.first3': ssn?.slice(0, 3) ?? null,
    'ssn.middle2': ssn?.slice(3, 5) ?? null,
    'ssn.last4': ssn?.slice(5, 9) ?? null,
    vaFileNumber: identity.vaFileNumber,
    'dob.month': dob?.month ?? null,
    'dob.day': dob?.day ?? null,
    'dob.year': dob?.year ?? null,
    ...Object.fromEntries(Object.entries(address).map(([key, value]) => [`address.${key}`, value])),
    'phone.area': tenDigits?.slice(0, 3) ?? null,
    'phone.prefix': tenDigits?.slice(3, 6) ?? null,
    'phone.line': tenDigits?.slice(6, 10) ?? null,
    'phone.international': identity.phone && !tenDigits ? identity.phone : null,
    email: identity.email,
  };
}

export interface PostalAddress {
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

/** An address in the boxes VA splits it into: street, unit, city, state, country, ZIP + 4. */
export function addressParts(address: PostalAddress) {
  const zip = digits(address.postalCode);
  const usZip = zip && (zip.length === 5 || zip.length === 9) ? zip : null;
  const [street, apartment] = splitApartment(address.street);
  return {
    street,
    apartment,
    city: address.city,
    state: address.state && stateCode(address.state),
    country: address.country && countryCode(address.country),
    // A postal code that is not a US ZIP (a Canadian "K1A 0B1") goes whole into the first box.
    zip5: usZip ? usZip.slice(0, 5) : address.postalCode,
    zip4: usZip?.slice(5, 9) || null,
  };
}

const digits = (text: string | null) => text?.replace(/\D/g, '') || null;

/** YYYY-MM-DD → the month, day and year boxes; anything else leaves them empty. */
export function dateParts(
  date: string | null,
): { month: string; day: string; year: string } | null {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  return match ? { year: match[1]!, month: match[2]!, day: match[3]! } : null;
}

/** YYYY-MM-DD → MM/DD/YYYY, as VA's date boxes read; anything else is not a date. */
export function usDate(date: string | null): string | null {
  const parts = dateParts(date);
  return parts && `${parts.month}/${parts.day}/${parts.year}`;
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
