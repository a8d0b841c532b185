import { describe, expect, it } from 'vitest';
import type { FormTemplate } from '../../contracts/va-forms';
import {
  contactFill,
  dateParts,
  formattedPhone,
  slashedDate,
  usPhoneParts,
  zipParts,
} from './field-parts';

describe('splitting values into the boxes VA prints', () => {
  it.each([
    ['2025-03-07', { year: '2025', month: '03', day: '07' }, '03/07/2025'],
    ['2019-03', { year: '2019', month: '03', day: '' }, '03/2019'],
  ])('dates: %s', (iso, parts, slashed) => {
    expect(dateParts(iso)).toEqual(parts);
    expect(slashedDate(iso)).toBe(slashed);
  });

  it.each([
    ['910-555-0143', { area: '910', prefix: '555', line: '0143' }, '(910) 555-0143'],
    ['(253) 555-0188', { area: '253', prefix: '555', line: '0188' }, '(253) 555-0188'],
    ['+1 803 555 0117', { area: '803', prefix: '555', line: '0117' }, '(803) 555-0117'],
    ['+44 20 7946 0958', null, '+44 20 7946 0958'],
    ['555-0143', null, '555-0143'],
  ])('phones: %s', (phone, parts, formatted) => {
    expect(usPhoneParts(phone)).toEqual(parts);
    expect(formattedPhone(phone)).toBe(formatted);
  });

  it.each([
    ['28301-4410', { zip5: '28301', zip4: '4410' }],
    ['283014410', { zip5: '28301', zip4: '4410' }],
    ['98402', { zip5: '98402', zip4: '' }],
    ['SW1A 1AA', { zip5: 'SW1A 1AA', zip4: '' }],
  ])('postal codes: %s', (code, parts) => {
    expect(zipParts(code)).toEqual(parts);
  });
});

describe('contactFill', () => {
  const template = (fields: Record<string, string>): FormTemplate => ({
    form: '21-10210',
    file: 'form.pdf',
    edition: 'JUL 2024',
    sha256: '0'.repeat(64),
    url: 'https://www.vba.va.gov/pubs/forms/form.pdf',
    checked: '2026-11-28',
    fields,
  });

  it('pours an e-mail through the lines where the form splits it', () => {
    const split = template({ 'witness.email.line1': 'E1', 'witness.email.line2': 'E2' });
    const email = 'theresa.pruitt@example.com';
    expect(contactFill(split, 'witness', { phone: null, email }, 'Item 21')).toEqual({
      values: {},
      flows: [{ item: 'Item 21', fields: ['E1', 'E2'], text: email }],
    });
  });

  it('writes a number outside the US whole, into the international box only', () => {
    const phone = template({ 'veteran.phone.area': 'A', 'veteran.phone.international': 'I' });
    expect(
      contactFill(phone, 'veteran', { phone: '+44 20 7946 0958', email: null }, 'Item 8').values,
    ).toEqual({
      I: '+44 20 7946 0958',
    });
  });

  it('fills nothing the field map lacks', () => {
    expect(
      contactFill(template({}), 'veteran', { phone: '910-555-0143', email: 'a@b.co' }, 'Item 8'),
    ).toEqual({ values: {}, flows: [] });
  });
});
