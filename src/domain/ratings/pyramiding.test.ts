import { describe, expect, it } from 'vitest';
import { checkPyramiding, type CombinabilityRule, type TrackedDisability } from './pyramiding';

// Small rule lists built here; the real ones live in content/conditions.
const mentalDisorders: CombinabilityRule = {
  condition1Code: '9411',
  condition2Code: '9434',
  canCombine: false,
  pyramidingRule: 'Co-existing mental disorders get one rating under the General Rating Formula.',
  regulatoryBasis: '38 CFR 4.14; 38 CFR 4.130',
};
const tinnitusPerEar: CombinabilityRule = {
  condition1Code: '6260',
  condition2Code: '6260',
  canCombine: false,
  pyramidingRule: 'One evaluation only, whether in one ear, both ears or the head.',
  regulatoryBasis: '38 CFR 4.87, DC 6260',
};
const kneeFlexionExtension: CombinabilityRule = {
  condition1Code: '5260',
  condition2Code: '5261',
  canCombine: true,
  pyramidingRule: 'Separate ratings for limited flexion and limited extension of the same knee.',
  regulatoryBasis: 'VAOPGCPREC 9-2004',
};
const backAndRadiculopathy: CombinabilityRule = {
  condition1Code: '5237',
  condition2Code: '8520',
  canCombine: true,
  pyramidingRule: null,
  regulatoryBasis: 'Esteban v. Brown, 6 Vet. App. 259 (1994)',
};
const rules = [mentalDisorders, tinnitusPerEar, kneeFlexionExtension, backAndRadiculopathy];

const tracked = (name: string, diagnosticCode?: string | number | null): TrackedDisability => ({
  name,
  diagnosticCode,
});

describe('checkPyramiding: 38 CFR 4.14 (va-facts §3)', () => {
  it.each([
    {
      source: '§7.2 two mental disorders get one rating',
      disabilities: [tracked('PTSD', '9411'), tracked('Major depressive disorder', '9434')],
      expected: [{ severity: 'warning', names: ['PTSD', 'Major depressive disorder'] }],
    },
    {
      source: '§7.2 the rule matches in either order',
      disabilities: [tracked('Major depressive disorder', '9434'), tracked('PTSD', '9411')],
      expected: [{ severity: 'warning', names: ['Major depressive disorder', 'PTSD'] }],
    },
    {
      source: '§7.1 tinnitus tracked once per ear',
      disabilities: [tracked('Tinnitus, left ear', '6260'), tracked('Tinnitus, right ear', '6260')],
      expected: [{ severity: 'warning', names: ['Tinnitus, left ear', 'Tinnitus, right ear'] }],
    },
    {
      source: '§7.1 tinnitus once is fine',
      disabilities: [tracked('Tinnitus', '6260'), tracked('PTSD', '9411')],
      expected: [],
    },
    {
      source: '§7.4 knee flexion + extension are allowed, with a caution (VAOPGCPREC 9-2004)',
      disabilities: [tracked('Left knee flexion', '5260'), tracked('Left knee extension', '5261')],
      expected: [{ severity: 'caution', names: ['Left knee flexion', 'Left knee extension'] }],
    },
    {
      source: '§3 Esteban: back + radiculopathy allowed without comment',
      disabilities: [
        tracked('Lumbosacral strain', '5237'),
        tracked('Sciatic radiculopathy', '8520'),
      ],
      expected: [],
    },
    {
      source: 'own: numeric and padded codes match the rules',
      disabilities: [tracked('PTSD', 9411), tracked('Depression', ' 9434 ')],
      expected: [{ severity: 'warning', names: ['PTSD', 'Depression'] }],
    },
    {
      source: 'own: three mental disorders give every pair that a rule covers',
      disabilities: [
        tracked('PTSD', '9411'),
        tracked('MDD', '9434'),
        tracked('Tinnitus', '6260'),
        tracked('Depression', '9434'),
      ],
      expected: [
        { severity: 'warning', names: ['PTSD', 'MDD'] },
        { severity: 'warning', names: ['PTSD', 'Depression'] },
      ],
    },
    {
      source: 'own: no rules, no warnings',
      disabilities: [tracked('PTSD', '9411'), tracked('MDD', '9434')],
      rules: [],
      expected: [],
    },
  ])('$source', ({ disabilities, expected, ...rest }) => {
    const { warnings } = checkPyramiding(disabilities, rest.rules ?? rules);
    expect(
      warnings.map((warning) => ({
        severity: warning.severity,
        names: warning.disabilities.map((disability) => disability.name),
      })),
    ).toEqual(expected);
  });

  it('carries the rule text and regulatory basis', () => {
    const { warnings } = checkPyramiding([tracked('PTSD', '9411'), tracked('MDD', '9434')], rules);
    expect(warnings[0]).toMatchObject({
      pyramidingRule: mentalDisorders.pyramidingRule,
      regulatoryBasis: '38 CFR 4.14; 38 CFR 4.130',
    });
  });

  it('falls back to 38 CFR 4.14 when a rule names no basis', () => {
    const { warnings } = checkPyramiding(
      [tracked('PTSD', '9411'), tracked('MDD', '9434')],
      [{ condition1Code: '9411', condition2Code: '9434', canCombine: false }],
    );
    expect(warnings[0]).toMatchObject({ pyramidingRule: null, regulatoryBasis: '38 CFR 4.14' });
  });

  it('a rule that forbids the pair wins over one that allows it, in either order', () => {
    const allows: CombinabilityRule = { ...mentalDisorders, canCombine: true };
    const pair = [tracked('PTSD', '9411'), tracked('MDD', '9434')];
    expect(checkPyramiding(pair, [allows, mentalDisorders]).warnings[0]?.severity).toBe('warning');
    expect(checkPyramiding(pair, [mentalDisorders, allows]).warnings[0]?.severity).toBe('warning');
  });

  it('lists disabilities without a diagnostic code as unchecked', () => {
    const noCode = tracked('Anxiety');
    const blank = tracked('Back pain', '  ');
    const result = checkPyramiding(
      [tracked('PTSD', '9411'), noCode, blank, tracked('Knee', null)],
      rules,
    );
    expect(result.warnings).toEqual([]);
    expect(result.unchecked.map((disability) => disability.name)).toEqual([
      'Anxiety',
      'Back pain',
      'Knee',
    ]);
  });

  it('returns the caller’s own objects', () => {
    const ptsd = { id: 7, name: 'PTSD', diagnosticCode: '9411' };
    const mdd = { id: 8, name: 'MDD', diagnosticCode: '9434' };
    expect(checkPyramiding([ptsd, mdd], rules).warnings[0]?.disabilities).toEqual([ptsd, mdd]);
  });
});
