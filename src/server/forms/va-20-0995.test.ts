import { expect, it } from 'vitest';
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
import { type SupplementalClaimInput, fillSupplementalClaim } from './va-20-0995';

const { template, describeWithForm, pdf, fields } = vaForm('20-0995');

const identity: VeteranIdentity = {
  firstName: 'Renee',
  middleInitial: null,
  lastName: 'Okafor',
  ssn: '345678901',
  vaFileNumber: '345678901',
  dateOfBirth: '1990-02-08',
  street: '1207 Magnolia Ave',
  city: 'San Antonio',
  state: 'TX',
  postalCode: '78210',
  country: 'US',
  phone: '+44 20 7946 0958',
  email: 'renee.okafor@example.net',
};

const claim: SupplementalClaimInput = {
  identity,
  issues: [
    { name: 'Service connection for sleep apnea', decisionDate: '2025-12-01' },
    { name: 'Service connection for right shoulder strain', decisionDate: '2026-01-20' },
  ],
  evidence: [
    {
      place: 'vaMedicalCenter',
      facility: 'Audie L. Murphy VA Medical Center, San Antonio, TX',
      treatmentDate: '2024-06-15',
    },
    { place: 'private', facility: 'Alamo Sleep Clinic, San Antonio, TX', treatmentDate: null },
  ],
};

describeWithForm('VA Form 20-0995 filled into VA template', () => {
  it('maps only fields the template has, for the revision it was checked against', () => {
    expectMapMatchesTemplate(template, pdf(), fields());
  });

  it('writes each value into the box whose tooltip names it', async () => {
    const read = await readFields(await fillPdf(pdf(), fillSupplementalClaim(template, claim)));
    const { box, checked } = byTooltip(read, fields());

    expect(box("2. Veteran's Name", 'First Name')).toBe('Renee');
    expect(box("2. Veteran's Name. Enter Last Name")).toBe('Okafor');
    expect(box('3. SOCIAL SECURITY NUMBER. Enter First Three')).toBe('345');
    expect(box('3. SOCIAL SECURITY NUMBER. Enter Middle Two')).toBe('67');
    expect(box('3. SOCIAL SECURITY NUMBER. Enter Last Four')).toBe('8901');
    expect(box('4. V. A. FILE NUMBER')).toBe('345678901');
    expect(box('5. DATE OF BIRTH. Enter 2 digit Month')).toBe('02');
    expect(box('5. DATE OF BIRTH. Enter 4 digit year')).toBe('1990');
    expect(box('8. MAILING ADDRESS (Number, street')).toBe('1207 Magnolia Ave');
    expect(box('8. MAILING ADDRESS. City')).toBe('San Antonio');
    expect(box('9. TELEPHONE NUMBER', 'three digits of Area Code')).toBe('');
    expect(box('9. Enter International Phone Number')).toBe('+44 20 7946 0958');
    expect(box('10. E-MAIL ADDRESS')).toBe('renee.okafor@example.net');

    expect(box('21. A. SPECIFIC ISSUE(S). Line 1 of 7')).toBe('Service connection for sleep apnea');
    expect(box('21B. DATE OF V. A. DECISION NOTICE. Enter 2 digit Month. Line 1 of 7')).toBe('12');
    expect(box('21B. DATE OF V. A. DECISION NOTICE.  Enter 2 digit day. Line 1 of 7')).toBe('01');
    expect(box('21B. DATE OF V. A. DECISION NOTICE. Enter 4 digit year. Line 1 of 7')).toBe('2025');
    expect(box('21. A. SPECIFIC ISSUE(S). Line 2 of 7')).toBe(
      'Service connection for right shoulder strain',
    );
    expect(box('21B. DATE OF V. A. DECISION NOTICE. Enter 2 digit Month. Line 2 of 7')).toBe('01');

    expect(checked('22. A.  V. A. MEDICAL CENTER(S)')).toBe(true);
    expect(checked('PRIVATE HEALTH CARE PROVIDER')).toBe(true);
    expect(checked('22. A.  V. A. VET CENTER')).toBe(false);
    expect(box('22B. NAME AND LOCATION OF THE TREATMENT FACILITY. Line 1 of 3')).toBe(
      claim.evidence[0]!.facility,
    );
    expect(box('22C. DATE(S) OF TREATMENT', 'Month. Line 1 of 3')).toBe('06');
    expect(box('22C. DATE(S) OF TREATMENT', 'year. Line 1 of 3')).toBe('2024');
    expect(
      checked(
        "22D. CHECK THE BOX IF YOU DO NOT HAVE DATE(S) OF TREATMENT. DON'T HAVE DATE. Line 1 of 3",
      ),
    ).toBe(false);
    expect(box('22B. NAME AND LOCATION OF THE TREATMENT FACILITY. Line 2 of 3')).toBe(
      claim.evidence[1]!.facility,
    );
    expect(
      checked(
        "22D. CHECK THE BOX IF YOU DO NOT HAVE DATE(S) OF TREATMENT. DON'T HAVE DATE. Line 2 of 3",
      ),
    ).toBe(true);
    // Item 1's first box is COMPENSATION.
    expect(read.selectedBox(template.fields.benefitType!)).toBe('0');
  });

  it('prints the issues and the evidence on the flattened form', async () => {
    const pages = await pageTexts(
      await fillPdf(pdf(), fillSupplementalClaim(template, claim), { flatten: true }),
    );
    const issuesPage = pages.find((page) =>
      page.includes('SECTION IV: ISSUE(S) FOR SUPPLEMENTAL CLAIM'),
    )!;
    const evidencePage = pages.find((page) =>
      page.includes('SECTION V: NEW AND RELEVANT EVIDENCE'),
    )!;
    expect(issuesPage).toContain('Service connection for sleep apnea');
    expect(issuesPage).toContain('Service connection for right shoulder strain');
    expect(evidencePage).toContain('Audie L. Murphy VA Medical Center, San Antonio, TX');
    expect(evidencePage).toContain('Alamo Sleep Clinic, San Antonio, TX');
    expect(evidencePage.replace(/ /g, '')).toContain('062024');
  });

  it('continues issues and records beyond the rows on a sheet with every column', async () => {
    const issues = Array.from({ length: 8 }, (_, index) => ({
      name: `Service connection for condition number ${index + 1}`,
      decisionDate: '2026-02-27',
    }));
    const evidence = [
      ...claim.evidence,
      {
        place: 'militaryFacility' as const,
        facility: 'Brooke Army Medical Center, Fort Sam Houston, TX',
        treatmentDate: '2019-03',
      },
      {
        place: 'vetCenter' as const,
        facility: 'San Antonio Vet Center, San Antonio, TX',
        treatmentDate: null,
      },
    ];
    const filled = await fillPdf(
      pdf(),
      fillSupplementalClaim(template, { ...claim, issues, evidence }),
    );
    const read = await readFields(filled);
    expect(read.text(fieldByTooltip(fields(), '21. A. SPECIFIC ISSUE(S). Line 7 of 7'))).toBe(
      issues[6]!.name,
    );
    expect(read.checked(fieldByTooltip(fields(), '22. A.  V. A. VET CENTER'))).toBe(true);

    const sheet = (await pageTexts(filled)).at(-1)!;
    expect(sheet).toContain('VA Form 20-0995: continuation sheet');
    expect(sheet).toContain(
      `21A. Specific issue: ${issues[7]!.name} 21B. Date of VA decision notice: 02/27/2026`,
    );
    expect(sheet).toContain(
      "22B. Name and location of the treatment facility: San Antonio Vet Center, San Antonio, TX 22C. Date(s) of treatment: don't have date",
    );
  });

  it('leaves every signature and date signed for the signers', async () => {
    const read = await readFields(await fillPdf(pdf(), fillSupplementalClaim(template, claim)));
    const signing = signingFields(fields());
    expect(signing).toContain(fieldByTooltip(fields(), '25B. DATE SIGNED. Enter 4 digit year'));
    expect(signing).toContain(fieldByTooltip(fields(), "25. A.VETERAN / CLAIMANT'S SIGNATURE"));
    expect(read.filledNames().filter((name) => signing.includes(name))).toEqual([]);
  });
});
