import { describe, expect, it } from 'vitest';
import {
  combinabilityRuleSchema,
  conditionContentProblems,
  vaConditionSchema,
  type CombinabilityRule,
  type VaCondition,
} from './conditions';

const condition: VaCondition = {
  diagnosticCode: '6260',
  conditionName: 'Tinnitus, recurrent',
  aliases: ['tinnitus'],
  bodySystem: 'ear',
  cfrSection: '38 CFR 4.87',
  percentageOptions: [{ percentage: 10, criteria: 'Recurrent tinnitus.' }],
  commonSymptoms: ['Ringing'],
  requiredEvidence: ['Lay statement'],
  canBeBilateral: false,
  examinerFocus: ['Recurrence'],
  sources: ['va-facts §7.1'],
  confidence: 'secondary',
  checkedOn: '2026-11-23',
};

const rule: CombinabilityRule = {
  condition1Code: '6260',
  condition2Code: '6260',
  canCombine: false,
  pyramidingRule: 'One rating.',
  splitStrategy: 'Single 10%.',
  regulatoryBasis: '38 CFR 4.87',
  confidence: 'secondary',
  checkedOn: '2026-11-23',
};

const withLevels = (percentages: number[]) => ({
  ...condition,
  percentageOptions: percentages.map((percentage) => ({ percentage, criteria: 'x' })),
});

describe('vaConditionSchema', () => {
  it('accepts a well-formed condition', () => {
    expect(vaConditionSchema.parse(condition)).toEqual(condition);
  });

  it.each([
    ['a three-digit code', { ...condition, diagnosticCode: '626' }],
    ['a code with letters', { ...condition, diagnosticCode: 'DC62' }],
    ['a section not written as 38 CFR', { ...condition, cfrSection: '§4.87' }],
    ['no levels', withLevels([])],
    ['a level that is not a multiple of 10', withLevels([10, 15])],
    ['a level above 100', withLevels([110])],
    ['levels out of order', withLevels([30, 10])],
    ['a repeated level', withLevels([10, 10])],
    ['an unknown confidence', { ...condition, confidence: 'likely' }],
    ['an unknown body system', { ...condition, bodySystem: 'ears' }],
    ['no date it was checked', { ...condition, checkedOn: undefined }],
    ['a checked date not written YYYY-MM-DD', { ...condition, checkedOn: '11/23/2026' }],
    ['a checked date not on the calendar', { ...condition, checkedOn: '2026-02-30' }],
    [
      'an empty criterion',
      { ...condition, percentageOptions: [{ percentage: 10, criteria: ' ' }] },
    ],
  ])('rejects %s', (_, input) => {
    expect(vaConditionSchema.safeParse(input).success).toBe(false);
  });
});

describe('combinabilityRuleSchema', () => {
  it('accepts a rule within one code', () => {
    expect(combinabilityRuleSchema.parse(rule)).toEqual(rule);
  });

  it('rejects a malformed code', () => {
    expect(combinabilityRuleSchema.safeParse({ ...rule, condition2Code: '62600' }).success).toBe(
      false,
    );
  });

  it.each([undefined, '2026-13-01'])('rejects the checked date %s', (checkedOn) => {
    expect(combinabilityRuleSchema.safeParse({ ...rule, checkedOn }).success).toBe(false);
  });
});

describe('conditionContentProblems', () => {
  it('is empty for consistent content', () => {
    expect(conditionContentProblems([condition], [rule])).toEqual([]);
  });

  it('reports duplicate codes, unknown codes and repeated pairs', () => {
    const other = { ...rule, condition1Code: '6100', condition2Code: '6260' };
    expect(
      conditionContentProblems(
        [condition, condition],
        [rule, other, { ...other, condition1Code: '6260', condition2Code: '6100' }],
      ),
    ).toEqual([
      'Diagnostic code 6260 appears more than once',
      'Combinability rule refers to unknown code 6100',
      'Combinability rule refers to unknown code 6100',
      'More than one combinability rule for 6100+6260',
    ]);
  });
});
