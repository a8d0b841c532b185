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
import { type HigherLevelReviewInput, fillHigherLevelReview } from './va-20-0996';

const { template, describeWithForm, pdf, fields } = vaForm('20-0996');

const identity: VeteranIdentity = {
  firstName: 'Luis',
  middleInitial: 'A',
  lastName: 'Castellanos',
  ssn: '234-56-7890',
  vaFileNumber: null,
  dateOfBirth: '1979-11-22',
  street: '88 Harbor View Rd',
  city: 'Tacoma',
  state: 'WA',
  postalCode: '98402',
  country: 'United States',
  phone: '(253) 555-0188',
  email: 'luis.castellanos@example.org',
};

const review: HigherLevelReviewInput = {
  identity,
  issues: [
    { name: 'Evaluation of left knee instability, rated 10 percent', decisionDate: '2026-05-02' },
    { name: 'Service connection for migraine headaches', decisionDate: '2026-03-19' },
  ],
  informalConference: null,
};

describe('VA Form 20-0996 fill', () => {
  it('leaves the informal conference unset unless the veteran says yes or no', () => {
    const box = template.fields.informalConference!;
    expect(fillHigherLevelReview(template, review).values).not.toHaveProperty([box]);
    expect(
      fillHigherLevelReview(template, { ...review, informalConference: true }).values[box],
    ).toBe(true);
    expect(
      fillHigherLevelReview(template, { ...review, informalConference: false }).values[box],
    ).toBe(false);
  });
});

describeWithForm('VA Form 20-0996 filled into VA template', () => {
  it('maps only fields the template has, for the revision it was checked against', () => {
    expectMapMatchesTemplate(template, pdf(), fields());
  });

  it('writes each value into the box whose tooltip names it', async () => {
    const filled = await fillPdf(
      pdf(),
      fillHigherLevelReview(template, { ...review, informalConference: true }),
    );
    const read = await readFields(filled);
    const { box, checked } = byTooltip(read, fields());

    expect(box("1. VETERAN'S NAME. First Name")).toBe('Luis');
    expect(box("1. VETERAN'S NAME. Middle Initial")).toBe('A');
    expect(box("1. VETERAN'S NAME. Last Name")).toBe('Castellanos');
    expect(box("2. Veteran's Social Security Number", 'first three')).toBe('234');
    expect(box("2. Veteran's Social Security Number", 'middle two')).toBe('56');
    expect(box("2. Veteran's Social Security Number", 'last four')).toBe('7890');
    expect(box('4. Date of Birth', 'Month')).toBe('11');
    expect(box('4. Date of Birth', 'Day')).toBe('22');
    expect(box('4. Date of Birth', 'Year')).toBe('1979');
    expect(box('6. CURRENT MAILING ADDRESS. Number and Street')).toBe('88 Harbor View Rd');
    expect(box('6. CURRENT MAILING ADDRESS. City')).toBe('Tacoma');
    expect(box('6. CURRENT MAILING ADDRESS. State')).toBe('WA');
    expect(box('6. CURRENT MAILING ADDRESS. Country')).toBe('US');
    expect(box('6. CURRENT MAILING ADDRESS. ZIP', 'first 5')).toBe('98402');
    expect(box('7. TELEPHONE NUMBER (Include Area Code).  Enter Area Code')).toBe('253');
    expect(box('7. TELEPHONE NUMBER. Enter middle three')).toBe('555');
    expect(box('7. TELEPHONE NUMBER. Enter last four')).toBe('0188');
    expect(box('8. E-MAIL ADDRESS')).toBe('luis.castellanos@example.org');
    expect(box('18. A. SPECIFIC ISSUE(S). Line 1 of 13')).toBe(review.issues[0]!.name);
    expect(box('18. A. SPECIFIC ISSUE(S). Line 2 of 13')).toBe(review.issues[1]!.name);
    expect(checked('16. A.  I WOULD LIKE AN OPTIONAL INFORMAL CONFERENCE')).toBe(true);
    // Section III's first box is COMPENSATION (the group's labels are another form's).
    expect(read.selectedBox(template.fields.benefitType!)).toBe('0');
  });

  it('prints the issues with their decision dates on the flattened form', async () => {
    const pages = await pageTexts(
      await fillPdf(pdf(), fillHigherLevelReview(template, review), { flatten: true }),
    );
    const sectionV = pages.find((page) =>
      page.includes('SECTION V - ISSUES FOR HIGHER-LEVEL REVIEW'),
    )!;
    // Date boxes print a digit a cell; pdf.js reads them as year, day, month, the form's order.
    const digits = sectionV.replace(/ /g, '');
    expect(sectionV).toContain(review.issues[0]!.name);
    expect(sectionV).toContain(review.issues[1]!.name);
    expect(digits).toContain('20260205');
    expect(digits).toContain('20261903');
    expect(pages[2]!.replace(/ /g, '')).toContain('Castellanos');
  });

  it('continues issues beyond the thirteen rows on a sheet with every column', async () => {
    const issues = Array.from({ length: 15 }, (_, index) => ({
      name: `Service connection for condition number ${index + 1}`,
      decisionDate: `2026-04-${String(index + 1).padStart(2, '0')}`,
    }));
    const filled = await fillPdf(pdf(), fillHigherLevelReview(template, { ...review, issues }));
    const read = await readFields(filled);
    expect(read.text(fieldByTooltip(fields(), 'Line 13 of 13'))).toBe(issues[12]!.name);
    const sheet = (await pageTexts(filled)).at(-1)!;
    expect(sheet).toContain('VA Form 20-0996: continuation sheet');
    expect(sheet).toContain('Section V, item 18, issue 14');
    expect(sheet).toContain(
      `18A. Specific issue: ${issues[13]!.name} 18B. Date of VA decision: 04/14/2026`,
    );
    expect(sheet).toContain(
      `18A. Specific issue: ${issues[14]!.name} 18B. Date of VA decision: 04/15/2026`,
    );
  });

  it('leaves the signatures and the dates signed for the veteran', async () => {
    const read = await readFields(await fillPdf(pdf(), fillHigherLevelReview(template, review)));
    const signing = signingFields(fields());
    expect(signing).toContain(fieldByTooltip(fields(), '19. B. Date Signed. Enter 4 digit Year'));
    expect(signing).toContain(fieldByTooltip(fields(), '19A.  SIGNATURE OF VETERAN OR CLAIMANT'));
    expect(read.filledNames().filter((name) => signing.includes(name))).toEqual([]);
  });
});
