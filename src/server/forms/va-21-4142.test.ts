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
import { fillAuthorizationToDisclose, type PrivateProvider } from './va-21-4142';

const { template, describeWithForm, pdf, fields, expectBoxes } = vaForm('21-4142');

const orthopedics: PrivateProvider = {
  name: 'Sandia Orthopedic Associates',
  street: '201 Cedar St NE Suite 300',
  city: 'Albuquerque',
  state: 'NM',
  postalCode: '87106',
  country: 'US',
  treatmentFrom: '2012-05-14',
  treatmentTo: '2019-11-02',
  conditions: ['Left knee strain', 'Lumbar strain'],
};

/** Providers 2 to n, each one telling apart from the others. */
const moreProviders = (count: number): PrivateProvider[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `Rio Grande Clinic number ${index + 2}`,
    street: `${100 + index} Main St`,
    city: 'Santa Fe',
    state: 'NM',
    postalCode: '87501',
    country: 'US',
    treatmentFrom: `20${10 + index}-01-0${(index % 9) + 1}`,
    treatmentTo: null,
    conditions: [`Condition number ${index + 2}`],
  }));

describeWithForm("VA Form 21-4142 filled into VA's own template", () => {
  const fill = (providers = [orthopedics]) =>
    fillAuthorizationToDisclose(template, { identity: veteran, providers });

  it("maps the template VA publishes: its hash, and only fields VA's list has", () => {
    expectMapMatchesTemplate(template, pdf(), fields());
  });

  it('writes the veteran and the provider into the boxes whose tooltips name them', async () => {
    const read = await readFields(await fillPdf(pdf(), fill()));
    const boxes: ExpectedBox[] = [
      ['veteran.firstName', 'Maria', /^Read Instructions.*1\. VETERAN'S NAME.*First Name/],
      ['veteran.lastName', 'Delgado', /^1\. VETERAN'S NAME\. Last Name/],
      ['veteran.ssn.middle2', '45', /^2\. Social Security Number\. Enter middle 2/],
      ['veteran.dob.day', '09', /^4\. Date of Birth\. Enter 2 digit Day/],
      ['veteran.address.zip4', '4321', /^6\. Mailing Address\. ZIP.*last 4/],
      ['veteran.phone.area', '505', /^7\. TELEPHONE NUMBER.*area code/],
      ['veteran.email.line1', 'maria.delgado.', /^8\. E-Mail Address.*Line 1/],
      ['page2.veteran.ssn.first3', '123', /Social Security Number\. First 3 digits/],
      ['release.veteran.lastName', 'Delgado', /^1\. VETERAN'S NAME\. Enter Last Name/],
      ['release.veteran.ssn.last4', '6789', /^2\. SOCIAL SECURITY NUMBER\. Enter Last Four/],
      ['provider.0.name', 'Sandia Orthopedic Associates', /9\. A\. PROVIDER OR FACILITY NAME/],
      ['provider.0.conditions', 'Left knee strain, Lumbar strain', /^9\. B\. CONDITIONS/],
      ['provider.0.treatmentFrom.month', '05', /^9\. C\. .*FROM DATE\. Enter 2 digit Month/],
      ['provider.0.treatmentFrom.year', '2012', /^9\. C\. .*FROM DATE\. Enter 4 digit year/],
      ['provider.0.treatmentTo.day', '02', /^9\. C\. .*TO DATE\. +Enter 2 digit day/],
      ['provider.0.address.street', '201 Cedar St NE', /^9\. D\. .*Number and Street/],
      ['provider.0.address.apartment', '300', /^9\. D\. .*Apartment/],
      ['provider.0.address.city', 'Albuquerque', /^9\. D\. .*City/],
      ['provider.0.address.zip5', '87106', /^9\. D\. .*ZIP.*first 5/],
    ];
    expectBoxes(read, boxes);
    // The veteran is the patient: the "if other than veteran" sections stay empty.
    const patientBoxes = fields().filter((field) =>
      /PATIENT'S NAME|^10\. Social Security|^11\. V\. A\. File|^7\. SOCIAL SECURITY|^8\. V\. A\. FILE/.test(
        field.tooltip,
      ),
    );
    expect(patientBoxes.length).toBeGreaterThanOrEqual(6);
    for (const field of patientBoxes) expect(read.value(field.name), field.tooltip).toBe('');
  });

  it('prints the values on the flattened form', async () => {
    const pages = await pageTexts(await fillPdf(pdf(), fill(), { flatten: true }));
    expect(compact(pages[0]!)).toContain(compact('Maria T Delgado 123 45 6789'));
    const release = compact(pages[3]!);
    for (const text of [
      'Sandia Orthopedic Associates',
      'Left knee strain, Lumbar strain',
      '201 Cedar St NE',
    ])
      expect(release).toContain(compact(text));
  });

  it('continues providers beyond the five sections on a continuation sheet, with every detail', async () => {
    const providers = [orthopedics, ...moreProviders(6)];
    const read = await readFields(await fillPdf(pdf(), fill(providers)));
    expect(read.value(template.fields['provider.4.name']!)).toBe('Rio Grande Clinic number 5');

    const pages = await pageTexts(await fillPdf(pdf(), fill(providers), { flatten: true }));
    const continuation = pages.slice(5).join('\n');
    expect(continuation).toContain('VA Form 21-4142: continuation sheet');
    for (const number of [6, 7]) {
      expect(continuation).toContain(`Continued from Section 3, provider ${number}:`);
      expect(continuation).toContain(
        `Provider or facility name: Rio Grande Clinic number ${number}`,
      );
      expect(continuation).toContain(`Conditions treated: Condition number ${number}`);
    }
    expect(continuation).toContain('Dates of treatment: from 01/06/2015 to not given');
    expect(continuation).toContain('Address: 105 Main St, Santa Fe, NM 87501, US');
  });

  it('leaves the signature and the date signed for the veteran', async () => {
    const read = await readFields(await fillPdf(pdf(), fill()));
    const unsigned = signingFields(fields());
    expect(unsigned.length).toBeGreaterThanOrEqual(4);
    for (const name of unsigned) expect(read.value(name) ?? '', name).toBe('');
  });

  it('prints the veteran, who signs, in item 15 (printed name of person signing)', async () => {
    const read = await readFields(await fillPdf(pdf(), fill()));
    expectBoxes(read, [
      ['signer.veteran.firstName', 'Maria', /^15\. PRINTED NAME OF PERSON SIGNING.*First Name/],
      [
        'signer.veteran.middleInitial',
        'T',
        /^15\. PRINTED NAME OF PERSON SIGNING\. Middle Initial/,
      ],
      ['signer.veteran.lastName', 'Delgado', /^15\. PRINTED NAME OF PERSON SIGNING\. Last Name/],
    ]);
  });
});
