/**
 * Which quoted sentences state something of the veteran, read by the same roles that keep the
 * law out of the evidence: a form's questions, prompts, headings and instructions, and a VA
 * letter's fixed paragraphs, never do; a question answered in words gives its answer.
 */
import { describe, expect, it } from 'vitest';
import { analysisContent } from './fixtures/analysis-content';
import { answerOf, canBeEvidence, statedFinding } from './sentence-roles';

const roles = analysisContent.sentenceRoles;
const stated = (text: string) => statedFinding({ page: 1, text }, roles)?.text;

describe('statedFinding: a sentence that says something of the veteran', () => {
  it.each([
    'Veteran reports loud snoring and witnessed apneas per wife.',
    '[X] Persistent daytime hypersomnolence',
    'Date of sleep study: 2023',
    'Has had trouble sleeping since 2019.',
    'There is no evidence of radiculopathy on exam.',
    'Forward flexion (90): 70 degrees pain begins at 60',
    'VETERAN REPORTS DAYTIME SLEEPINESS.',
    'He stopped driving long distances because he falls asleep at the wheel.',
  ])('%s', (text) => {
    expect(stated(text)).toBe(text);
  });
});

describe('statedFinding: words that say nothing of the veteran', () => {
  it.each([
    // A DBQ's printed questions, answered with a bare box or not at all.
    'Has a sleep study been performed?',
    '5A. Has a sleep study been performed?  [X] Yes  [ ] No',
    '2C. Does the Veteran require the use of a breathing assistance device such',
    'Is the Veteran’s OSA at least as likely as not due to his PTSD?',
    'DOES THE VETERAN NOW HAVE OR HAS HE OR SHE EVER BEEN DIAGNOSED WITH A HEADACHE CONDITION?',
    // Prompts and options no one ticked or filled in, and who filled the form in.
    '[ ] Yes  [ ] No',
    '[ ] The claimed condition was at least as likely as not incurred in service.',
    'Results:',
    'Area of practice: Family Practice',
    'WOLCOTT, DENNIS G    000-00-0000    Sleep Apnea DBQ',
    // Headings.
    'SECTION V - DIAGNOSTIC TESTING',
    'Section II - Medical history',
    'Flare-ups',
    'Right knee flexion',
    'Page 1 of 2',
    // Instructions.
    '(If "Yes," indicate frequency, on average, of prostrating attacks):',
    'Please identify the evidence reviewed:',
    // A VA letter's fixed paragraphs.
    'We considered the following evidence in making this decision.',
    'The evidence does not show that your sleep apnea began in or was caused by service.',
    'If you disagree with our decision, you may request a Higher-Level Review.',
    'If you are in crisis, call the Veterans Crisis Line: dial 988 then press 1.',
    // The law and its citations.
    'Service connection may be established for a disability resulting from disease or injury incurred in service.',
    '38 C.F.R. § 3.303(a).',
  ])('%s', (text) => {
    expect(stated(text)).toBeUndefined();
  });
});

describe("a form's question answered in words gives the answer alone", () => {
  it.each([
    [
      'Has a sleep study been performed? [X] Yes - diagnosed with obstructive sleep apnea',
      '[X] Yes - diagnosed with obstructive sleep apnea',
    ],
    [
      'Does the sleep apnea impact his ability to work?\n[X] Yes  - falls asleep at desk in the afternoon.',
      '[X] Yes  - falls asleep at desk in the afternoon.',
    ],
    [
      'If yes, document the Veteran\'s description in his or her own words: "Every week the knee gets stiff."',
      '"Every week the knee gets stiff."',
    ],
  ])('%s', (text, answer) => {
    expect(stated(text)).toBe(answer);
    expect(answerOf({ page: 1, text }, roles)?.text).toBe(answer);
    expect(text).toContain(answer);
  });

  it('a statement has no answer to give', () => {
    expect(answerOf({ page: 1, text: 'Uses CPAP nightly.' }, roles)).toBeUndefined();
  });
});

describe('canBeEvidence still turns away only the law and its citations', () => {
  it.each([
    ['Has a sleep study been performed?', true],
    ['SECTION V - DIAGNOSTIC TESTING', true],
    ['Service connection may be established for a disability incurred in service.', false],
    ['38 C.F.R. § 3.303(a).', false],
  ])('%s → %s', (text, expected) => {
    expect(canBeEvidence({ page: 1, text }, roles)).toBe(expected);
  });
});
