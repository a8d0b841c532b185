import type { ConditionDetail, ConditionSummary } from '../../../contracts/conditions';
import type { Guidance } from '../../../contracts/disabilities';

export const ptsdCondition: ConditionSummary = {
  diagnosticCode: '9411',
  conditionName: 'Posttraumatic stress disorder',
  bodySystem: 'mental',
  canBeBilateral: false,
  ratesSpineSegments: false,
  percentages: [0, 10, 30, 50, 70, 100],
};

export const kneeCondition: ConditionSummary = {
  diagnosticCode: '5260',
  conditionName: 'Knee, limitation of flexion',
  bodySystem: 'musculoskeletal',
  canBeBilateral: true,
  ratesSpineSegments: false,
  percentages: [0, 10, 20, 30],
};

export const spineStrainCondition: ConditionSummary = {
  diagnosticCode: '5237',
  conditionName: 'Lumbosacral or cervical strain',
  bodySystem: 'musculoskeletal',
  canBeBilateral: false,
  ratesSpineSegments: true,
  percentages: [10, 20, 30, 40, 50, 100],
};

/** What GET /api/conditions/:code answers for a condition, with only what the dialogs read. */
export const conditionDetailOf = ({
  percentages,
  ...summary
}: ConditionSummary): ConditionDetail => ({
  ...summary,
  aliases: [],
  cfrSection: '38 CFR 4.71a',
  ratingFormula: null,
  percentageOptions: percentages.map((percentage) => ({ percentage, criteria: `${percentage}%` })),
  commonSymptoms: [],
  requiredEvidence: [],
  examinerFocus: [],
  notes: [],
  sources: ['38 CFR 4.71a'],
  confidence: 'regulation',
});

export const ptsdGuidance = (currentPercentage: number): Guidance => ({
  disabilityName: 'PTSD',
  diagnosticCode: '9411',
  conditionName: 'Posttraumatic stress disorder',
  cfrSection: '38 CFR 4.130',
  currentPercentage,
  nextPercentage: currentPercentage < 70 ? 70 : currentPercentage < 100 ? 100 : null,
  spineSegment: null,
  codeChoices: [],
  codeFromName: false,
  optimizationAlert: 'A 70% rating here would raise your combined rating to 90%.',
  overview: `PTSD is rated under the General Rating Formula for Mental Disorders.\n\nYour current rating is ${currentPercentage}%.`,
  keyFindings: ['Deficiencies in most areas of life', 'Symptoms of that weight'],
  percentageLevels: {
    '0': 'Diagnosed, but symptoms do not interfere with work or social life.',
    '10': 'Mild symptoms that decrease work efficiency only under significant stress.',
    '30': 'Occasional decrease in work efficiency with intermittent inability to perform tasks.',
    '50': 'Reduced reliability and productivity.',
    '70': 'Deficiencies in most areas, such as work, school, family relations and mood.',
    '100': 'Total occupational and social impairment.',
  },
  goodToKnow: ['Symptoms controlled by continuous medication are the 10% level, not 0%.'],
  requiredForms: [
    {
      number: '21-526EZ',
      title: 'Application for Disability Compensation and Related Compensation Benefits',
      purpose: 'Claim an increase for a rated condition.',
    },
  ],
  documentationNeeded: ['Treatment records from the past year'],
  buddyLetterTips: ['Describe what you saw, with dates and places.'],
  doctorGuidance: ['Ask your provider to describe how symptoms affect work.'],
  upgradeGuidance: 'The next level, 70%, needs deficiencies in most areas.',
  sources: ['38 CFR 4.130'],
  ruleCheck: {
    label: '38 CFR 4.130',
    url: 'https://www.ecfr.gov/current/title-38/chapter-I/part-4/section-4.130',
    checkedOn: '2026-11-23',
  },
  confidence: 'regulation',
});
