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
import { fillDisabilityCompensation, type ClaimedCondition } from './va-21-526ez';

const { template, describeWithForm, pdf, fields, tooltipOf, expectBoxes } = vaForm('21-526EZ');

const claimed: ClaimedCondition[] = [
  {
    name: 'Knee strain',
    side: 'left',
    basis: 'secondary',
    secondaryTo: 'Right knee strain',
    approximateStart: 'March 2010',
    explanation: 'Favoring my right knee wore the left one down.',
  },
  {
    name: 'Tinnitus',
    side: null,
    basis: 'direct',
    secondaryTo: null,
    approximateStart: '2009',
    explanation: 'Gunner on a mounted weapon without hearing protection.',
    exposure: 'Noise',
  },
  {
    name: 'Hypertension',
    side: null,
    basis: 'presumptive',
    secondaryTo: null,
    approximateStart: '1998-06-01',
    explanation: null,
    exposure: 'Agent Orange',
  },
  {
    name: 'Lumbar strain',
    side: null,
    basis: 'increase',
    secondaryTo: null,
    approximateStart: '2024',
    explanation: null,
  },
];

/** Conditions 5 to n, each one telling apart from the others. */
const moreConditions = (count: number): ClaimedCondition[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `Condition number ${index + 5}`,
    side: null,
    basis: 'direct',
    secondaryTo: null,
    approximateStart: `${1990 + index}`,
    explanation: `Explanation number ${index + 5}`,
    exposure: `Event number ${index + 5}`,
  }));

describeWithForm("VA Form 21-526EZ filled into VA's own template", () => {
  const fill = (conditions = claimed) =>
    fillDisabilityCompensation(template, { identity: veteran, conditions });

  it("maps the template VA publishes: its hash, and only fields VA's list has", () => {
    expectMapMatchesTemplate(template, pdf(), fields());
  });

  it('writes the veteran into Section I and each condition into its row of item 16', async () => {
    const read = await readFields(await fillPdf(pdf(), fill()));
    const boxes: ExpectedBox[] = [
      ['veteran.firstName', 'Maria', /2\. Veteran \/ Service Member Name\. Enter First Name/],
      ['veteran.middleInitial', 'T', /Name\. Enter Middle Initial/],
      ['veteran.lastName', 'Delgado', /Name\. Enter Last Name/],
      ['veteran.ssn.first3', '123', /^3\. Social Security Number\. Enter first three/],
      ['veteran.ssn.last4', '6789', /^3\. Social Security Number\. Enter last four/],
      ['page11.veteran.ssn.middle2', '45', /^Veteran's Social Security Number\. Enter middle two/],
      ['veteran.vaFileNumber', '987654321', /^5\. V\. A\. File Number/],
      ['veteran.dob.month', '03', /^6\. Date of Birth\. Enter 2 digit Month/],
      ['veteran.phone.prefix', '555', /^9\. TELEPHONE NUMBER.*middle three/],
      [
        'veteran.address.street',
        '1450 Juniper Ridge Rd',
        /^10\. Current Mailing Address\. Enter Number and Street/,
      ],
      ['veteran.address.state', 'NM', /^10\. Current Mailing Address\. Enter State/],
      ['veteran.email.line1', 'maria.delgado.vet', /^11\. EMAIL ADDRESS.*Line 1/],
      ['veteran.email.line2', '@example.org', /^11\. EMAIL ADDRESS.*Line 2/],
      [
        'conditions.0.name',
        'Left knee strain, secondary to right knee strain',
        /CURRENT DISABILITY\(IES\)\. Line 1 of 15/,
      ],
      [
        'conditions.0.explanation',
        'Favoring my right knee wore the left one down.',
        /EXPLAIN HOW.*Line 1 of 15/,
      ],
      [
        'conditions.0.approximateStart',
        'March 2010',
        /APPROXIMATE DATE DISABILITY BEGAN OR WORSENED.*Line 1 of 15/,
      ],
      ['conditions.1.name', 'Tinnitus', /CURRENT DISABILITY\. Line 2 of 15/],
      [
        'conditions.1.exposure',
        'Noise',
        /SPECIFY TYPE OF EXPOSURE, EVENT OR INJURY\. Line 2 of 15/,
      ],
      ['conditions.2.exposure', 'Agent Orange', /SPECIFY TYPE OF EXPOSURE.*Line 3 of 15/],
      ['conditions.2.explanation', 'Presumptive service connection.', /EXPLAIN HOW.*Line 3 of 15/],
      ['conditions.2.approximateStart', '06/01/1998', /BEGAN OR WORSENED.*Line 3 of 15/],
      [
        'conditions.3.explanation',
        'Increase: service-connected condition has worsened.',
        /EXPLAIN HOW.*Line 4 of 15/,
      ],
      ['conditions.3.approximateStart', '2024', /BEGAN OR WORSENED.*Line 4 of 15/],
    ];
    expectBoxes(read, boxes);
    // What the case does not know stays for the veteran: the claim process, service, deposit.
    for (const tooltip of [
      /^1\. Check box\. Standard Claim Process/,
      /Check box\. FDC PROGRAM\.$/,
      /^20\. A\. Most recent active service date\. Enter 4 digit Year/,
      /ROUTING OR TRANSIT NUMBER/,
    ]) {
      const field = fields().find((candidate) => tooltip.test(candidate.tooltip))!;
      expect([false, ''], field.name).toContain(read.value(field.name));
    }
  });

  it('prints the values on the flattened form', async () => {
    const pages = await pageTexts(await fillPdf(pdf(), fill(), { flatten: true }));
    for (const text of ['Maria', 'Delgado', '987654321', '1450 Juniper Ridge Rd', 'Albuquerque'])
      expect(compact(pages[8]!)).toContain(compact(text));
    const claim = compact(pages[10]!);
    for (const text of [
      'Left knee strain, secondary to right knee strain',
      'Agent Orange',
      '06/01/1998',
      'Gunner on a mounted weapon',
    ])
      expect(claim).toContain(compact(text));
  });

  it('fills the addendum rows, and continues conditions beyond them on a continuation sheet with every column', async () => {
    const conditions = [...claimed, ...moreConditions(36)];
    const read = await readFields(await fillPdf(pdf(), fill(conditions)));
    expect(tooltipOf('conditions.15.name')).toMatch(
      /ADDENDUM.*CURRENT DISABILITY\(IES\)\. Line 1 of 20/,
    );
    expect(read.value(template.fields['conditions.15.name']!)).toBe('Condition number 16');
    expect(tooltipOf('conditions.34.exposure')).toMatch(/SPECIFY TYPE OF EXPOSURE.*Line 20 of 20/);
    expect(read.value(template.fields['conditions.34.exposure']!)).toBe('Event number 35');

    const pages = await pageTexts(await fillPdf(pdf(), fill(conditions), { flatten: true }));
    const continuation = pages.slice(15).join('\n');
    expect(continuation).toContain('VA Form 21-526EZ: continuation sheet');
    for (const number of [36, 40]) {
      expect(continuation).toContain(`Continued from Item 16, condition ${number}:`);
      expect(continuation).toContain(`Current disability: Condition number ${number}`);
      expect(continuation).toContain(`Exposure, event or injury: Event number ${number}`);
      expect(continuation).toContain(`How it relates to service: Explanation number ${number}`);
      expect(continuation).toContain(`Approximate date it began or worsened: ${1990 + number - 5}`);
    }
  });

  it('continues an explanation longer than its cell on a continuation sheet, to the last word', async () => {
    const story =
      'I injured my back lifting a generator off a truck at Camp Taji in 2008, was put on light duty ' +
      'for two weeks, and have had pain and stiffness every day since. The last words of my explanation.';
    const long = [{ ...claimed[1]!, explanation: story }];
    const pages = await pageTexts(await fillPdf(pdf(), fill(long), { flatten: true }));
    expect(compact(pages[10]!)).toContain(compact('I injured my back'));
    const continuation = pages.slice(15).join('\n');
    expect(continuation).toContain(
      'Continued from Item 16, condition 1, how it relates to service:',
    );
    expect(continuation).toContain('The last words of my explanation.');
  });

  it('leaves every signature and date signed for the veteran', async () => {
    const read = await readFields(await fillPdf(pdf(), fill()));
    const unsigned = signingFields(fields());
    expect(unsigned.length).toBeGreaterThanOrEqual(12);
    for (const name of unsigned) expect(read.value(name) ?? '', name).toBe('');
  });
});
