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
import { type BoardAppealInput, fillBoardAppeal } from './va-10182';

const { template, describeWithForm, pdf, fields } = vaForm('10182');

const identity: VeteranIdentity = {
  firstName: 'Dana',
  middleInitial: 'R',
  lastName: 'Whitfield',
  ssn: '123456789',
  vaFileNumber: '87654321',
  dateOfBirth: '1984-09-03',
  street: '412 Juniper Lane',
  city: 'Fayetteville',
  state: 'NC',
  postalCode: '28301-4410',
  country: 'US',
  phone: '910-555-0143',
  email: 'dana.whitfield@example.com',
};

const appeal: BoardAppealInput = {
  identity,
  issues: [
    { name: 'Service connection for tinnitus', decisionDate: '2026-02-14' },
    { name: 'Evaluation of PTSD, rated 30 percent', decisionDate: '2026-02-14' },
  ],
  docket: 'evidence',
};

const sixIssues = [
  'Service connection for tinnitus',
  'Service connection for bilateral hearing loss',
  'Evaluation of lumbar strain, rated 10 percent',
  'Effective date of the award for PTSD',
  'Service connection for sleep apnea, secondary to PTSD',
  'Service connection for right knee patellofemoral pain syndrome',
].map((name, index) => ({ name, decisionDate: `2026-0${index + 1}-1${index}` }));

describe('VA Form 10182 fill', () => {
  it('leaves the review option unset when the veteran has not chosen one', () => {
    const fill = fillBoardAppeal(template, { ...appeal, docket: null });
    expect(fill.values).not.toHaveProperty([template.fields.boardReviewOption!]);
  });
});

describeWithForm('VA Form 10182 filled into VA template', () => {
  it('maps only fields the template has, for the revision it was checked against', () => {
    expectMapMatchesTemplate(template, pdf(), fields());
  });

  it('writes each value into the box whose tooltip names it', async () => {
    const read = await readFields(await fillPdf(pdf(), fillBoardAppeal(template, appeal)));
    const { box, checked } = byTooltip(read, fields());

    expect(box("1. VETERAN'S NAME")).toBe('Dana R Whitfield');
    expect(box("2. VETERAN'S FILE NUMBER")).toBe('87654321');
    expect(box("3. VETERAN'S DATE OF BIRTH")).toBe('09/03/1984');
    expect(box('6. MY PREFERRED MAILING ADDRESS')).toBe(
      '412 Juniper Lane, Fayetteville, NC 28301-4410, US',
    );
    expect(box('7. MY PREFERRED TELEPHONE NUMBER')).toBe('(910) 555-0143');
    expect(box('8. MY PREFERRED E-MAIL ADDRESS')).toBe('dana.whitfield@example.com');
    expect(box('11. A. Specific Issue', 'Line 1 of 5')).toBe('Service connection for tinnitus');
    expect(box('11. B. DATE OF DECISION', 'Line 1 of 5')).toBe('02/14/2026');
    expect(box('11. A. Specific Issue', 'Line 2 of 5')).toBe(
      'Evaluation of PTSD, rated 30 percent',
    );
    expect(box('11. B. DATE OF DECISION', 'Line 2 of 5')).toBe('02/14/2026');
    expect(box('11. A. Specific Issue', 'Line 3 of 5')).toBe('');
    // Part II's options print as 10A, 10B, 10C beside the group's first, second and third box.
    expect(read.selectedBox(template.fields.boardReviewOption!)).toBe('1');
    expect(checked('11. C. Additional Issue')).toBe(false);
  });

  it('prints the values on the flattened form', async () => {
    const [page1] = await pageTexts(
      await fillPdf(pdf(), fillBoardAppeal(template, appeal), { flatten: true }),
    );
    for (const value of [
      'Dana R Whitfield',
      '87654321',
      '09/03/1984',
      '(910) 555-0143',
      'Service connection for tinnitus',
      '02/14/2026',
    ])
      expect(page1).toContain(value);
  });

  it('continues a sixth issue on a sheet that names the veteran, and checks box 11C', async () => {
    const filled = await fillPdf(
      pdf(),
      fillBoardAppeal(template, { ...appeal, issues: sixIssues }),
      { flatten: false },
    );
    const read = await readFields(filled);
    expect(read.text(fieldByTooltip(fields(), '11. A. Specific Issue', 'Line 5 of 5'))).toBe(
      sixIssues[4]!.name,
    );
    expect(read.checked(fieldByTooltip(fields(), '11. C. Additional Issue'))).toBe(true);

    const pages = await pageTexts(filled);
    const sheet = pages.at(-1)!;
    expect(pages).toHaveLength(4);
    expect(sheet).toContain('VA Form 10182: continuation sheet');
    expect(sheet).toContain('Part III, item 11 (Whitfield, file number 87654321), issue 6');
    expect(sheet).toContain(`11A. Specific issue: ${sixIssues[5]!.name}`);
    expect(sheet).toContain('11B. Date of decision: 06/15/2026');
  });

  it('sets a long issue in smaller type, and continues what its one-line box cannot hold', async () => {
    const long =
      'Service connection for obstructive sleep apnea, claimed as secondary to service-connected PTSD';
    const longer = `${long}, and in the alternative as aggravated by weight gain from the medication prescribed for it since 2019`;
    const filled = await fillPdf(
      pdf(),
      fillBoardAppeal(template, {
        ...appeal,
        issues: [
          { name: long, decisionDate: '2026-02-14' },
          { name: longer, decisionDate: '2026-02-14' },
        ],
      }),
    );
    const read = await readFields(filled);
    const row = (line: number) =>
      fieldByTooltip(fields(), '11. A. Specific Issue', `Line ${line} of 5`);
    expect(read.text(row(1))).toBe(long);
    const shown = read.text(row(2));
    expect(longer.startsWith(shown) && shown.length < longer.length).toBe(true);

    const sheet = (await pageTexts(filled)).at(-1)!;
    expect(sheet).toContain('Part III, item 11 (Whitfield, file number 87654321), issue 2');
    expect(sheet).toContain(longer.slice(shown.length).trim());
  });

  it('leaves the signature and the date signed for the veteran', async () => {
    const read = await readFields(await fillPdf(pdf(), fillBoardAppeal(template, appeal)));
    const signing = signingFields(fields());
    expect(signing).toContain(fieldByTooltip(fields(), '13. DATE SIGNED'));
    expect(signing).toContain(fieldByTooltip(fields(), '12. SIGNATURE'));
    expect(read.filledNames().filter((name) => signing.includes(name))).toEqual([]);
  });
});
