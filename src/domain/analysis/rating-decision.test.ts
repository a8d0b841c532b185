import { describe, expect, it } from 'vitest';
import { createScan } from './document-scan';
import { analysisContent } from './fixtures/analysis-content';
import { readRatingDecision } from './rating-decision';

const noHolidays = () => null;
const read = (text: string, holidayOn: (date: string) => string | null = noHolidays) => {
  const pages = text.split('\f').map((pageText, index) => ({ page: index + 1, text: pageText }));
  return readRatingDecision(
    createScan(pages, pages),
    '2026-11-23',
    holidayOn,
    analysisContent.decisionLetters,
  );
};

const letter = (
  decision: string,
  reasons = '',
  combined = 'Your combined rating evaluation is 70 percent.',
) =>
  `March 15, 2026\n\nWe made a decision on your VA benefits\n\nDECISION\n${decision}\n\nEVIDENCE\n- Exam\n\f` +
  `REASONS FOR DECISION\n${reasons}\n\n${combined}\n`;

describe('readRatingDecision: issues', () => {
  it('reads every kind of issue with its percent, date and quote', () => {
    const decision = read(
      letter(
        [
          '1. Service connection for left knee strain is granted with an evaluation of 10 percent effective 03/01/2026.',
          '2. Evaluation of migraine is increased from 30 percent to 50 percent effective February 2, 2026.',
          '3. Evaluation of tinnitus, which is currently 10 percent disabling, is continued.',
          '4. Service connection for sleep apnea is denied.',
          '5. Service connection for hypertension is deferred.',
        ].join('\n'),
        '4. Service connection for sleep apnea.\nThe evidence does not show an event, disease or injury in service.',
      ),
    );
    expect(decision.issues.map(({ quote: _quote, ...issue }) => issue)).toEqual([
      { kind: 'granted', condition: 'left knee strain', percent: 10, effectiveDate: '2026-03-01' },
      { kind: 'increased', condition: 'migraine', percent: 50, effectiveDate: '2026-02-02' },
      { kind: 'continued', condition: 'tinnitus', percent: 10 },
      {
        kind: 'denied',
        condition: 'sleep apnea',
        reason: {
          page: 2,
          text: 'The evidence does not show an event, disease or injury in service.',
        },
      },
      { kind: 'deferred', condition: 'hypertension' },
    ]);
    expect(decision.issues[0]?.quote).toEqual({
      page: 1,
      text: 'Service connection for left knee strain is granted with an evaluation of 10 percent effective 03/01/2026.',
    });
  });

  it("reads a review's outcomes: an issue returned to fix a duty-to-assist error, one with no change, one that remains denied", () => {
    const decision = read(
      letter(
        [
          '1. Service connection for a left hip condition: We found an error in our duty to',
          '   assist you. We have returned it to the regional office for a new decision.',
          '2. Evaluation of plantar fasciitis, currently 10 percent disabling: No change. We',
          '   did not find an error.',
          '3. Service connection for chronic rhinitis remains denied.',
        ].join('\n'),
      ),
    );
    expect(
      decision.issues.map(({ kind, condition, ...rest }) => [
        kind,
        condition,
        'percent' in rest ? rest.percent : null,
      ]),
    ).toEqual([
      ['deferred', 'a left hip condition', null],
      ['continued', 'plantar fasciitis', 10],
      ['denied', 'chronic rhinitis', null],
    ]);
  });

  it('reads issues whose words wrap onto the next line, as extracted PDF text does', () => {
    const decision = read(
      letter(
        [
          '1. Service connection for posttraumatic stress',
          'disorder is granted with an evaluation of 70 percent effective',
          'March 1, 2026.',
          '2. Service connection for obstructive sleep',
          'apnea is denied.',
        ].join('\n'),
        '2. Service connection for obstructive sleep\napnea.\nWe did not find a link between your sleep apnea and service.',
      ),
    );
    expect(decision.issues.map((issue) => [issue.kind, issue.condition])).toEqual([
      ['granted', 'posttraumatic stress disorder'],
      ['denied', 'obstructive sleep apnea'],
    ]);
    expect(decision.issues[1]).toMatchObject({
      reason: { page: 2, text: 'We did not find a link between your sleep apnea and service.' },
    });
    expect(decision.issues[0]).toMatchObject({ percent: 70, effectiveDate: '2026-03-01' });
  });

  it('gives each denial the reason written under its own heading', () => {
    const decision = read(
      letter(
        '1. Service connection for asthma is denied.\n2. Service connection for tinnitus is denied.',
        [
          '1. Service connection for asthma.',
          'We did not find a link between your asthma and military service.',
          '2. Service connection for tinnitus.',
          'Your service records do not show an event, disease, or injury in service.',
        ].join('\n'),
      ),
    );
    const reasons = decision.issues.map((issue) =>
      issue.kind === 'denied' ? issue.reason?.text : null,
    );
    expect(reasons).toEqual([
      'We did not find a link between your asthma and military service.',
      'Your service records do not show an event, disease, or injury in service.',
    ]);
  });

  it('gives a continued rating the reason it is not higher, from under its own heading', () => {
    const decision = read(
      letter(
        '1. Evaluation of depressive disorder, which is currently 50 percent disabling, is continued.\n2. Evaluation of tinnitus, which is currently 10 percent disabling, is continued.',
        [
          '1. Evaluation of depressive disorder, currently evaluated as 50 percent disabling.',
          'We have assigned a 50 percent evaluation based on reduced reliability and productivity.',
          'A higher evaluation of 70 percent is not warranted unless there are deficiencies in most areas. The examiner noted that you work full time.',
          '2. Evaluation of tinnitus.',
          'A 10 percent evaluation is the highest allowed for tinnitus.',
        ].join('\n'),
      ),
    );
    expect(
      decision.issues.map((issue) => (issue.kind === 'continued' ? issue.reason?.text : null)),
    ).toEqual([
      'A higher evaluation of 70 percent is not warranted unless there are deficiencies in most areas.',
      undefined,
    ]);
  });

  it('reads a proposed reduction apart from a decision, and leaves it out of the combined rating', () => {
    const decision = read(
      letter(
        [
          '1. Evaluation of left knee strain, currently 30 percent disabling, is',
          'proposed to be reduced to 10 percent.',
          '2. Evaluation of tinnitus, which is currently 10 percent disabling, is continued.',
        ].join('\n'),
        '',
        '',
      ),
    );
    expect(decision.issues.map(({ quote: _quote, ...issue }) => issue)).toEqual([
      {
        kind: 'proposed-reduction',
        condition: 'left knee strain',
        currentPercent: 30,
        percent: 10,
      },
      { kind: 'continued', condition: 'tinnitus', percent: 10 },
    ]);
    expect(decision.calculatedCombinedRating).toBe(10);
  });

  it('ties "not warranted unless" criteria to the issue they follow', () => {
    const decision = read(
      letter(
        '1. Evaluation of lumbosacral strain, which is currently 20 percent disabling, is continued.',
        '1. Evaluation of lumbosacral strain.\nA higher evaluation of 40 percent is not warranted unless the evidence shows: forward flexion of 30 degrees or less.',
      ),
    );
    expect(decision.nextLevelCriteria).toEqual([
      {
        condition: 'lumbosacral strain',
        percent: 40,
        quote: {
          page: 2,
          text: 'A higher evaluation of 40 percent is not warranted unless the evidence shows: forward flexion of 30 degrees or less.',
        },
      },
    ]);
  });
});

describe('readRatingDecision: a code sheet', () => {
  const codeSheet = [
    '                         Rating Decision',
    '                           05/02/2019',
    ' ---------------------------------------------------',
    '              SUBJECT TO COMPENSATION (1.SC)',
    ' ---------------------------------------------------',
    ' 5260     LEFT KNEE LIMITATION OF FLEXION (DOMINANT)',
    '          Service Connected, Peacetime, Incurred',
    '          10% from 06/01/2019',
    '',
    ' 7346     HIATAL HERNIA WITH REFLUX (GERD)',
    '          Service Connected, Peacetime, Incurred',
    '          Static Disability',
    '          0% from 06/01/2019',
    '',
    ' ---------------------------------------------------',
    '          NOT SERVICE CONNECTED (2.NSC)',
    ' ---------------------------------------------------',
    ' 6260     TINNITUS',
    '          Not Service Connected, Not Incurred/Caused by Service',
    '',
    " Basic eligibility to Dependents' Educational Assistance: Not",
    ' established',
  ].join('\n');

  it('reads each compensated entry with its percent and date, and each one not connected', () => {
    expect(
      read(codeSheet).issues.map(({ quote: _quote, ...issue }) =>
        'reason' in issue && issue.reason ? { ...issue, reason: issue.reason.text } : issue,
      ),
    ).toEqual([
      {
        kind: 'granted',
        condition: 'left knee limitation of flexion (dominant)',
        percent: 10,
        effectiveDate: '2019-06-01',
      },
      {
        kind: 'granted',
        condition: 'hiatal hernia with reflux (GERD)',
        percent: 0,
        effectiveDate: '2019-06-01',
      },
      { kind: 'denied', condition: 'tinnitus', reason: 'Not Incurred/Caused by Service' },
      { kind: 'denied', condition: "Dependents' Educational Assistance" },
    ]);
  });
});

describe('readRatingDecision: combined rating against 38 CFR 4.25', () => {
  const grants = [
    '1. Service connection for PTSD is granted with an evaluation of 50 percent effective March 1, 2026.',
    '2. Service connection for tinnitus is granted with an evaluation of 10 percent effective March 1, 2026.',
  ].join('\n');

  it('confirms a stated rating that matches (50 and 10 → 55 → 60)', () => {
    const decision = read(letter(grants, '', 'Your combined rating evaluation is 60 percent.'));
    expect(decision.statedCombinedRating?.percent).toBe(60);
    expect(decision.calculatedCombinedRating).toBe(60);
    expect(decision.combinedRatingNote).toMatch(/^The stated combined rating of 60% matches/);
  });

  it('says when the stated rating differs and what usually explains it', () => {
    const decision = read(letter(grants, '', 'Your combined rating evaluation is 70 percent.'));
    expect(decision.calculatedCombinedRating).toBe(60);
    expect(decision.combinedRatingNote).toMatch(/states 70%.*combine to 60%/);
    expect(decision.combinedRatingNote).toMatch(/earlier letters or the bilateral factor/);
  });

  it('names the bilateral factor when the letter applies it', () => {
    const decision = read(
      letter(
        grants,
        'The bilateral factor of 38 CFR 4.26 was applied.',
        'Your combined rating evaluation is 70 percent.',
      ),
    );
    expect(decision.combinedRatingNote).toMatch(/The letter applies the bilateral factor/);
  });

  it('leaves the check out when the letter rates nothing', () => {
    const decision = read(letter('1. Service connection for asthma is denied.', '', ''));
    expect(decision.calculatedCombinedRating).toBeUndefined();
    expect(decision.combinedRatingNote).toBeUndefined();
  });
});

describe('readRatingDecision: review deadline from the letter date', () => {
  it('is one year from the date of the letter', () => {
    const decision = read(letter('1. Service connection for asthma is denied.'));
    expect(decision.letterDate).toBe('2026-03-15');
    expect(decision.reviewDeadline).toBe('2027-03-15');
    expect(decision.reviewDeadlineMovedFrom).toBeUndefined();
  });

  it('moves off a weekend and a holiday to the next workday', () => {
    const text = letter('1. Service connection for asthma is denied.').replace(
      'March 15, 2026',
      'July 3, 2026',
    );
    // 2027-07-03 is a Saturday, 07-04 a Sunday, 07-05 the observed Independence Day.
    const decision = read(text, (date) => (date === '2027-07-05' ? 'Independence Day' : null));
    expect(decision.reviewDeadline).toBe('2027-07-06');
    expect(decision.reviewDeadlineMovedFrom).toBe('2027-07-03');
  });

  it('gives no deadline when the letter date cannot be read', () => {
    const decision = read(
      letter('1. Service connection for asthma is denied.').replace('March 15, 2026', ''),
    );
    expect(decision.letterDate).toBeUndefined();
    expect(decision.reviewDeadline).toBeUndefined();
  });
});

describe('readRatingDecision: real letters', () => {
  // A summary page, then the rating decision whose reasons run onto a second page.
  const hearingLetter =
    'We made a decision on your claim for service connected compensation\nreceived on June 3, 2025.\n\n' +
    'What We Decided\n - Service connection for bilateral hearing loss is not established.\n\f' +
    'Rating Decision\n09/30/2025\n\nDECISION\n1. Service connection for bilateral hearing loss is denied.\n\n' +
    '2. Service connection for obstructive sleep apnea, claimed as secondary to\nPTSD, is deferred.\n\n' +
    'EVIDENCE\n - VA audiology exam\n\nREASONS FOR DECISION\n1. Service connection for bilateral hearing loss.\n\f' +
    'Exposure to loud noise in service is conceded.\n' +
    'Service connection for bilateral hearing loss is denied because the\nevidence does not show a hearing loss disability under 38 CFR 3.385.\n\n' +
    '2. Service connection for obstructive sleep apnea, claimed as secondary to PTSD.\n\n' +
    'This issue is deferred. We have requested a medical opinion on whether PTSD caused or\nworsened your sleep apnea.\n';

  it('reads a denial reason from REASONS FOR DECISION, even one citing 38 CFR 3.385 on the next page', () => {
    const denied = read(hearingLetter).issues.filter((issue) => issue.kind === 'denied');
    expect(denied).toEqual([
      expect.objectContaining({
        condition: 'bilateral hearing loss',
        reason: {
          page: 3,
          text: 'Service connection for bilateral hearing loss is denied because the\nevidence does not show a hearing loss disability under 38 CFR 3.385.',
        },
      }),
    ]);
  });

  it('names what a secondary issue is claimed from and why it was deferred', () => {
    const deferred = read(hearingLetter).issues.find((issue) => issue.kind === 'deferred');
    expect(deferred).toMatchObject({
      condition: 'obstructive sleep apnea',
      secondaryTo: 'PTSD',
      reason: { page: 3, text: expect.stringContaining('We have requested a medical opinion') },
    });
  });

  it('reads the date VA received the claim, apart from the decision date', () => {
    expect(read(hearingLetter)).toMatchObject({ claimReceivedDate: '2025-06-03' });
    expect(read(hearingLetter).letterDate).toBe('2025-09-30');
  });
});
