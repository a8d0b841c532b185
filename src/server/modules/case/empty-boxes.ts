/**
 * The boxes of a filled form that Wingman could fill but left empty, each with why, for the
 * packet's README: the veteran then knows what to type in before sending, and where it comes
 * from ("your date of entry is not in your profile").
 */
import type { ServiceHistory } from '../../../contracts/service-history';
import type { FormTemplate } from '../../../contracts/va-forms';
import type { FormFill, VeteranIdentity } from '../../forms/form-fill';

const NOT_TYPED = 'you did not type it in the packet form';

/** Our identity parts, the words for them, and whether the identity holds each. */
const IDENTITY_PARTS: {
  keys: RegExp;
  what: string;
  given: (identity: VeteranIdentity) => boolean;
  why?: string;
}[] = [
  {
    keys: /^(firstName|lastName|fullName)$/,
    what: 'your name',
    given: (identity) => Boolean(identity.firstName && identity.lastName),
  },
  {
    keys: /^ssn\./,
    what: 'your Social Security number',
    given: (identity) => Boolean(identity.ssn),
  },
  {
    keys: /^vaFileNumber$/,
    what: 'your VA file number',
    given: (identity) => Boolean(identity.vaFileNumber),
    why: 'you did not type it in the packet form (leave it empty if VA never gave you one)',
  },
  {
    keys: /^(dob\.|dateOfBirth$)/,
    what: 'your date of birth',
    given: (identity) => Boolean(identity.dateOfBirth),
  },
  {
    keys: /^(address\.(street|city|state|zip5)|mailingAddress)$/,
    what: 'your mailing address',
    given: (identity) =>
      Boolean(identity.street && identity.city && identity.state && identity.postalCode),
  },
  { keys: /^phone\./, what: 'your phone number', given: (identity) => Boolean(identity.phone) },
  { keys: /^email\./, what: 'your e-mail address', given: (identity) => Boolean(identity.email) },
];

/** What one form leaves empty, each as "what: why". */
export function emptyBoxes(
  template: FormTemplate,
  fill: FormFill,
  identity: VeteranIdentity,
  serviceHistory: ServiceHistory | null,
): string[] {
  const missing: string[] = [];
  const parts = Object.keys(template.fields).flatMap((key) => {
    const match = /^(?:[\w-]+\.)*veteran\.(.+)$/.exec(key);
    return match ? [match[1]!] : [];
  });
  for (const part of IDENTITY_PARTS)
    if (parts.some((key) => part.keys.test(key)) && !part.given(identity))
      missing.push(`${part.what}: ${part.why ?? NOT_TYPED}`);

  if (template.fields['service.branch']) {
    const periods = serviceHistory?.periods ?? [];
    if (periods.length === 0)
      missing.push(
        'Section VI, your branch of service and your dates of entry and exit: your service history is not in your profile',
      );
  }
  const claimsExposure = Object.entries(fill.values).some(
    ([name, value]) => name === template.fields['exposure.claiming'] && value === '0',
  );
  if (template.fields['exposure.claiming'] && claimsExposure && !serviceHistory?.places.length)
    missing.push(
      'Section IV, the places and dates of your exposure: no places are saved in your service history',
    );
  return missing;
}

/** One README line per thing left empty, naming every form that has a box for it. */
export function emptyBoxNotices(forms: { formNumber: string; empty: string[] }[]): string[] {
  const formsOf = new Map<string, string[]>();
  for (const { formNumber, empty } of forms)
    for (const reason of empty) formsOf.set(reason, [...(formsOf.get(reason) ?? []), formNumber]);
  return [...formsOf].map(([reason, numbers]) => {
    const [what, why] = reason.split(/: (.*)/s);
    const list = [...new Set(numbers)].join(', ');
    return `Left empty, ${what} (VA Form${numbers.length > 1 ? 's' : ''} ${list}): ${why}.`;
  });
}
