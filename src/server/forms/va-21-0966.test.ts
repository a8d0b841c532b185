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
import { fillIntentToFile } from './va-21-0966';

const { template, describeWithForm, pdf, fields, expectBoxes } = vaForm('21-0966');

describeWithForm("VA Form 21-0966 filled into VA's own template", () => {
  const fill = () => fillIntentToFile(template, { identity: veteran });

  it("maps the template VA publishes: its hash, and only fields VA's list has", () => {
    expectMapMatchesTemplate(template, pdf(), fields());
  });

  it('writes the veteran into Section 1 and checks compensation, and nothing else', async () => {
    const read = await readFields(await fillPdf(pdf(), fill()));
    const boxes: ExpectedBox[] = [
      ['veteran.firstName', 'Maria', /1\. VETERAN'S NAME.*First Name/],
      ['veteran.lastName', 'Delgado', /1\. VETERAN'S NAME\. Last Name/],
      ['veteran.ssn.first3', '123', /^2\. SOCIAL SECURITY NUMBER\. Enter First Three/],
      ['veteran.ssn.last4', '6789', /^2\. SOCIAL SECURITY NUMBER\. Enter Last Four/],
      ['veteran.vaFileNumber', '987654321', /^4\. V\. A\. FILE NUMBER/],
      ['veteran.dob.year', '1978', /^5\. DATE OF BIRTH\. Enter 4 digit year/],
      ['veteran.address.city', 'Albuquerque', /^7\. MAILING ADDRESS\. City/],
      ['veteran.phone.line', '0147', /^8\. TELEPHONE NUMBER.*last four/],
      ['veteran.email.line1', 'maria.delgado.', /^9\. E-MAIL ADDRESS.*Line 1/],
      ['veteran.email.line2', 'vet@example.org', /^9\. E-MAIL ADDRESS.*Line 2/],
      ['benefit.compensation', true, /19\. I INTEND TO FILE.*COMPENSATION\.$/],
    ];
    expectBoxes(read, boxes);
    // Section 2 is for a claimant who is not the veteran; pension is not what is claimed.
    const claimantFirstName = fields().find((field) =>
      /10\. CLAIMANT'S NAME.*First Name/.test(field.tooltip),
    )!;
    expect(read.value(claimantFirstName.name)).toBe('');
    const pension = fields().find((field) => field.tooltip === '19. PENSION.')!;
    expect(read.value(pension.name)).toBe(false);
  });

  it('prints the values on the flattened form', async () => {
    const pages = await pageTexts(await fillPdf(pdf(), fill(), { flatten: true }));
    for (const text of ['Maria', 'Delgado', '987654321', 'Albuquerque', '87110'])
      expect(compact(pages[0]!)).toContain(text);
  });

  it('leaves the signature and the date signed for the veteran', async () => {
    const read = await readFields(await fillPdf(pdf(), fill()));
    for (const name of signingFields(fields())) expect(read.value(name) ?? '', name).toBe('');
  });
});
