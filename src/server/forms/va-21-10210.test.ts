import { describe, expect, it } from 'vitest';
import {
  byTooltip,
  expectMapMatchesTemplate,
  fieldByTooltip,
  pageTexts,
  readFields,
  signingFields,
  vaForm,
} from '../test/va-form-files';
import { fillPdf } from './fill-pdf';
import type { VeteranIdentity } from './form-fill';
import { type WitnessStatementInput, fillWitnessStatement } from './va-21-10210';

const { template, describeWithForm, pdf, fields } = vaForm('21-10210');

const identity: VeteranIdentity = {
  firstName: 'Marcus',
  middleInitial: 'J',
  lastName: 'Bellweather',
  ssn: '456789012',
  vaFileNumber: null,
  dateOfBirth: '1975-07-30',
  street: '9 Cedar Hollow Ct',
  city: 'Columbia',
  state: 'SC',
  postalCode: '29201',
  country: 'US',
  phone: '803-555-0117',
  email: 'marcus.bellweather@example.com',
};

const statement =
  'I served with Marcus in the 82nd Airborne from 2003 to 2007. In October 2005 I was in the ' +
  'vehicle behind his when an IED detonated beside it near Ramadi. Afterwards he complained of ' +
  'ringing in both ears and could not hear us over the radio. Since we came home I have seen him ' +
  'ask people to repeat themselves many times a day.';

const input: WitnessStatementInput = {
  identity,
  witness: {
    name: 'Theresa Anne Pruitt',
    relationships: ['servedWith', 'familyOrFriend'],
    otherRelationship: null,
    phone: '843-555-0199',
    email: 'theresa.pruitt@example.com',
  },
  statement,
};

describe('VA Form 21-10210 fill', () => {
  it('writes the witness contact details only where given', () => {
    const fill = fillWitnessStatement(template, {
      ...input,
      witness: { ...input.witness, phone: null, email: null },
    });
    for (const key of ['witness.phone.area', 'witness.phone.international', 'witness.email.line1'])
      expect(fill.values).not.toHaveProperty([template.fields[key]!]);
  });
});

describeWithForm('VA Form 21-10210 filled into VA template', () => {
  it('maps only fields the template has, for the revision it was checked against', () => {
    expectMapMatchesTemplate(template, pdf(), fields());
  });

  it('writes each value into the box whose tooltip names it', async () => {
    const read = await readFields(await fillPdf(pdf(), fillWitnessStatement(template, input)));
    const { box, checked } = byTooltip(read, fields());

    expect(box("1. VETERAN'S NAME (First", 'First Name')).toBe('Marcus');
    expect(box("1. VETERAN'S NAME. Middle Initial")).toBe('J');
    expect(box("1. VETERAN'S NAME. Last Name")).toBe('Bellweather');
    expect(box('2. SOCIAL SECURITY NUMBER. Enter First Three')).toBe('456');
    expect(box('2. SOCIAL SECURITY NUMBER. Enter Middle Two')).toBe('78');
    expect(box('2. SOCIAL SECURITY NUMBER. Enter Last Four')).toBe('9012');
    expect(box('4. DATE OF BIRTH. Enter 2 digit Month')).toBe('07');
    expect(box('4. DATE OF BIRTH. Enter 2 digit day')).toBe('30');
    expect(box('4. DATE OF BIRTH. Enter 4 digit year')).toBe('1975');
    expect(box('6. CURRENT MAILING ADDRESS (Number')).toBe('9 Cedar Hollow Ct');
    expect(box('6. CURRENT MAILING ADDRESS. ZIP', 'First 5')).toBe('29201');
    expect(box('7. TELEPHONE NUMBER', 'three digits of Area Code')).toBe('803');
    // The address breaks before its "@", so each line reads as part of an address.
    expect(box('8. E-MAIL ADDRESS. 20 characters max. Line 1 of 2')).toBe('marcus.bellweather');
    expect(box('8. E-MAIL ADDRESS. 20 characters max. Line 2 of 2')).toBe('@example.com');
    // The claimant is the veteran: Section II is for a claimant who is not.
    expect(box("9. CLAIMANT'S NAME (First", 'First Name')).toBe('');

    expect(box('17. STATEMENT', 'SECTION 3: STATEMENT (Use')).toBe(statement);
    expect(box('18. WITNESS NAME (First', 'First Name')).toBe('Theresa');
    expect(box('18. WITNESS NAME. Middle Initial')).toBe('A');
    expect(box('18. WITNESS NAME. Last Name')).toBe('Pruitt');
    expect(checked('SERVED WITH VETERAN / CLAIMANT')).toBe(true);
    expect(checked('19. FAMILY / FRIEND OF VETERAN / CLAIMANT')).toBe(true);
    expect(checked('19. COWORKER / SUPERVISOR')).toBe(false);
    expect(checked('19. OTHER (Specify)')).toBe(false);
    expect(box('20. TELEPHONE NUMBER', 'three digits of Area Code')).toBe('843');
    expect(box('20. TELEPHONE NUMBER', 'middle three')).toBe('555');
    expect(box('20. TELEPHONE NUMBER', 'last four')).toBe('0199');
    expect(box('21. E-MAIL ADDRESS', 'Line 1 of 2')).toBe('theresa.pruitt');
    expect(box('21. E-MAIL ADDRESS', 'Line 2 of 2')).toBe('@example.com');
    // Pages 2 and 3 repeat the veteran's SSN at the top.
    for (const name of fields()
      .filter((field) => field.tooltip.startsWith('Social Security Number. Last Four'))
      .map((field) => field.name))
      expect(read.text(name)).toBe('9012');
  });

  it('writes another relationship in the witness words', async () => {
    const neighbor = {
      ...input.witness,
      relationships: [],
      otherRelationship: 'Neighbor since 2012',
    };
    const read = await readFields(
      await fillPdf(pdf(), fillWitnessStatement(template, { ...input, witness: neighbor })),
    );
    expect(read.checked(fieldByTooltip(fields(), '19. OTHER (Specify)'))).toBe(true);
    expect(read.text(fieldByTooltip(fields(), '19. Specify Other'))).toBe('Neighbor since 2012');
  });

  it('prints the statement and the witness on the flattened form', async () => {
    const pages = await pageTexts(
      await fillPdf(pdf(), fillWitnessStatement(template, input), { flatten: true }),
    );
    expect(pages[1]).toContain('an IED detonated beside it near Ramadi');
    expect(pages[2]!.replace(/ /g, '')).toContain('Pruitt');
    expect(pages[0]!.replace(/ /g, '')).toContain('Bellweather');
  });

  it('pours a long statement through both boxes and continues the rest, losing no word', async () => {
    const paragraphs = Array.from(
      { length: 40 },
      (_, index) => `Paragraph ${index + 1}: ${statement}`,
    );
    const long = paragraphs.join('\n');
    const filled = await fillPdf(
      pdf(),
      fillWitnessStatement(template, { ...input, statement: long }),
    );
    const read = await readFields(filled);
    const first = read.text(fieldByTooltip(fields(), '17. STATEMENT', 'SECTION 3: STATEMENT (Use'));
    const second = read.text(
      fieldByTooltip(fields(), '17. STATEMENT', 'SECTION 3: STATEMENT (Continued)'),
    );
    expect(first.startsWith('Paragraph 1: ')).toBe(true);
    expect(second.length).toBeGreaterThan(0);

    const pages = await pageTexts(filled);
    const sheets = pages.slice(3).join(' ');
    expect(sheets).toContain('VA Form 21-10210: continuation sheet');
    expect(sheets).toContain('Continued from Section III, item 17 (statement):');
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    const sheetText = sheets.replace(
      /VA Form 21-10210: continuation sheet|Continued from Section III, item 17 \(statement\):/g,
      ' ',
    );
    expect([...words(first), ...words(second), ...words(sheetText)]).toEqual(words(long));
  });

  it('leaves the signature and the date signed for the witness', async () => {
    const read = await readFields(await fillPdf(pdf(), fillWitnessStatement(template, input)));
    const signing = signingFields(fields());
    expect(signing).toContain(fieldByTooltip(fields(), '22. B. DATE SIGNED. Enter 4 digit year'));
    expect(signing).toContain(
      fieldByTooltip(fields(), '22. A. VETERAN / CLAIMANT / WITNESS SIGNATURE'),
    );
    expect(read.filledNames().filter((name) => signing.includes(name))).toEqual([]);
  });
});
