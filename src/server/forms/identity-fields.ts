/**
 * The veteran's identity written into a form's identification boxes. Every form's field map
 * names these boxes with the same keys (veteran.firstName, veteran.ssn.first3, …), so one
 * function fills them all; it fills only the keys the map has and leaves missing parts empty.
 */
import type { PacketRequest } from '../../contracts/case';
import type { FormTemplate } from '../../contracts/va-forms';
import {
  addressLine,
  addressParts,
  contactFill,
  dateParts,
  formattedPhone,
  slashedDate,
} from './field-parts';
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
  const flows: TextFlow[] = [];
  const prefixes = new Set<string>();
  for (const [key, name] of Object.entries(template.fields)) {
    const [, prefix, part] = /^((?:[\w-]+\.)*veteran)\.(.+)$/.exec(key) ?? [];
    if (!prefix || !part) continue;
    prefixes.add(prefix);
    if (parts[part]) values[name] = parts[part];
  }
  for (const prefix of prefixes) {
    const contact = contactFill(template, prefix, identity, 'E-mail address');
    Object.assign(values, contact.values);
    flows.push(...contact.flows);
  }
  return { values, flows };
}

/** Our key (after "veteran.") → the text its box takes; phone and e-mail are contactFill's. */
function identityParts(identity: VeteranIdentity): Record<string, string | null> {
  const ssn = identity.ssn?.replace(/\D/g, '') || null;
  const dob = dateParts(identity.dateOfBirth);
  const address = addressParts(identity);
  const middleInitial = identity.middleInitial?.trim().charAt(0).toUpperCase() || null;
  return {
    firstName: identity.firstName,
    middleInitial,
    lastName: identity.lastName,
    // For a form that prints the name, date of birth, address or phone in one box.
    fullName:
      [identity.firstName, middleInitial, identity.lastName].filter(Boolean).join(' ') || null,
    dateOfBirth: identity.dateOfBirth && slashedDate(identity.dateOfBirth),
    mailingAddress: addressLine(identity) || null,
    phoneNumber: identity.phone && formattedPhone(identity.phone),
    'ssn.first3': ssn?.slice(0, 3) ?? null,
    'ssn.middle2': ssn?.slice(3, 5) ?? null,
    'ssn.last4': ssn?.slice(5, 9) ?? null,
    vaFileNumber: identity.vaFileNumber,
    'dob.month': dob?.month ?? null,
    'dob.day': dob?.day ?? null,
    'dob.year': dob?.year ?? null,
    ...Object.fromEntries(Object.entries(address).map(([key, value]) => [`address.${key}`, value])),
  };
}

/**
 * The line that identifies the veteran on every added page, as VA asks of anything attached
 * to a form: "Veteran: Maria T Delgado   SSN: 123-45-6789   VA file number: 987654321".
 */
export function identificationLine(identity: VeteranIdentity): string | null {
  const name = [identity.firstName, identity.middleInitial, identity.lastName]
    .filter(Boolean)
    .join(' ');
  const ssn = identity.ssn?.replace(/\D/g, '');
  const parts = [
    name && `Veteran: ${name}`,
    ssn &&
      `SSN: ${ssn.length === 9 ? `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}` : ssn}`,
    identity.vaFileNumber && `VA file number: ${identity.vaFileNumber}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('   ') : null;
}

/** What the veteran typed for one download, as the forms take it; empty means not given. */
export function identityOfRequest(request: PacketRequest): VeteranIdentity {
  return {
    firstName: request.firstName,
    middleInitial: request.middleInitial,
    lastName: request.lastName,
    ssn: request.ssn ? request.ssn.replace(/\D/g, '') : null,
    vaFileNumber: request.vaFileNumber ? request.vaFileNumber.replace(/\D/g, '') : null,
    dateOfBirth: request.dateOfBirth || null,
    street: request.street,
    city: request.city,
    state: request.state,
    postalCode: request.postalCode,
    country: request.country,
    phone: request.phone,
    email: request.email,
  };
}
