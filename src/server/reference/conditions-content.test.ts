import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { conditionContentProblems, type VaCondition } from '../../contracts/conditions';
import { searchConditions } from '../../domain/conditions/search-conditions';
import { conditionsContentDir, loadConditionsContent } from './conditions-content';

const conditionFiles = readdirSync(conditionsContentDir).filter(
  (name) => name.endsWith('.json') && name !== 'combinability-rules.json',
);
const { conditions, rules } = await loadConditionsContent();

const byCode = (code: string): VaCondition => {
  const condition = conditions.find((c) => c.diagnosticCode === code);
  if (!condition) throw new Error(`No condition with diagnostic code ${code}`);
  return condition;
};
const percentages = (code: string) => byCode(code).percentageOptions.map((o) => o.percentage);
const criterion = (code: string, percentage: number): string => {
  const option = byCode(code).percentageOptions.find((o) => o.percentage === percentage);
  if (!option) throw new Error(`DC ${code} has no ${percentage}% level`);
  return option.criteria;
};

describe('content/conditions', () => {
  it('has one file per body system besides the rules, each a valid list', () => {
    expect(conditionFiles.length).toBeGreaterThanOrEqual(8);
  });

  it('lists at least 40 conditions', () => {
    expect(conditions.length).toBeGreaterThanOrEqual(40);
  });

  it('is consistent across files: unique codes, rules that name known codes, one rule per pair', () => {
    expect(conditionContentProblems(conditions, rules)).toEqual([]);
  });

  it('gives every condition unique, ascending multiples of 10', () => {
    for (const condition of conditions) {
      const levels = condition.percentageOptions.map((o) => o.percentage);
      expect(levels, condition.diagnosticCode).toEqual([...new Set(levels)].sort((a, b) => a - b));
      for (const level of levels) expect(level % 10, condition.diagnosticCode).toBe(0);
    }
  });

  it('covers the most commonly claimed conditions', () => {
    const required = [
      '6260', '6100', '9411', '9434', '9400', '5237', '5243', '5242', '5260', '5261', '5257',
      '5201', '5271', '5269', '5276', '8520', '8100', '7101', '6847', '6602', '6513', '6522',
      '7206', '7319', '7801', '7804', '7806', '7522', '7913', '5252', '8045', '8515', '7336',
    ]; // prettier-ignore
    for (const code of required) expect(byCode(code).diagnosticCode).toBe(code);
  });

  it('marks as unverified every condition whose criteria no source covers', () => {
    // Codes whose criteria va-facts §7 or §10 states, or that were compared with a copy of the
    // regulation text on 2026-11-23 (6204: eCFR 4.87; 7800: 4.118; 5276: 4.71a as restated in
    // Board decisions; 9412, 9432, 9433, 9440: codes named by VBA and the Board, rated under the
    // general formula); everything else must say it is unverified.
    const covered = new Set([
      '6260', '6100', '9411', '9434', '9400', '5237', '5242', '5238', '5236', '5260', '5261',
      '5201', '5271', '5269', '8520', '8100', '7101', '6847', '6602', '6513', '6510', '7206',
      '7801', '7802', '7804', '7913', '7336', '7319', '7522', '6204', '7800', '5276', '9412',
      '9432', '9433', '9440',
    ]); // prettier-ignore
    for (const condition of conditions) {
      if (!covered.has(condition.diagnosticCode)) {
        expect(condition.confidence, condition.diagnosticCode).toBe('unverified');
      }
    }
  });
  it('says when each condition and rule was last checked', () => {
    const dated = [...conditions, ...rules].map((entry) => entry.checkedOn);
    for (const checkedOn of dated) expect(checkedOn).toMatch(/^20\d\d-\d\d-\d\d$/);
  });

  it('keeps internal doubts out of what a veteran reads; confidence carries them', () => {
    const doubt = /not confirmed|not verified|check the current|reportedly|we have not/i;
    const veteranFacing = [
      ...conditions.flatMap((c) => [
        c.conditionName,
        c.ratingFormula ?? '',
        ...c.percentageOptions.map((o) => o.criteria),
        ...c.commonSymptoms,
        ...c.requiredEvidence,
        ...c.examinerFocus,
        ...(c.notes ?? []),
        ...c.sources,
      ]),
      ...rules.flatMap((r) => [r.pyramidingRule, r.splitStrategy, r.regulatoryBasis]),
    ];
    expect(veteranFacing.filter((text) => doubt.test(text))).toEqual([]);
  });
});

describe('corrections from the review of 2026-11-23 (va-facts §10)', () => {
  const notes = (code: string) => (byCode(code).notes ?? []).join(' ');

  it('hemorrhoids (7336): the 2024 levels by prolapse, thrombosis and anemia (corrected in §12)', () => {
    expect(percentages('7336')).toEqual([10, 20]);
    expect(criterion('7336', 10)).toMatch(/prolapsed internal hemorrhoids.*thrombosis/i);
    expect(criterion('7336', 20)).toMatch(/persistent bleeding and secondary anemia/i);
    expect(criterion('7336', 20)).not.toMatch(/fissure/i);
  });

  it('IBS (7319): 2024 criteria by how often pain related to bowel movements came in 3 months', () => {
    expect(percentages('7319')).toEqual([10, 20, 30]);
    expect(criterion('7319', 10)).toMatch(/at least once during the previous 3 months/);
    expect(criterion('7319', 20)).toMatch(/at least 3 days a month during the previous 3 months/);
    expect(criterion('7319', 30)).toMatch(/at least 1 day a week during the previous 3 months/);
    for (const level of [10, 20, 30]) {
      expect(criterion('7319', level)).toMatch(/two or more of: .*stool.*mucus.*bloating/);
    }
  });

  it('scars (7801, 7802): the 2018 titles, 144 square inches for 7802, six zones rated apart', () => {
    expect(byCode('7801').conditionName).toMatch(/, associated with underlying soft tissue damage/);
    expect(byCode('7802').conditionName).toMatch(
      /not associated with underlying soft tissue damage/,
    );
    expect(percentages('7802')).toEqual([10]);
    expect(criterion('7802', 10)).toMatch(/144 square inches/);
    for (const code of ['7801', '7802']) {
      expect(byCode(code).conditionName).not.toMatch(/deep|superficial/i);
      expect(notes(code)).toMatch(/six zones.*rated separately.*combined/);
    }
  });

  it('knee instability (5257): 2021 criteria by tear, repair and a prescribed brace or device', () => {
    expect(percentages('5257')).toEqual([10, 20, 30]);
    const criteria = byCode('5257').percentageOptions.map((o) => o.criteria);
    for (const text of criteria) expect(text).not.toMatch(/slight|moderate|severe|subluxation/i);
    expect(criterion('5257', 10)).toMatch(/sprain.*incomplete ligament tear/);
    expect(criterion('5257', 20)).toMatch(/brace/);
    expect(criterion('5257', 30)).toMatch(/complete ligament tear.*never repaired.*both/);
    expect(byCode('5257').sources.join(' ')).toMatch(/85 FR 76453/);
  });

  it('erectile dysfunction (7522): the current title, a 0% level only, SMC(k) noted', () => {
    expect(byCode('7522').conditionName).toBe(
      'Erectile dysfunction, with or without penile deformity',
    );
    expect(percentages('7522')).toEqual([0]);
    expect(criterion('7522', 0)).toMatch(/SMC\(k\)/);
  });

  it('scars (7801, 7802): several zones may instead be added up when that rates higher', () => {
    for (const code of ['7801', '7802']) {
      expect(notes(code)).toMatch(/adding up the areas from several zones gives a higher rating/);
    }
  });

  it('hearing loss (6100): the 30/70 pattern raises the higher numeral to the next one (4.86(b))', () => {
    expect(notes('6100')).toMatch(
      /30 dB or less at 1000 Hz and 70 dB or more at 2000 Hz[^.]*higher of the two numerals, which is then raised to the next higher numeral/,
    );
  });

  it("plantar fasciitis (5269): the examiner looks at its own criteria, not flatfoot's", () => {
    const focus = byCode('5269').examinerFocus.join(' ');
    expect(focus).not.toMatch(/arch|flatfoot|pronation|achilles|weight-bearing line|callosit/i);
    expect(focus).toMatch(/one foot or both feet/);
    expect(focus).toMatch(/non-surgical treatment/i);
    expect(focus).toMatch(/surgical treatment/i);
  });
});

describe('pinned facts from va-facts.md', () => {
  it('hypertension (7101): 40% is diastolic 120 or more, 60% is 130 or more', () => {
    expect(percentages('7101')).toEqual([10, 20, 40, 60]);
    expect(criterion('7101', 40)).toMatch(/diastolic[^.]*\b120\b/i);
    expect(criterion('7101', 40)).not.toMatch(/\b130\b/);
    expect(criterion('7101', 60)).toMatch(/\b130\b/);
    expect(criterion('7101', 10)).toMatch(/continuous medication/i);
  });

  it('mental disorders: 10% includes symptoms controlled by continuous medication, 0% does not', () => {
    for (const code of ['9411', '9434', '9400']) {
      expect(percentages(code)).toEqual([0, 10, 30, 50, 70, 100]);
      expect(criterion(code, 10)).toMatch(/controlled by continuous medication/i);
      expect(criterion(code, 0)).toMatch(/not severe enough/i);
      expect(criterion(code, 0)).toMatch(/or to require continuous medication/i);
      expect(byCode(code).ratingFormula).toBe('General Rating Formula for Mental Disorders');
    }
  });

  it('tinnitus (6260): a single 10% level', () => {
    expect(percentages('6260')).toEqual([10]);
    expect(byCode('6260').canBeBilateral).toBe(false);
  });

  it('lumbosacral strain (5237): 40% is thoracolumbar forward flexion of 30 degrees or less', () => {
    expect(percentages('5237')).toEqual([10, 20, 30, 40, 50, 100]);
    expect(criterion('5237', 40)).toMatch(/forward flexion of 30 degrees or less/i);
    expect(criterion('5237', 20)).toMatch(/combined range of motion of 120 degrees or less/i);
    expect(criterion('5237', 30)).toMatch(/cervical/i);
  });

  it('IVDS (5243): 60% exists only through incapacitating episodes of 6 weeks or more', () => {
    expect(percentages('5243')).toEqual([10, 20, 30, 40, 50, 60, 100]);
    expect(criterion('5243', 60)).toMatch(/at least 6 weeks/);
    expect(criterion('5243', 60)).not.toMatch(/General formula/);
  });

  it('knee (5260, 5261): degrees from VAOPGCPREC 9-2004', () => {
    expect(percentages('5260')).toEqual([0, 10, 20, 30]);
    expect(criterion('5260', 10)).toMatch(/45 degrees/);
    expect(percentages('5261')).toEqual([0, 10, 20, 30, 40, 50]);
    expect(criterion('5261', 50)).toMatch(/45 degrees/);
  });

  it('sleep apnea (6847): CPAP is the 50% level', () => {
    expect(percentages('6847')).toEqual([0, 30, 50, 100]);
    expect(criterion('6847', 50)).toMatch(/CPAP/);
  });

  it('migraine (8100): monthly prostrating attacks are the 30% level', () => {
    expect(percentages('8100')).toEqual([0, 10, 30, 50]);
    expect(criterion('8100', 30)).toMatch(/once a month/);
    expect(criterion('8100', 10)).toMatch(/one in 2 months/);
  });

  it('GERD (7206): the May 2024 esophageal-stricture levels', () => {
    expect(percentages('7206')).toEqual([0, 10, 30, 50, 80]);
  });

  it('diabetes (7913): insulin, diet and regulation of activities is 40%', () => {
    expect(percentages('7913')).toEqual([10, 20, 40, 60, 100]);
    expect(criterion('7913', 40)).toMatch(/insulin.*restricted diet.*regulation of activities/i);
  });
});

describe('checked against the regulation text on 2026-11-23', () => {
  it('peripheral vestibular disorders (6204): occasional dizziness 10%, with staggering 30%', () => {
    expect(percentages('6204')).toEqual([10, 30]);
    expect(criterion('6204', 10)).toMatch(/^Occasional dizziness/);
    expect(criterion('6204', 30)).toMatch(/occasional staggering/);
    expect(byCode('6204').confidence).toBe('regulation');
  });

  it('head, face or neck scars (7800): 10, 30, 50 and 80% by features and characteristics', () => {
    expect(percentages('7800')).toEqual([10, 30, 50, 80]);
    expect(criterion('7800', 80)).toMatch(/three or more features.*six or more characteristics/);
    expect(byCode('7800').confidence).toBe('regulation');
  });

  it('gives each entry checked today the date it was checked', () => {
    // 7336 was checked again on 2026-11-25 (va-facts §12), 5276 on 2026-12-07 (§14, aggravation).
    for (const code of ['6204', '7800', '6510', '6513', '7319', '5257', '7522']) {
      expect(byCode(code).checkedOn, code).toBe('2026-11-23');
    }
    expect(byCode('5276').checkedOn).toBe('2026-12-07');
  });
});

describe('combinability rules', () => {
  const rule = (a: string, b: string) =>
    rules.find(
      (r) =>
        (r.condition1Code === a && r.condition2Code === b) ||
        (r.condition1Code === b && r.condition2Code === a),
    );

  it.each([
    ['9411', '9434', false],
    ['9400', '9411', false],
    ['6260', '6260', false],
    ['5237', '8520', true],
    ['5260', '5261', true],
    ['5243', '5243', false],
    ['6602', '6847', false],
  ])('%s with %s: canCombine %s', (a, b, canCombine) => {
    expect(rule(a, b)?.canCombine).toBe(canCombine);
  });

  it('cites a regulation, opinion or case for every rule', () => {
    for (const r of rules) {
      expect(r.regulatoryBasis, `${r.condition1Code}+${r.condition2Code}`).toMatch(
        /38 CFR \d|VAOPGCPREC|Vet\. App\.|F\.3d/,
      );
    }
  });
});

describe('searching the real content', () => {
  const first = (query: string) => searchConditions(conditions, query)[0]?.diagnosticCode;

  it.each([
    ['ptsd', '9411'],
    ['5237', '5237'],
    ['back', '5237'],
    ['tinnitus', '6260'],
    ['knee', '5260'],
    ['sleep apnea', '6847'],
    ['GERD', '7206'],
    ['carpal tunnel', '8515'],
    ['flat feet', '5276'],
  ])('%s finds %s first', (query, code) => {
    expect(first(query)).toBe(code);
  });
});
