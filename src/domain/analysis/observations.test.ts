/**
 * What the analysis keeps of what a record says of the veteran: every sentence that states a
 * symptom, a test, a treatment or an effect on daily life, in the record's own words, and a
 * form's question only as the answer given in words. Decisions and VA letters say nothing of
 * the veteran's own.
 */
import { describe, expect, it } from 'vitest';
import { analysisFindings } from './analysis-findings';
import { analyzeDocument } from './analyze-document';
import { analyzeFixture, fixtureNamed } from './fixtures/analyze-fixture';
import { analysisContent, vaConditions } from './fixtures/analysis-content';

const SLEEP_APNEA_DBQ = `SLEEP APNEA
DISABILITY BENEFITS QUESTIONNAIRE

Name of Patient/Veteran: QUILLAN, ROSS T     SSN: 000-00-0000

SECTION I - DIAGNOSIS
1A. Does the Veteran have or has he or she ever had sleep apnea?
[X] Yes  [ ] No
1B. [X] Obstructive    ICD Code: G47.33

SECTION II - MEDICAL HISTORY
2A. Veteran reports loud snoring per his wife and excessive daytime
sleepiness; uses CPAP nightly.
2C. Does the Veteran require the use of a breathing assistance device such
as a CPAP machine?  [X] Yes  [ ] No

SECTION III - FINDINGS, SIGNS AND SYMPTOMS
3A. [X] Persistent daytime hypersomnolence

SECTION V - DIAGNOSTIC TESTING
5A. Has a sleep study been performed?  [X] Yes - polysomnography 2023, AHI 34
(If "Yes," describe the results):

SECTION VI - FUNCTIONAL IMPACT
6A. Does the Veteran's sleep apnea impact his or her ability to work?
[X] Yes  - dozes off at his desk in the afternoon.
`;

const observations = (text: string) =>
  analyzeDocument({
    pages: [{ page: 1, text }],
    conditions: vaConditions,
    content: analysisContent,
    today: '2026-12-07',
  }).observations.map((observation) => observation.quote.text.replace(/\s+/g, ' '));

describe('observations: what a record says of the veteran', () => {
  it("keeps a DBQ's statements and its questions' answers in words, never the questions", () => {
    const kept = observations(SLEEP_APNEA_DBQ);
    expect(kept).toEqual(
      expect.arrayContaining([
        'Veteran reports loud snoring per his wife and excessive daytime sleepiness; uses CPAP nightly.',
        '[X] Persistent daytime hypersomnolence',
        '[X] Yes - polysomnography 2023, AHI 34',
        '[X] Yes - dozes off at his desk in the afternoon.',
      ]),
    );
    for (const text of kept) {
      expect(text).not.toMatch(/\?/);
      expect(text).not.toMatch(/^(?:SECTION|\(If)/);
    }
  });

  it('labels each by its kind, and is a finding of its own with its page', () => {
    const analysis = analyzeDocument({
      pages: [{ page: 1, text: SLEEP_APNEA_DBQ }],
      conditions: vaConditions,
      content: analysisContent,
      today: '2026-12-07',
    });
    expect(analysisFindings('dbq.pdf', analysis)).toContainEqual({
      document: 'dbq.pdf',
      kind: 'observation',
      label: 'Sleep and sleepiness',
      quote: { page: 1, text: '[X] Persistent daytime hypersomnolence' },
    });
  });

  it("reads a treatment note's everyday words", () => {
    expect(observations(fixtureNamed('sleep-clinic-soap-note').pages[0]!.text)).toContain(
      'Returns for follow-up of obstructive sleep apnea found on a home sleep test in 2022.',
    );
  });

  it('finds nothing of its own in a decision letter, however many symptoms it repeats', () => {
    expect(analyzeFixture(fixtureNamed('rating-decision')).observations).toEqual([]);
  });
});
