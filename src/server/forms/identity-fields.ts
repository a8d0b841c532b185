/**
 * The veteran's identity written into any template whose field map uses the `veteran.*` keys.
 * Only the keys a map has are filled, so one function serves forms that split a box into parts
 * and forms that do not.
 */
import type { FormTemplate } from '../../contracts/va-forms';
import type { VeteranIdentity } from './form-fill';
import { contactValues, dateParts, writeIfMapped, zipParts } from './field-parts';

/** Field full name → text, for every identity box the template maps and the veteran gave. */
export function identityValues(
  template: FormTemplate,
  identity: VeteranIdentity,
): Record<string, string> {
  const values: Record<string, string> = {};
  const write = (key: string, value: string | null | undefined) =>
    writeIfMapped(values, template, key, value);

  write('veteran.firstName', identity.firstName);
  write('veteran.middleInitial', identity.middleInitial);
  write('veteran.lastName', identity.lastName);
  const ssn = identity.ssn?.replace(/\D/g, '');
  if (ssn?.length === 9) {
    write('veteran.ssn.first3', ssn.slice(0, 3));
    write('veteran.ssn.middle2', ssn.slice(3, 5));
    write('veteran.ssn.last4', ssn.slice(5));
  }
  write('veteran.vaFileNumber', identity.vaFileNumber);
  const birth = identity.dateOfBirth ? dateParts(identity.dateOfBirth) : null;
  write('veteran.dob.month', birth?.month);
  write('veteran.dob.day', birth?.day);
  write('veteran.dob.year', birth?.year);
  write('veteran.address.street', identity.street);
  write('veteran.address.city', identity.city);
  write('veteran.address.state', identity.state);
  write('veteran.address.country', identity.country ? countryCode(identity.country) : null);
  const zip = identity.postalCode ? zipParts(identity.postalCode) : null;
  write('veteran.address.zip5', zip?.zip5);
  write('veteran.address.zip4', zip?.zip4);
  return { ...values, ...contactValues(template, 'veteran', identity) };
}

/** The forms' country boxes hold two letters; the United States is written "US". */
function countryCode(country: string): string {
  const trimmed = country.trim();
  if (/^(united states( of america)?|u\.?s\.?a?\.?)$/i.test(trimmed)) return 'US';
  return trimmed.length === 2 ? trimmed.toUpperCase() : trimmed;
}
