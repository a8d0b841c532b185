import { expect, it } from 'vitest';
import {
  compact,
  type ExpectedBox,
  expectMapMatchesTemplate,
  pageTexts,
  readFields,
  signingFields,
  vaForm,
  veteran,
} from '../test/va-form-files';
import { fillPdf } from './fill-pdf';
import { fillStatementInSupport } from './va-21-4138';

const { template, describeWithForm, pdf, fields, expectBoxes } = vaForm('21-4138');

const statement =
  'In March 2009 I was the gunner on the lead vehicle when an IED detonated near Route Tampa. ' +
  'I was thrown against the turret ring and landed on my left knee. The medic wrapped it and I ' +
  'went back out the next day because we were short on people. My knee has locked and given way ' +
  'ever since, and I stopped running in 2012 because of it.';

describeWithForm("VA Form 21-4138 filled into VA's own template", () => {
  const fill = () => fillStatementInSupport(template, { identity: veteran, statement });

  it("maps the template VA publishes: its hash, and only fields VA's list has", () => {
    expectMapMatchesTemplate(template, pdf(), fields());
  });

  it('writes each value into the box whose tooltip names it', async () => {
    const read = await readFields(await fillPdf(pdf(), fill()));
    const boxes: ExpectedBox[] = [
      ['veteran.firstName', 'Maria', /NAME.*First Name/],
      ['veteran.middleInitial', 'T', /Middle Initial/],
      ['veteran.lastName', 'Delgado', /Last Name/],
      ['veteran.ssn.first3', '123', /SOCIAL SECURITY NUMBER\. Enter First Three Digits/],
      ['veteran.ssn.middle2', '45', /SOCIAL SECURITY NUMBER\. Enter Middle Two Digits/],
      ['veteran.ssn.last4', '6789', /SOCIAL SECURITY NUMBER\. Enter Last Four Digits/],
      ['page2.veteran.ssn.last4', '6789', /SOCIAL SECURITY NUMBER\. Last Four Digits/],
      ['veteran.vaFileNumber', '987654321', /FILE NUMBER/],
      ['veteran.dob.month', '03', /DATE OF BIRTH\. Enter 2 digit Month/],
      ['veteran.dob.day', '09', /DATE OF BIRTH\. Enter 2 digit day/],
      ['veteran.dob.year', '1978', /DATE OF BIRTH\. Enter 4 digit year/],
      ['veteran.phone.area', '505', /TELEPHONE NUMBER.*Area Code/],
      ['veteran.phone.prefix', '555', /TELEPHONE NUMBER.*middle three/],
      ['veteran.phone.line', '0147', /TELEPHONE NUMBER.*last four/],
      ['veteran.email.line1', 'maria.delgado.vet', /E-MAIL ADDRESS.*Line 1/],
      ['veteran.email.line2', '@example.org', /E-MAIL ADDRESS.*Line 2/],
      ['veteran.address.street', '1450 Juniper Ridge Rd', /MAILING ADDRESS.*Number and Street/],
      ['veteran.address.apartment', '12', /MAILING ADDRESS\. Apartment/],
      ['veteran.address.city', 'Albuquerque', /MAILING ADDRESS\. City/],
      ['veteran.address.state', 'NM', /MAILING ADDRESS\. State/],
      ['veteran.address.country', 'US', /MAILING ADDRESS\. Country/],
      ['veteran.address.zip5', '87110', /ZIP.*First 5/],
      ['veteran.address.zip4', '4321', /ZIP.*Last 4/],
      ['remarks.page1', statement, /SECTION 2: REMARKS/],
    ];
    expectBoxes(read, boxes);
  });

  it('prints the values on the flattened form', async () => {
    const [page1] = await pageTexts(await fillPdf(pdf(), fill(), { flatten: true }));
    for (const text of ['Maria', 'Delgado', '123', '6789', 'Albuquerque', 'NM', '87110', statement])
      expect(compact(page1!)).toContain(compact(text));
  });

  it('pours a long statement through both Remarks boxes and continues the rest on a continuation sheet', async () => {
    const paragraphs = Array.from(
      { length: 40 },
      (_, index) => `Paragraph ${index + 1}. ${statement}`,
    );
    const long = `${paragraphs.join('\n\n')}\n\nThe last words of my statement.`;
    const filled = await fillPdf(
      pdf(),
      fillStatementInSupport(template, { identity: veteran, statement: long }),
      { flatten: true },
    );
    const pages = await pageTexts(filled);
    expect(pages.length).toBeGreaterThan(2);
    const continuation = pages.slice(2).join('\n');
    expect(continuation).toContain('VA Form 21-4138: continuation sheet');
    expect(continuation).toContain('Continued from Section 2, Remarks:');
    expect(continuation).toContain('The last words of my statement.');
    const printed = pages.join(' ').replace(/\s+/g, ' ');
    for (const index of [1, 20, 40]) expect(printed).toContain(`Paragraph ${index}.`);
  });

  it('leaves the signature and the date signed for the veteran', async () => {
    const read = await readFields(await fillPdf(pdf(), fill()));
    const unsigned = signingFields(fields());
    expect(unsigned.length).toBeGreaterThanOrEqual(3);
    for (const name of unsigned) expect(read.value(name) ?? '', name).toBe('');
  });
});
