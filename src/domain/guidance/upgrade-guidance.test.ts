import { describe, expect, it } from 'vitest';
import vaFormsFile from '../../../content/forms/va-forms.json';
import guidanceFile from '../../../content/guidance/upgrade-guidance.json';
import { upgradeGuidanceContentSchema } from '../../contracts/guidance-content';
import { calculateCombinedRating } from '../ratings/combined-rating';
import { type CombinabilityRule } from '../ratings/pyramiding';
import {
  buildUpgradeGuidance,
  type Condition,
  type TrackedRating,
  type UpgradeGuidanceInput,
} from './upgrade-guidance';
import { VA_FORM, type VaForm, type VaFormsFile } from './va-forms';

// The real words of content/guidance, checked as the server checks them.
const content = upgradeGuidanceContentSchema.parse(guidanceFile);

// Small conditions shaped like content/conditions, with short criteria.
const ptsd: Condition = {
  diagnosticCode: '9411',
  conditionName: 'Posttraumatic stress disorder',
  cfrSection: '38 CFR 4.130',
  ratingFormula: 'General Rating Formula for Mental Disorders',
  percentageOptions: [
    { percentage: 0, criteria: 'Diagnosed, but symptoms do not interfere or need medication.' },
    {
      percentage: 10,
      criteria:
        'Mild or transient symptoms during significant stress; or symptoms controlled by continuous medication.',
    },
    { percentage: 30, criteria: 'Occasional decrease in work efficiency.' },
    { percentage: 50, criteria: 'Reduced reliability and productivity.' },
    { percentage: 70, criteria: 'Deficiencies in most areas.' },
    { percentage: 100, criteria: 'Total occupational and social impairment.' },
  ],
  commonSymptoms: ['Nightmares', 'Irritability or anger outbursts'],
  requiredEvidence: [
    'A current PTSD diagnosis that conforms to DSM-5',
    'Credible supporting evidence that the in-service stressor occurred',
    'Treatment records: therapy notes, prescriptions, hospitalizations',
    'Statements from family or coworkers about work and relationships (VA Form 21-10210)',
  ],
  examinerFocus: [
    'The frequency, severity and duration of symptoms',
    'Whether symptoms are controlled by continuous medication',
  ],
  notes: [
    'Symptoms controlled by continuous medication are the 10% level, not 0%.',
    'A stressor based on fear of hostile activity must be confirmed by a VA psychiatrist',
  ],
  sources: ['va-facts §7.2', '38 CFR 4.130'],
  confidence: 'secondary',
  checkedOn: '2026-11-23',
};

const depression: Condition = {
  ...ptsd,
  diagnosticCode: '9434',
  conditionName: 'Major depressive disorder',
};

const tinnitus: Condition = {
  diagnosticCode: '6260',
  conditionName: 'Tinnitus, recurrent',
  cfrSection: '38 CFR 4.87',
  percentageOptions: [{ percentage: 10, criteria: 'Recurrent tinnitus.' }],
  commonSymptoms: ['Ringing in one ear, both ears or the head'],
  requiredEvidence: ['Evidence of in-service noise exposure'],
  examinerFocus: [
    'Whether the tinnitus is recurrent and how often it occurs',
    'An opinion on the link to service, with a rationale',
  ],
  sources: ['va-facts §7.1'],
  confidence: 'secondary',
};

const spine: Condition = {
  diagnosticCode: '5237',
  conditionName: 'Lumbosacral or cervical strain',
  cfrSection: '38 CFR 4.71a',
  ratingFormula: 'General Rating Formula for Diseases and Injuries of the Spine',
  percentageOptions: [
    {
      percentage: 10,
      criteria: 'Forward flexion greater than 60 but not greater than 85 degrees.',
    },
    {
      percentage: 20,
      criteria: 'Forward flexion greater than 30 but not greater than 60 degrees.',
    },
    { percentage: 40, criteria: 'Forward flexion of 30 degrees or less.' },
    { percentage: 50, criteria: 'Unfavorable ankylosis of the entire thoracolumbar spine.' },
    { percentage: 100, criteria: 'Unfavorable ankylosis of the entire spine.' },
  ],
  commonSymptoms: ['Back pain and stiffness', 'Muscle spasms'],
  requiredEvidence: ['Current range-of-motion measurements in degrees'],
  examinerFocus: ['Range of motion in degrees, measured with a goniometer, and where pain begins'],
  sources: ['va-facts §7.3'],
  confidence: 'secondary',
};

const kneeFlexion: Condition = {
  diagnosticCode: '5260',
  conditionName: 'Knee, limitation of flexion',
  cfrSection: '38 CFR 4.71a',
  percentageOptions: [
    { percentage: 0, criteria: 'Flexion limited to 60 degrees.' },
    { percentage: 10, criteria: 'Flexion limited to 45 degrees.' },
    { percentage: 20, criteria: 'Flexion limited to 30 degrees.' },
    { percentage: 30, criteria: 'Flexion limited to 15 degrees.' },
  ],
  commonSymptoms: ['Knee pain', 'Giving way or buckling'],
  requiredEvidence: ['Current range-of-motion measurements in degrees'],
  examinerFocus: ['Range of motion of the knee in degrees', 'Flare-ups: how often, how long'],
  sources: ['va-facts §7.4'],
  confidence: 'official',
};

const hypertension: Condition = {
  diagnosticCode: '7101',
  conditionName: 'Hypertension',
  cfrSection: '38 CFR 4.104',
  percentageOptions: [
    { percentage: 10, criteria: 'Diastolic pressure predominantly 100 or more.' },
    { percentage: 20, criteria: 'Diastolic pressure predominantly 110 or more.' },
    { percentage: 40, criteria: 'Diastolic pressure predominantly 120 or more.' },
    { percentage: 60, criteria: 'Diastolic pressure predominantly 130 or more.' },
  ],
  commonSymptoms: ['Often no symptoms', 'Headaches'],
  requiredEvidence: ['Medication records showing continuous medication is needed for control'],
  examinerFocus: ['Blood pressure readings on several days'],
  sources: ['va-facts §7.10'],
  confidence: 'secondary',
};

const plantarFasciitis: Condition = {
  diagnosticCode: '5269',
  conditionName: 'Plantar fasciitis',
  cfrSection: '38 CFR 4.71a',
  percentageOptions: [
    { percentage: 10, criteria: 'Otherwise, one foot or both.' },
    { percentage: 20, criteria: 'One foot with no relief from treatment.' },
    { percentage: 30, criteria: 'Both feet with no relief from treatment.' },
    { percentage: 40, criteria: 'Actual loss of use of the foot.' },
  ],
  commonSymptoms: ['Heel pain in the morning'],
  requiredEvidence: ['Records of treatment tried and whether it helped'],
  examinerFocus: ['Treatment tried and whether it helped'],
  sources: ['va-facts §7.7'],
  confidence: 'secondary',
};

const forms: VaForm[] = [
  { number: '21-526EZ', title: 'Claim form title', purpose: 'Claims an increase.' },
  { number: '21-0966', title: 'Intent to file title', purpose: 'Protects the effective date.' },
  { number: '21-10210', title: 'Lay/Witness Statement', purpose: 'Buddy statements.' },
  { number: '21-4138', title: 'Statement in Support of Claim', purpose: 'Your own statement.' },
  { number: '21-4142', title: 'Authorization title', purpose: 'Private records.' },
  { number: '21-4142a', title: 'Release title', purpose: 'One sheet per provider.' },
  { number: '21-8940', title: 'Unemployability title', purpose: 'Claims TDIU.' },
  { number: '20-0995', title: 'Supplemental Claim title', purpose: 'New evidence.' },
];

const mentalRules: CombinabilityRule[] = [
  {
    condition1Code: '9411',
    condition2Code: '9434',
    canCombine: false,
    pyramidingRule: 'Co-existing mental disorders get one rating under the General Rating Formula.',
    regulatoryBasis: '38 CFR 4.14; 38 CFR 4.130',
  },
  {
    condition1Code: '5260',
    condition2Code: '5261',
    canCombine: true,
    pyramidingRule: 'Flexion and extension of the same knee may be rated separately.',
    regulatoryBasis: 'VAOPGCPREC 9-2004',
  },
];

const rated = (
  name: string,
  currentPercentage: number,
  diagnosticCode: string | null,
  side: 'left' | 'right' | null = null,
): TrackedRating => ({ id: name, name, currentPercentage, diagnosticCode, side });

/** This disability alongside others; the list holds it, as the server passes it. */
function guidanceFor(
  disability: TrackedRating,
  condition: Condition | null,
  others: TrackedRating[] = [],
  rules: CombinabilityRule[] = mentalRules,
) {
  const input: UpgradeGuidanceInput = {
    disability,
    condition,
    forms,
    allDisabilities: [disability, ...others],
    rules,
  };
  return buildUpgradeGuidance(input, content);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const combinedRatingOf = (ratings: { percentage: number; side?: 'left' | 'right' | null }[]) =>
  calculateCombinedRating(ratings).combinedRating;

const formNumbers = (guidance: ReturnType<typeof buildUpgradeGuidance>) =>
  guidance.requiredForms.map((form) => form.number);

describe('buildUpgradeGuidance: levels from the condition (spec §3, va-facts §7)', () => {
  it.each([
    { condition: ptsd, current: 30, next: 50 },
    { condition: ptsd, current: 0, next: 10 },
    { condition: spine, current: 20, next: 40 },
    { condition: kneeFlexion, current: 10, next: 20 },
    { condition: hypertension, current: 40, next: 60 },
  ])(
    '$condition.conditionName at $current%: every level, current marked, next $next%',
    ({ condition, current, next }) => {
      const guidance = guidanceFor(rated('Claimed', current, condition.diagnosticCode), condition);
      const levels = condition.percentageOptions;

      expect(guidance.percentageLevels).toEqual(
        Object.fromEntries(levels.map((level) => [String(level.percentage), level.criteria])),
      );
      expect(guidance.overview).toContain(`Your current rating is ${current}%`);
      expect(guidance.overview).toContain(`The next higher level is ${next}%`);
      expect(guidance.overview).toContain(condition.cfrSection!);
      expect(guidance.nextPercentage).toBe(next);
      // The level cards carry the criteria; the overview does not repeat them.
      for (const level of levels) expect(guidance.overview).not.toContain(level.criteria);
      expect(guidance.keyFindings.length).toBeGreaterThan(0);
      expect(guidance.doctorGuidance[0]).toContain(`For the ${next}% level`);
      expect(guidance.doctorGuidance[0]).toContain(lowerFirst(guidance.keyFindings[0]!));
      expect(guidance.upgradeGuidance).toContain(`To ask for the ${next}% level`);
      expect(guidance.conditionName).toBe(condition.conditionName);
      expect(guidance.currentPercentage).toBe(current);
      expect(guidance.confidence).toBe(condition.confidence);
    },
  );

  it('names the rating formula a shared-formula code is rated under', () => {
    const guidance = guidanceFor(rated('PTSD', 30, '9411'), ptsd);
    expect(guidance.overview).toMatch(
      /diagnostic code 9411 \(Posttraumatic stress disorder\).*38 CFR 4\.130.*General Rating Formula for Mental Disorders/,
    );
  });

  it('§7.2: symptoms controlled by continuous medication stay the 10% level, not 0%', () => {
    const guidance = guidanceFor(rated('PTSD', 0, '9411'), ptsd);
    expect(guidance.percentageLevels['10']).toContain('controlled by continuous medication');
    expect(guidance.percentageLevels['0']).not.toContain('controlled by continuous medication');
    expect(guidance.nextPercentage).toBe(10);
    expect(guidance.keyFindings.join(' ')).toContain('continuous medication');
  });

  it('says plainly when the current percentage is not a level of the code', () => {
    const guidance = guidanceFor(rated('High blood pressure', 30, '7101'), hypertension);
    expect(guidance.overview).toContain(
      "Your current rating is 30%, but VA's schedule for this code has no 30% level. " +
        'Check your decision letter: the rating may be under a different diagnostic code.',
    );
    expect(guidance.overview).toContain('The next higher level is 40%');
    expect(guidance.upgradeGuidance).toMatch(/^First check the diagnostic code/);
    expect(guidance.percentageLevels).not.toHaveProperty('30');
  });

  it('§3 / 38 CFR 4.31: a 0% rating under a code without a 0% level', () => {
    const guidance = guidanceFor(rated('Heel pain', 0, '5269'), plantarFasciitis);
    expect(guidance.overview).toContain('This code has no 0% level');
    expect(guidance.overview).toContain('lowest level (10%)');
    expect(guidance.overview).toContain('The next higher level is 10%');
    expect(guidance.sources).toContain('38 CFR 4.31');
  });

  it('at the highest level below 100%: says so and points to TDIU (va-facts §3)', () => {
    const guidance = guidanceFor(rated('Tinnitus', 10, '6260'), tinnitus);
    expect(guidance.overview).toContain('10% is the highest level this code has.');
    expect(guidance.overview).toContain('individual unemployability (TDIU, 38 CFR 4.16)');
    expect(guidance.overview).not.toContain('next higher level');
    expect(guidance.overview).not.toContain('special monthly compensation');
    expect(guidance.doctorGuidance[0]).toContain('This code has no higher level');
    expect(guidance.upgradeGuidance).toContain('This code has no level above 10%');
  });

  it('above the highest level of the code: not a level, and nothing above it', () => {
    const guidance = guidanceFor(rated('Tinnitus', 20, '6260'), tinnitus);
    expect(guidance.overview).toContain('has no 20% level');
    expect(guidance.overview).toContain("This code's highest level is 10%");
    expect(guidance.optimizationAlert).toBeNull();
  });

  it('at 100%: a total rating; SMC rather than TDIU (va-facts §3)', () => {
    const guidance = guidanceFor(rated('Back', 100, '5237'), spine);
    expect(guidance.overview).toContain('100% is the highest level this code has.');
    expect(guidance.overview).toContain('Special monthly compensation (SMC, 38 CFR 3.350)');
    expect(guidance.overview).not.toContain('TDIU');
    expect(formNumbers(guidance)).not.toContain('21-8940');
  });
});

describe('buildUpgradeGuidance: optimization alert from what-if (38 CFR 4.25)', () => {
  it('hand-checked against Table I: 40 + 30 is 58 → 60; 50 + 40 is 70', () => {
    // Row 40, column 30: 40 + 30 × 0.6 = 58 → 60. Row 50, column 40: 50 + 40 × 0.5 = 70.
    const guidance = guidanceFor(rated('PTSD', 30, '9411'), ptsd, [rated('Back', 40, '5237')]);
    expect(guidance.optimizationAlert).toContain(
      'Raising PTSD from 30% to 50% would take your combined rating from 60% to 70% (38 CFR 4.25).',
    );
    expect(guidance.sources).toContain('38 CFR 4.25');
  });

  it.each([
    {
      source: 'mental formula: the next level is 50, not 40',
      disability: rated('PTSD', 30, '9411'),
      condition: ptsd,
      others: [rated('Knee', 50, null)],
      to: 50,
    },
    {
      source: 'hypertension skips 30: 20 → 40',
      disability: rated('Hypertension', 20, '7101'),
      condition: hypertension,
      others: [rated('Back', 40, null), rated('Migraine', 30, null)],
      to: 40,
    },
    {
      source: 'a sided knee raise flows through the bilateral factor (4.26)',
      disability: rated('Left knee', 10, '5260', 'left'),
      condition: kneeFlexion,
      others: [rated('Right knee', 10, '5260', 'right'), rated('PTSD', 50, null)],
      to: 20,
    },
  ])('$source', ({ disability, condition, others, to }) => {
    const everyone = [disability, ...others];
    const before = combinedRatingOf(
      everyone.map((entry) => ({ percentage: entry.currentPercentage, side: entry.side })),
    );
    const after = combinedRatingOf(
      everyone.map((entry) => ({
        percentage: entry === disability ? to : entry.currentPercentage,
        side: entry.side,
      })),
    );
    expect(after).toBeGreaterThan(before);

    const guidance = guidanceFor(disability, condition, others);
    expect(guidance.optimizationAlert).toContain(
      `Raising ${disability.name} from ${disability.currentPercentage}% to ${to}% would take ` +
        `your combined rating from ${before}% to ${after}%`,
    );
  });

  it('no alert when the next level does not reach the next combined step', () => {
    // 40 + 10 is 46 → 50; 40 + 20 is 52 → 50.
    const guidance = guidanceFor(rated('Knee', 10, '5260'), kneeFlexion, [rated('Back', 40, null)]);
    expect(guidance.optimizationAlert).toBeNull();
  });

  it('an unknown condition is raised by 10 only with a caveat', () => {
    const guidance = guidanceFor(rated('Mystery', 20, '9999'), null, [rated('Back', 60, null)]);
    // 60 + 20 is 68 → 70; 60 + 30 is 72 → 70: no step.
    expect(guidance.optimizationAlert).toBeNull();

    const stepping = guidanceFor(rated('Mystery', 30, '9999'), null, [rated('Back', 40, null)]);
    // 40 + 30 is 58 → 60; 40 + 40 is 64 → 60: no step either; 50 + 40 is 70.
    expect(stepping.optimizationAlert).toBeNull();

    const reaching = guidanceFor(rated('Mystery', 40, '9999'), null, [rated('Back', 40, null)]);
    expect(reaching.optimizationAlert).toContain(
      'Raising Mystery from 40% to 50% (if the code VA rates it under has a 50% level) would ' +
        'take your combined rating from 60% to 70% (38 CFR 4.25).',
    );
  });

  it('finds this disability in the list by id, and adds it when the list lacks it', () => {
    const ptsdRating = rated('PTSD', 30, '9411');
    const listed = buildUpgradeGuidance(
      {
        disability: { ...ptsdRating },
        condition: ptsd,
        forms,
        allDisabilities: [rated('Back', 40, null), ptsdRating],
        rules: [],
      },
      content,
    );
    const missing = buildUpgradeGuidance(
      {
        disability: ptsdRating,
        condition: ptsd,
        forms,
        allDisabilities: [rated('Back', 40, null)],
        rules: [],
      },
      content,
    );
    expect(listed.optimizationAlert).toContain('from 60% to 70%');
    expect(missing.optimizationAlert).toBe(listed.optimizationAlert);
  });
});

describe('buildUpgradeGuidance: TDIU form only when relevant (38 CFR 4.16(a), va-facts §3)', () => {
  it.each([
    {
      source: 'one rating of 30%: far from the thresholds',
      disability: rated('PTSD', 30, '9411'),
      others: [],
      tdiu: false,
    },
    {
      source: 'one disability at 70% already meets them',
      disability: rated('PTSD', 70, '9411'),
      others: [],
      tdiu: true,
    },
    {
      source: 'raising to 50% with a 40% gives combined 70 with one at 40+',
      disability: rated('PTSD', 30, '9411'),
      others: [rated('Back', 40, null)],
      tdiu: true,
    },
    {
      source: 'a combined 100% is already total',
      disability: rated('PTSD', 30, '9411'),
      others: [rated('Cancer', 100, null)],
      tdiu: false,
    },
  ])('$source', ({ disability, others, tdiu }) => {
    const guidance = guidanceFor(disability, ptsd, others);
    expect(formNumbers(guidance).includes('21-8940')).toBe(tdiu);
    expect(guidance.upgradeGuidance?.includes('21-8940') ?? false).toBe(tdiu);
  });

  it('says in the alert when the raise would newly meet the thresholds', () => {
    const guidance = guidanceFor(rated('PTSD', 30, '9411'), ptsd, [rated('Back', 40, null)]);
    expect(guidance.optimizationAlert).toContain(
      'At 50%, your ratings would also meet the schedular thresholds for TDIU (38 CFR 4.16(a))',
    );
  });
});

describe('buildUpgradeGuidance: pyramiding alert (38 CFR 4.14)', () => {
  it('two mental disorders tracked as separate ratings', () => {
    const guidance = guidanceFor(rated('PTSD', 50, '9411'), ptsd, [
      rated('Major depressive disorder', 30, '9434'),
      rated('Back', 10, '5237'),
    ]);
    expect(guidance.optimizationAlert).toContain(
      'You have PTSD and Major depressive disorder listed as separate ratings. Co-existing ' +
        'mental disorders get one rating under the General Rating Formula (38 CFR 4.14; 38 CFR 4.130).',
    );
    expect(guidance.sources).toContain('38 CFR 4.14');
  });

  it('the other mental disorder gets the same warning; an unrelated disability does not', () => {
    const list = [
      rated('PTSD', 50, '9411'),
      rated('Major depressive disorder', 30, '9434'),
      rated('Back', 10, '5237'),
    ];
    const [ptsdRating, mddRating, backRating] = list as [
      TrackedRating,
      TrackedRating,
      TrackedRating,
    ];
    const forDepression = buildUpgradeGuidance(
      {
        disability: mddRating,
        condition: depression,
        forms,
        allDisabilities: list,
        rules: mentalRules,
      },
      content,
    );
    const forBack = buildUpgradeGuidance(
      {
        disability: backRating,
        condition: spine,
        forms,
        allDisabilities: list,
        rules: mentalRules,
      },
      content,
    );
    expect(forDepression.optimizationAlert).toContain(
      'You have Major depressive disorder and PTSD listed as separate ratings.',
    );
    expect(forBack.optimizationAlert ?? '').not.toContain(ptsdRating.name);
  });

  describe('two spine codes (38 CFR 4.71a, Note 6)', () => {
    const spineRules: CombinabilityRule[] = [
      {
        condition1Code: '5237',
        condition2Code: '5242',
        canCombine: false,
        pyramidingRule: 'Different diagnoses of the same spinal segment share one rating.',
        regulatoryBasis: '38 CFR 4.14',
      },
    ];
    const alertFor = (other: TrackedRating) =>
      guidanceFor(rated('Lower back', 10, '5237'), spine, [other], spineRules).optimizationAlert ??
      '';

    it('on the neck and the back: rated separately, no warning', () => {
      expect(alertFor(rated('Neck arthritis', 10, '5242'))).not.toContain('separate ratings');
      expect(
        alertFor({ ...rated('Arthritis', 10, '5242'), spineSegment: 'cervical' }),
      ).not.toContain('separate ratings');
    });

    it('on the same part, or one not known: the warning stays', () => {
      expect(alertFor(rated('Low back arthritis', 10, '5242'))).toContain(
        'You have Lower back and Low back arthritis listed as separate ratings.',
      );
      expect(alertFor(rated('DDD', 10, '5242'))).toContain('separate ratings');
    });
  });

  it('two ratings of one knee are named with its side', () => {
    const guidance = guidanceFor(rated('Knee flexion', 30, '5260', 'left'), kneeFlexion, [
      rated('Knee extension', 10, '5261', 'left'),
    ]);
    expect(guidance.disabilityName).toBe('Knee flexion (left)');
    expect(guidance.optimizationAlert).toContain('Knee flexion (left) and Knee extension (left)');
  });

  it('a left and a right knee are two joints: no "same knee" rule is applied to them', () => {
    const guidance = guidanceFor(rated('Knee flexion', 30, '5260', 'left'), kneeFlexion, [
      rated('Knee extension', 10, '5261', 'right'),
    ]);
    expect(guidance.optimizationAlert ?? '').not.toContain('same knee');
    expect(guidance.optimizationAlert ?? '').not.toContain('Knee extension (right)');
  });

  it('a pair that may be rated separately gives a note, not a warning', () => {
    const guidance = guidanceFor(rated('Knee flexion', 30, '5260'), kneeFlexion, [
      rated('Knee extension', 10, '5261'),
    ]);
    expect(guidance.optimizationAlert).toContain(
      'About Knee flexion and Knee extension: Flexion and extension of the same knee may be ' +
        'rated separately (VAOPGCPREC 9-2004).',
    );
    expect(guidance.optimizationAlert).not.toContain('listed as separate ratings');
  });
});

describe('buildUpgradeGuidance: unknown condition gets honest general guidance', () => {
  const guidance = guidanceFor(rated('Mystery condition', 20, null), null);

  it('no invented levels or criteria', () => {
    expect(guidance.percentageLevels).toEqual({});
    expect(guidance.conditionName).toBeNull();
    expect(guidance.cfrSection).toBeNull();
    expect(guidance.confidence).toBeNull();
    expect(guidance.diagnosticCode).toBeNull();
    // The only percentage the overview may state is the veteran's own.
    expect(guidance.overview.match(/\d+%/g)).toEqual(['20%']);
    // A what-if on an unknown code is only a hypothesis, and says so.
    expect(guidance.optimizationAlert).toContain('(if the code VA rates it under has a 30% level)');
  });

  it('says we lack the criteria and points to 38 CFR Part 4 and the decision letter', () => {
    expect(guidance.overview).toContain(
      'We do not have the rating criteria for Mystery condition in Wingman yet',
    );
    expect(guidance.overview).toContain('38 CFR Part 4');
    expect(guidance.overview).toContain('decision letter');
    expect(guidance.sources).toContain('38 CFR Part 4');
  });

  it('names the diagnostic code we do not have', () => {
    const coded = guidanceFor(rated('Mystery condition', 20, '9999'), null);
    expect(coded.overview).toContain('diagnostic code 9999');
    expect(coded.diagnosticCode).toBe('9999');
  });

  it('still gives general forms, documentation, buddy and doctor guidance', () => {
    expect(formNumbers(guidance)).toEqual(
      expect.arrayContaining(['21-526EZ', '21-0966', '21-10210', '21-4142']),
    );
    expect(guidance.documentationNeeded.length).toBeGreaterThan(3);
    expect(guidance.buddyLetterTips.length).toBeGreaterThan(3);
    expect(guidance.doctorGuidance[0]).toContain('38 CFR Part 4');
    expect(guidance.upgradeGuidance).toContain('VA Form 21-526EZ');
  });
});

describe('buildUpgradeGuidance: forms, evidence, buddy letters and the doctor', () => {
  const guidance = guidanceFor(rated('PTSD', 30, '9411'), ptsd);

  it('forms in a set order, as number, title and purpose from the list passed in', () => {
    expect(guidance.requiredForms).toEqual([
      { number: '21-526EZ', title: 'Claim form title', purpose: 'Claims an increase.' },
      { number: '21-0966', title: 'Intent to file title', purpose: 'Protects the effective date.' },
      { number: '21-4142', title: 'Authorization title', purpose: 'Private records.' },
      { number: '21-4142a', title: 'Release title', purpose: 'One sheet per provider.' },
      { number: '21-10210', title: 'Lay/Witness Statement', purpose: 'Buddy statements.' },
      { number: '21-4138', title: 'Statement in Support of Claim', purpose: 'Your own statement.' },
    ]);
  });

  it('a form missing from the list is left out rather than made up', () => {
    const few = buildUpgradeGuidance(
      {
        disability: rated('PTSD', 30, '9411'),
        condition: ptsd,
        forms: forms.slice(0, 2),
        allDisabilities: [],
        rules: [],
      },
      content,
    );
    expect(formNumbers(few)).toEqual(['21-526EZ', '21-0966']);
  });

  it('documentation keeps severity evidence and leaves out the settled service link', () => {
    expect(guidance.documentationNeeded).toContain(
      'Treatment records: therapy notes, prescriptions, hospitalizations.',
    );
    const all = guidance.documentationNeeded.join('\n');
    expect(all).not.toContain('in-service stressor');
    expect(all).not.toContain('A current PTSD diagnosis');
    expect(all).toContain('21-4142');
  });

  it('buddy tips: first-hand, frequency and impact, signed and dated, never embellished', () => {
    const tips = guidance.buddyLetterTips.join('\n');
    expect(tips).toContain('VA Form 21-10210');
    expect(tips).toContain('only what they have seen or heard themselves');
    expect(tips).toContain('how often it happens and how long it lasts');
    expect(tips).toContain('Impact on work and daily life');
    expect(tips).toContain('sign and date');
    expect(tips).toContain('nobody should exaggerate');
    expect(tips).toContain('never write a statement for someone else to sign');
    expect(tips).toContain('nightmares; irritability or anger outbursts');
    expect(tips).toContain('the 50% level');
  });

  it('buddy tips leave out symptoms no witness can see', () => {
    const tips = guidanceFor(rated('BP', 10, '7101'), hypertension).buddyLetterTips.join('\n');
    expect(tips).not.toContain('no symptoms');
    expect(tips).toContain('such as: headaches.');
  });

  it('doctor guidance: the examiner focus for the next level, nexus wording, rationale', () => {
    expect(guidance.doctorGuidance).toContain(
      'Ask that the exam report record: whether symptoms are controlled by continuous medication.',
    );
    const all = guidance.doctorGuidance.join('\n');
    expect(all).toContain('"at least as likely as not" (a 50% or greater probability)');
    expect(all).toContain('38 CFR 3.310');
    expect(all).toContain('explain its reasoning');
  });

  it('doctor guidance skips exam points about the link to service', () => {
    const all = guidanceFor(rated('Tinnitus', 10, '6260'), tinnitus).doctorGuidance.join('\n');
    expect(all).toContain('whether the tinnitus is recurrent');
    expect(all).not.toContain('link to service');
  });

  it('strategy: increase claim, intent to file, secondary conditions, decision reviews', () => {
    expect(guidance.upgradeGuidance).toContain('VA Form 21-526EZ');
    expect(guidance.upgradeGuidance).toContain('VA Form 21-0966');
    expect(guidance.upgradeGuidance).toContain('within one year');
    expect(guidance.upgradeGuidance).toContain('38 CFR 3.310');
    expect(guidance.upgradeGuidance).toContain('Gather first');
    expect(guidance.upgradeGuidance).toContain('VA decides');
  });

  it('has exactly the fields of the guidance response, and is deterministic', () => {
    expect(Object.keys(guidance).sort()).toEqual(
      [
        'disabilityName',
        'diagnosticCode',
        'conditionName',
        'cfrSection',
        'currentPercentage',
        'nextPercentage',
        'optimizationAlert',
        'overview',
        'keyFindings',
        'percentageLevels',
        'goodToKnow',
        'requiredForms',
        'documentationNeeded',
        'buddyLetterTips',
        'doctorGuidance',
        'upgradeGuidance',
        'sources',
        'ruleCheck',
        'confidence',
      ].sort(),
    );
    expect(guidanceFor(rated('PTSD', 30, '9411'), ptsd)).toEqual(guidance);
  });

  it('never promises an outcome', () => {
    const text = JSON.stringify(guidance);
    expect(text).not.toMatch(/\b(guarantee|will get|will be granted|will receive)\b/i);
  });
});

describe('content/forms/va-forms.json: numbers and titles as va-facts §4 gives them', () => {
  const file: VaFormsFile = vaFormsFile;

  it.each([
    ['21-526EZ', 'Application for Disability Compensation and Related Compensation Benefits'],
    [
      '21-0966',
      'Intent to File a Claim for Compensation and/or Pension, or Survivors Pension and/or DIC',
    ],
    ['21-10210', 'Lay/Witness Statement'],
    ['21-4138', 'Statement in Support of Claim'],
    ['21-4142', 'Authorization to Disclose Information to the Department of Veterans Affairs'],
    [
      '21-4142a',
      'General Release for Medical Provider Information to the Department of Veterans Affairs',
    ],
    ['21-8940', "Veteran's Application for Increased Compensation Based on Unemployability"],
    ['20-0995', 'Decision Review Request: Supplemental Claim'],
    ['20-0996', 'Decision Review Request: Higher-Level Review'],
    ['10182', 'Decision Review Request: Board Appeal (Notice of Disagreement)'],
  ])('%s: %s', (number, title) => {
    const form = file.forms.find((candidate) => candidate.number === number);
    expect(form?.title).toBe(title);
    expect(form?.purpose.length).toBeGreaterThan(20);
  });

  it('holds every form guidance refers to, once each', () => {
    const numbers = file.forms.map((form) => form.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(expect.arrayContaining(Object.values(VA_FORM)));
  });

  it('guidance built from the real list carries the published titles', () => {
    const guidance = buildUpgradeGuidance(
      {
        disability: rated('PTSD', 30, '9411'),
        condition: ptsd,
        forms: file.forms,
        allDisabilities: [],
        rules: [],
      },
      content,
    );
    expect(guidance.requiredForms.slice(0, 2)).toEqual([
      expect.objectContaining({
        number: '21-526EZ',
        title: 'Application for Disability Compensation and Related Compensation Benefits',
      }),
      expect.objectContaining({
        number: '21-0966',
        title:
          'Intent to File a Claim for Compensation and/or Pension, or Survivors Pension and/or DIC',
      }),
    ]);
    expect(guidance.requiredForms[0]).not.toHaveProperty('titleConfidence');
  });
});

describe('buildUpgradeGuidance: a new exam can also lower a rating (va-facts §10)', () => {
  const reductionRules = ['38 CFR 3.344', '38 CFR 3.951(b)', '38 CFR 3.105(e)'];

  it.each([
    { source: 'a known next level', guidance: guidanceFor(rated('PTSD', 30, '9411'), ptsd) },
    { source: 'an unknown condition', guidance: guidanceFor(rated('Mystery', 20, null), null) },
    {
      source: 'a current percentage that is not a level',
      guidance: guidanceFor(rated('BP', 30, '7101'), hypertension),
    },
  ])('whenever an increase is suggested: $source', ({ guidance }) => {
    const strategy = guidance.upgradeGuidance ?? '';
    expect(strategy).toContain('21-526EZ');
    expect(strategy).toMatch(/lower a rating/);
    expect(strategy).toMatch(/less than 5 years/);
    expect(strategy).toMatch(/20 years/);
    for (const rule of reductionRules) {
      expect(strategy).toContain(rule);
      expect(guidance.sources).toContain(rule);
    }
  });

  it('the alert that proposes a raise points to the risk too', () => {
    const guidance = guidanceFor(rated('PTSD', 30, '9411'), ptsd, [rated('Back', 40, null)]);
    expect(guidance.optimizationAlert).toContain('from 60% to 70%');
    expect(guidance.optimizationAlert).toMatch(/can also lower a rating/);
  });

  it('is not given when nothing above the current level is suggested', () => {
    const guidance = guidanceFor(rated('Tinnitus', 10, '6260'), tinnitus);
    expect(guidance.upgradeGuidance).not.toContain('38 CFR 3.344');
    expect(guidance.upgradeGuidance).not.toContain('21-526EZ for Tinnitus');
  });
});

describe('buildUpgradeGuidance: TDIU at a combined 100% (va-facts §10, Bradley v. Peake)', () => {
  const atTotal = [
    guidanceFor(rated('Tinnitus', 10, '6260'), tinnitus, [rated('Cancer', 100, null)]),
    guidanceFor(rated('PTSD', 70, '9411'), ptsd, [rated('Cancer', 100, null)]),
  ];

  it.each(atTotal)('says TDIU can still matter, as a possibility to check', (guidance) => {
    const text = [guidance.overview, guidance.upgradeGuidance].join('\n');
    expect(text).not.toMatch(/TDIU would not|would add nothing|cannot matter/i);
    expect(guidance.upgradeGuidance).toMatch(/TDIU can still matter/);
    expect(guidance.upgradeGuidance).toContain('SMC(s)');
    expect(guidance.upgradeGuidance).toMatch(/housebound/);
    expect(guidance.upgradeGuidance).toMatch(/may support/);
    expect(guidance.upgradeGuidance).toContain('VSO');
    expect(guidance.sources).toContain('Bradley v. Peake, 22 Vet.App. 280 (2008)');
  });

  it('below 100% the SMC(s) note is not shown', () => {
    const guidance = guidanceFor(rated('PTSD', 30, '9411'), ptsd, [rated('Back', 40, null)]);
    expect(guidance.upgradeGuidance).not.toContain('SMC(s)');
    expect(guidance.sources).not.toContain('Bradley v. Peake, 22 Vet.App. 280 (2008)');
  });

  it('a disability that is itself 100% gets the SMC overview instead', () => {
    const guidance = guidanceFor(rated('Back', 100, '5237'), spine);
    expect(guidance.upgradeGuidance).not.toContain('SMC(s)');
    expect(guidance.overview).toContain('Special monthly compensation');
  });
});

describe('buildUpgradeGuidance: what decides the next level, and where to check the rule', () => {
  it('PTSD 50 → 70: the written findings that set 70% apart from 50%', () => {
    const guidance = guidanceFor(rated('PTSD', 50, '9411'), ptsd);
    const written = content.decidingFindings.find(
      (entry) =>
        entry.ratingFormula === ptsd.ratingFormula && entry.percentage === guidance.nextPercentage,
    );
    expect(guidance.nextPercentage).toBe(70);
    expect(guidance.keyFindings).toEqual(written?.findings);
    expect(guidance.keyFindings.join(' ')).toMatch(/deficiencies in most areas/i);
    expect(guidance.keyFindings).toHaveLength(2);
    expect(guidance.sources).toEqual(expect.arrayContaining([...written!.sources]));
  });

  it('without written findings: the next level criteria up to their examples, as alternatives', () => {
    const withExamples: Condition = {
      ...hypertension,
      ratingFormula: null,
      percentageOptions: [
        { percentage: 10, criteria: 'Mild symptoms. Examples: a, b.' },
        {
          percentage: 20,
          criteria:
            'Flexion of 30 degrees or less; or ankylosis of the whole joint. Examples: pain on use.',
        },
      ],
    };
    const guidance = guidanceFor(rated('Joint', 10, '7101'), withExamples);
    expect(guidance.keyFindings).toEqual([
      'Flexion of 30 degrees or less',
      'or ankylosis of the whole joint',
    ]);
    expect(guidance.doctorGuidance[0]).toContain(
      'flexion of 30 degrees or less; or ankylosis of the whole joint',
    );
  });

  it('no findings at the top of a code or for an unknown condition', () => {
    expect(guidanceFor(rated('Tinnitus', 10, '6260'), tinnitus).keyFindings).toEqual([]);
    expect(guidanceFor(rated('Mystery', 10, null), null).keyFindings).toEqual([]);
    expect(guidanceFor(rated('Tinnitus', 10, '6260'), tinnitus).nextPercentage).toBeNull();
  });

  it('rule check: the condition section on eCFR and the day it was last compared', () => {
    expect(guidanceFor(rated('PTSD', 30, '9411'), ptsd).ruleCheck).toEqual({
      label: '38 CFR 4.130',
      url: 'https://www.ecfr.gov/current/title-38/chapter-I/part-4/section-4.130',
      checkedOn: '2026-11-23',
    });
    expect(guidanceFor(rated('Tinnitus', 10, '6260'), tinnitus).ruleCheck).toBeNull();
    expect(guidanceFor(rated('Mystery', 10, null), null).ruleCheck).toBeNull();
  });

  it('notes about the levels are kept; notes about the settled service link are not', () => {
    const guidance = guidanceFor(rated('PTSD', 30, '9411'), ptsd);
    expect(guidance.goodToKnow).toEqual([
      'Symptoms controlled by continuous medication are the 10% level, not 0%.',
    ]);
  });

  it('the overview says nothing about our own doubts', () => {
    for (const guidance of [
      guidanceFor(rated('PTSD', 30, '9411'), ptsd),
      guidanceFor(rated('Mystery', 30, null), null),
    ]) {
      expect(guidance.overview).not.toMatch(/not confirmed|not verified|our plain-language/i);
    }
  });
});

describe('buildUpgradeGuidance: the words come from the content passed in', () => {
  it('a changed template shows up filled in, with its sources', () => {
    const edited = structuredClone(content);
    edited.alerts.combinedStep = {
      text: 'Edited: {disability} {from}→{to}, combined {combinedNow}→{combinedAfter}.',
      sources: ['Edited source'],
      checkedOn: '2026-11-23',
    };
    const guidance = buildUpgradeGuidance(
      {
        disability: rated('PTSD', 30, '9411'),
        condition: ptsd,
        forms,
        allDisabilities: [rated('PTSD', 30, '9411'), rated('Back', 40, null)],
        rules: [],
      },
      edited,
    );
    expect(guidance.optimizationAlert).toMatch(/^Edited: PTSD 30→50, combined 60→70\. /);
    expect(guidance.sources).toContain('Edited source');
  });

  it('a placeholder with no value in that situation is a content mistake, not blank text', () => {
    const edited = structuredClone(content);
    edited.buddyLetterTips = [{ text: 'Next: {next}%.', sources: ['x'], checkedOn: '2026-11-23' }];
    expect(() =>
      buildUpgradeGuidance(
        {
          disability: rated('Tinnitus', 10, '6260'),
          condition: tinnitus,
          forms,
          allDisabilities: [],
          rules: [],
        },
        edited,
      ),
    ).toThrow('{next}');
  });

  it('every block of the file has sources and a checked date', () => {
    const blocks = [
      ...content.overview.flat(),
      ...Object.values(content.alerts),
      ...content.documentationNeeded,
      ...content.buddyLetterTips,
      ...content.doctorGuidance,
      ...content.upgradeStrategy.flat(),
      ...content.decidingFindings,
    ];
    for (const block of blocks) {
      expect(block.sources.length).toBeGreaterThan(0);
      expect(block.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
