import { describe, expect, it } from 'vitest';
import { findConditions, findPossibleConditions } from './condition-findings';
import { matchCondition } from './condition-matching';
import { createScan } from './document-scan';
import { analysisContent, vaConditions } from './fixtures/analysis-content';

const scanOf = (text: string) => {
  const pages = [{ page: 1, text }];
  return createScan(pages, pages);
};
const found = (text: string) =>
  findConditions(
    scanOf(text),
    vaConditions,
    analysisContent.clinicalCues,
    analysisContent.sentenceRoles,
  ).map((finding) => ({
    name: finding.name,
    code: finding.diagnosticCode,
    status: finding.status,
  }));

describe('matchCondition: names and aliases of the VA conditions list', () => {
  it.each([
    ['PTSD', '9411'],
    ['chronic PTSD with nightmares', '9411'],
    ['Bilateral sensorineural hearing loss', '6100'],
    ['left knee instability', '5257'],
    ['Left knee patellofemoral pain syndrome', '5260'],
    ['Obstructive sleep apnea', '6847'],
    ['Type II diabetes', '7913'],
    ['GERD', '7206'],
  ])('%s → %s', (name, code) => {
    expect(matchCondition(name, vaConditions)?.diagnosticCode).toBe(code);
  });

  it.each(['treated and released', 'he was edgy', 'pad of paper'])(
    'reads no abbreviation into ordinary words: %s',
    (name) => {
      expect(matchCondition(name, vaConditions)).toBeUndefined();
    },
  );
});

describe('findConditions: a diagnosis only with the words that state it', () => {
  it.each([
    {
      text: 'Diagnosis: Lumbosacral strain; tinnitus',
      expected: [
        { name: 'Lumbosacral strain', code: '5237', status: 'diagnosed' },
        { name: 'tinnitus', code: '6260', status: 'diagnosed' },
      ],
    },
    {
      text: 'Diagnosis: Left knee strain; right knee strain\nThe veteran was diagnosed with left knee strain in 2015.',
      expected: [
        { name: 'Left knee strain', code: '5260', status: 'diagnosed' },
        { name: 'right knee strain', code: '5260', status: 'diagnosed' },
      ],
    },
    {
      text: 'Assessment: Gastroesophageal reflux disease, controlled on diet.',
      expected: [{ name: 'Gastroesophageal reflux disease', code: '7206', status: 'diagnosed' }],
    },
    {
      text: 'Diagnosis: Left ankle sprain, no fracture',
      expected: [{ name: 'Left ankle sprain', code: '5271', status: 'diagnosed' }],
    },
    {
      text: 'Impression: Costochondritis',
      expected: [{ name: 'Costochondritis', code: undefined, status: 'diagnosed' }],
    },
    {
      text: 'In 2019 he was diagnosed with obstructive sleep apnea after a sleep study.',
      expected: [{ name: 'obstructive sleep apnea', code: '6847', status: 'diagnosed' }],
    },
    {
      text: 'The veteran does not meet the criteria for a diagnosis of PTSD.',
      expected: [{ name: 'PTSD', code: '9411', status: 'not-diagnosed' }],
    },
    {
      text: 'Diagnosis: no hearing loss',
      expected: [{ name: 'no hearing loss', code: '6100', status: 'not-diagnosed' }],
    },
    {
      text: 'She presents with costochondritis, worse on deep breathing.',
      expected: [{ name: 'costochondritis', code: undefined, status: 'described' }],
    },
    {
      text: 'He presents with tinnitus and poor sleep.',
      expected: [{ name: 'tinnitus', code: '6260', status: 'described' }],
    },
    {
      text: 'He presents with left knee pain.\nAssessment: Left knee strain',
      expected: [{ name: 'Left knee strain', code: '5260', status: 'diagnosed' }],
    },
    { text: 'She presents without radicular symptoms today.', expected: [] },
    { text: 'He presents with no new complaints.', expected: [] },
    { text: 'He complains of knee pain and asks about PTSD.', expected: [] },
    { text: 'Diagnosis: none', expected: [] },
  ])('$text', ({ text, expected }) => {
    expect(found(text)).toEqual(expected);
  });
});

describe('findPossibleConditions: medications suggest, never diagnose', () => {
  const possible = (text: string) => {
    const scan = scanOf(text);
    const diagnosed = findConditions(
      scan,
      vaConditions,
      analysisContent.clinicalCues,
      analysisContent.sentenceRoles,
    );
    return findPossibleConditions(scan, analysisContent.medications, diagnosed);
  };

  it('lists a condition implied only by a medication, with its quote', () => {
    expect(possible('Current medications: metformin 500 mg twice daily.')).toEqual([
      {
        medication: 'metformin',
        name: 'type 2 diabetes',
        diagnosticCode: '7913',
        quote: { page: 1, text: 'Current medications: metformin 500 mg twice daily.' },
      },
    ]);
  });

  it('gives no single code when a medication has several uses', () => {
    const [sertraline] = possible('Takes sertraline 50 mg.');
    expect(sertraline?.name).toMatch(/depression/);
    expect(sertraline?.diagnosticCode).toBeUndefined();
  });

  it('drops the hint when the document diagnoses one of the conditions', () => {
    expect(possible('Diagnosis: PTSD\nMedications: sertraline 50 mg, prazosin 2 mg')).toEqual([]);
  });
});
