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
import { identificationLine } from './identity-fields';
import {
  fillDisabilityCompensation,
  type ClaimedCondition,
  type ServiceRecord,
} from './va-21-526ez';

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

  const kuwait: ServiceRecord = {
    periods: [
      { branch: 'army', from: '1989-06-12', to: '1993-06-11' },
      { branch: 'navy', from: '1984-02-01', to: '1988-01-31' },
    ],
    places: [
      { place: 'Kuwait', from: '1991-01-10', to: '1991-04-20', hazard: 'gulf-war' },
      { place: 'Camp Doha', from: '1991-05-01', to: '1991-05-30', hazard: null },
    ],
    exposures: ['burn-pits', 'camp-lejeune'],
  };
  const pact: ClaimedCondition = {
    name: 'Chronic sinusitis',
    side: null,
    basis: 'presumptive',
    secondaryTo: null,
    approximateStart: '2015',
    explanation: null,
    exposure: 'Gulf War and burn pit exposure (PACT Act)',
  };

  it('answers item 4 "Yes" when a VA file number was typed, and leaves it for the veteran without one', async () => {
    const withFile = await readFields(await fillPdf(pdf(), fill()));
    expect(withFile.selectedBox(template.fields['claim.filedBefore']!)).toBe('0');
    const fresh = await readFields(
      await fillPdf(
        pdf(),
        fillDisabilityCompensation(template, {
          identity: { ...veteran, vaFileNumber: null },
          conditions: claimed,
        }),
      ),
    );
    expect(fresh.filledNames()).not.toContain(template.fields['claim.filedBefore']);
  });

  it('fills Section VI (branch, entry and exit dates, an earlier period) from the saved service history', async () => {
    const filled = await fillPdf(
      pdf(),
      fillDisabilityCompensation(template, {
        identity: veteran,
        conditions: claimed,
        service: kuwait,
      }),
    );
    const read = await readFields(filled);
    expect(read.selectedBox(template.fields['service.branch']!)).toBe('0');
    expectBoxes(read, [
      [
        'service.entry.month',
        '06',
        /^20\. A\. Most recent active service date\(s\)\. Enter 2 digit month/,
      ],
      ['service.entry.day', '12', /^20\. A\. Most recent active service date\. Enter 2 digit day/],
      [
        'service.entry.year',
        '1989',
        /^20\. A\. Most recent active service date\. Enter 4 digit Year/,
      ],
      [
        'service.exit.month',
        '06',
        /^20\. A\. Most recent active service exit date\. Enter 2 digit month/,
      ],
      ['service.exit.year', '1993', /exit date\. Enter 4 digit Year/],
      ['service.additional.from.year', '1984', /^20\. C\. From Date\. Enter 4 digit Year/],
      ['service.additional.to.year', '1988', /^20\. C\. To Date\. Enter 4 digit Year/],
    ]);
    // Printed: the Army box is the one ticked on page 12, where 19A is.
    const pages = await pageTexts(
      await fillPdf(
        pdf(),
        fillDisabilityCompensation(template, {
          identity: veteran,
          conditions: claimed,
          service: kuwait,
        }),
        { flatten: true },
      ),
    );
    expect(compact(pages[11]!)).toContain('1989');
  });

  it('fills Section IV from a PACT Act claim and Kuwait 1991: toxic exposure, Gulf War locations and dates, each stay', async () => {
    const read = await readFields(
      await fillPdf(
        pdf(),
        fillDisabilityCompensation(template, {
          identity: veteran,
          conditions: [pact],
          service: kuwait,
        }),
      ),
    );
    expect(read.selectedBox(template.fields['exposure.claiming']!)).toBe('0');
    expect(read.selectedBox(template.fields['exposure.gulfWar.served']!)).toBe('0');
    expect(read.selectedBox(template.fields['exposure.herbicide.served']!)).toBe('1');
    expectBoxes(read, [
      ['exposure.gulfWar.from.month', '01', /^15\. B\. From Date - Enter 2 digit month/],
      ['exposure.gulfWar.from.year', '1991', /^15\. B\. From Date - Enter 4 digit year/],
      ['exposure.gulfWar.to.month', '04', /^15\. B\. To Date - Enter 2 digit month/],
      ['exposure.gulfWar.to.year', '1991', /^15\. B\. To Date - Enter 4 digit year/],
      ['exposure.campLejeune', true, /CONTAMINATED WATER AT CAMP LEJEUNE/],
      [
        'exposure.additional',
        'Kuwait, 01/1991 to 04/1991; Camp Doha, 05/1991 to 05/1991',
        /^15\. E\./,
      ],
    ]);
    // Burn pits are what 15B's locations stand for: not repeated under "Other".
    expect(read.value(template.fields['exposure.other']!)).toBe(false);
  });

  it('heads every continuation page with the name, SSN and VA file number, and breaks lines between words', async () => {
    const words = 'generator maintenance convoy deployment stiffness '.repeat(200).trim();
    const long = [{ ...claimed[1]!, explanation: words }];
    const filled = fillDisabilityCompensation(template, { identity: veteran, conditions: long });
    const pages = await pageTexts(
      await fillPdf(
        pdf(),
        { ...filled, identification: identificationLine(veteran) },
        { flatten: true },
      ),
    );
    const continuation = pages.slice(15);
    expect(continuation.length).toBeGreaterThan(1);
    for (const page of continuation) {
      expect(page).toContain('Veteran: Maria T Delgado');
      expect(page).toContain('SSN: 123-45-6789');
      expect(page).toContain('VA file number: 987654321');
      // Every word the sheet prints is one of the veteran's, whole.
      const body = page.slice(page.indexOf('987654321') + 9);
      for (const word of body.split(' ').filter((w) => /^[a-z]+$/.test(w)))
        expect([
          'generator',
          'maintenance',
          'convoy',
          'deployment',
          'stiffness',
          'from',
          'how',
          'it',
          'relates',
          'to',
          'service',
          'condition',
        ]).toContain(word);
    }
  });

  it('cuts a value longer than its box between words, the whole value on the continuation sheet', async () => {
    const far = { ...veteran, city: 'Truth or Consequences' };
    const filled = fillDisabilityCompensation(template, { identity: far, conditions: claimed });
    const bytes = await fillPdf(pdf(), filled);
    expect((await readFields(bytes)).value(template.fields['veteran.address.city']!)).toBe(
      'Truth or>',
    );
    const pages = await pageTexts(await fillPdf(pdf(), filled, { flatten: true }));
    expect(pages.slice(15).join(' ')).toContain('Truth or Consequences');
  });
});
