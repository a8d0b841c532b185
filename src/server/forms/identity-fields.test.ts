import { describe, expect, it } from 'vitest';
import type { FormTemplate } from '../../contracts/va-forms';
import type { VeteranIdentity } from './form-fill';
import { testIdentity } from '../test/va-form-files';
import { identityFill } from './identity-fields';

/** A map naming each identity box after its key, so a result reads as key → value. */
const template = (keys: string[]): FormTemplate => ({
  form: '21-4138',
  file: 'VBA-21-4138-ARE.pdf',
  edition: 'JUL 2024',
  sha256: '0'.repeat(64),
  url: 'https://www.vba.va.gov/pubs/forms/VBA-21-4138-ARE.pdf',
  checked: '2026-11-28',
  fields: Object.fromEntries(keys.map((key) => [key, key])),
});

const boxes = (keys: string[], identity: Partial<VeteranIdentity>) =>
  identityFill(template(keys), testIdentity(identity)).values;

describe("the veteran's identity in a form's boxes", () => {
  it('splits the SSN, birth date and ZIP + 4 into their boxes, wherever the form asks again', () => {
    const keys = [
      'veteran.ssn.first3',
      'veteran.ssn.middle2',
      'veteran.ssn.last4',
      'page2.veteran.ssn.last4',
      'release.veteran.dob.month',
      'release.veteran.dob.day',
      'release.veteran.dob.year',
      'veteran.address.zip5',
      'veteran.address.zip4',
    ];
    expect(
      boxes(keys, { ssn: '123-45-6789', dateOfBirth: '1978-03-09', postalCode: '87110-4321' }),
    ).toEqual({
      'veteran.ssn.first3': '123',
      'veteran.ssn.middle2': '45',
      'veteran.ssn.last4': '6789',
      'page2.veteran.ssn.last4': '6789',
      'release.veteran.dob.month': '03',
      'release.veteran.dob.day': '09',
      'release.veteran.dob.year': '1978',
      'veteran.address.zip5': '87110',
      'veteran.address.zip4': '4321',
    });
  });

  it.each([
    ['(505) 555-0147', { area: '505', prefix: '555', line: '0147' }],
    ['+1 505 555 0147', { area: '505', prefix: '555', line: '0147' }],
    ['+44 20 7946 0958', { international: '+44 20 7946 0958' }],
  ])('puts the phone number %s in the boxes it belongs in', (phone, expected) => {
    const keys = ['area', 'prefix', 'line', 'international'].map((part) => `veteran.phone.${part}`);
    expect(boxes(keys, { phone })).toEqual(
      Object.fromEntries(
        Object.entries(expected).map(([part, value]) => [`veteran.phone.${part}`, value]),
      ),
    );
  });

  it('writes the address as the boxes take it: the unit apart, two-letter state and country', () => {
    const keys = ['street', 'apartment', 'city', 'state', 'country', 'zip5', 'zip4'].map(
      (part) => `veteran.address.${part}`,
    );
    expect(
      boxes(keys, {
        street: '12 Oak St, Apt 4B',
        city: 'Santa Fe',
        state: 'new mexico',
        country: 'United States',
        postalCode: '87501',
      }),
    ).toEqual({
      'veteran.address.street': '12 Oak St',
      'veteran.address.apartment': '4B',
      'veteran.address.city': 'Santa Fe',
      'veteran.address.state': 'NM',
      'veteran.address.country': 'US',
      'veteran.address.zip5': '87501',
    });
    // A postal code that is not a ZIP stays whole; a box it does not fit continues it.
    expect(boxes(keys, { street: 'PO Box 77', postalCode: 'K1A 0B1' })).toEqual({
      'veteran.address.street': 'PO Box 77',
      'veteran.address.zip5': 'K1A 0B1',
    });
  });

  it('fills only the boxes the map names, and leaves a part the veteran did not type empty', () => {
    expect(
      boxes(['veteran.firstName', 'veteran.lastName'], {
        firstName: 'Maria',
        middleInitial: 'Teresa',
      }),
    ).toEqual({
      'veteran.firstName': 'Maria',
    });
    expect(boxes(['veteran.middleInitial'], { middleInitial: 'teresa' })).toEqual({
      'veteran.middleInitial': 'T',
    });
  });

  it('pours an e-mail address through the lines each form gives it', () => {
    const keys = ['veteran.email.line1', 'veteran.email.line2', 'release.veteran.email.line1'];
    const { values, flows } = identityFill(
      template(keys),
      testIdentity({ email: 'maria@example.org' }),
    );
    expect(values).toEqual({});
    expect(flows).toEqual([
      {
        item: 'E-mail address',
        fields: ['veteran.email.line1', 'veteran.email.line2'],
        text: 'maria@example.org',
      },
      {
        item: 'E-mail address',
        fields: ['release.veteran.email.line1'],
        text: 'maria@example.org',
      },
    ]);
  });
});
