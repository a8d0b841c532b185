import { describe, expect, it } from 'vitest';
import criteriaFile from '../../../../content/finder/presumptive-criteria.json';
import pairsFile from '../../../../content/finder/secondary-pairs.json';
import caseRulesFile from '../../../../content/case/presumptive-rules.json';
import { loadConditionCatalog } from '../../reference/condition-catalog';
import { checkFinderContent, finderContent, parseFinderContent } from './finder-content';

const caseRuleIds = new Set(caseRulesFile.rules.map((rule) => rule.id));
const copy = <T>(value: T): T => structuredClone(value);

describe('content/finder', () => {
  it('covers every presumptive rule My Case knows, and only those', () => {
    expect(new Set(finderContent.criteria.rules.map((rule) => rule.ruleId))).toEqual(caseRuleIds);
  });

  it('cites a regulation, a source and a check date for every rule and pair', () => {
    for (const item of [...finderContent.criteria.rules, ...finderContent.pairs.pairs]) {
      expect(item.citation).toMatch(/38 (CFR|U\.S\.C\.)/);
      expect(item.sources.length).toBeGreaterThan(0);
      // Rules corrected in the review of 2026-12-07 (va-facts §14) carry that date.
      expect(['2026-11-29', '2026-12-07']).toContain(item.checkedOn);
    }
    for (const window of finderContent.criteria.rules.flatMap((rule) => rule.windows)) {
      expect(window.citation).toMatch(/38 (CFR|U\.S\.C\.)|FR/);
    }
  });

  it('marks every pair as needing a medical opinion, and the contested one with its doubt', () => {
    for (const pair of finderContent.pairs.pairs) expect(pair.needsMedicalOpinion).toBe(true);
    const apnea = finderContent.pairs.pairs.find((pair) => pair.id === 'ptsd-sleep-apnea')!;
    expect(apnea.contested).toBe(true);
    expect(apnea.doubts.join(' ')).toMatch(/contested/);
  });

  it.each([
    ['a rule without sources', (file: typeof criteriaFile) => (file.rules[0]!.sources = [])],
    [
      'a rule without a check date',
      (file: typeof criteriaFile) => delete (file.rules[0] as { checkedOn?: string }).checkedOn,
    ],
    [
      'a rule without a citation',
      (file: typeof criteriaFile) => delete (file.rules[0] as { citation?: string }).citation,
    ],
    [
      'a window naming an unknown place',
      (file: typeof criteriaFile) => (file.rules[0]!.windows[0]!.places = ['atlantis']),
    ],
  ])('refuses %s', (_case, spoil) => {
    const file = copy(criteriaFile);
    spoil(file);
    expect(() => parseFinderContent(file, pairsFile)).toThrow(/presumptive-criteria\.json/);
  });

  it.each([
    ['a pair without sources', (file: typeof pairsFile) => (file.pairs[0]!.sources = [])],
    [
      'a pair without a check date',
      (file: typeof pairsFile) => delete (file.pairs[0] as { checkedOn?: string }).checkedOn,
    ],
    [
      'a pair that needs no medical opinion',
      (file: typeof pairsFile) =>
        ((file.pairs[0] as { needsMedicalOpinion: boolean }).needsMedicalOpinion = false),
    ],
    [
      'a pair citing another regulation',
      (file: typeof pairsFile) => (file.pairs[0]!.citation = '38 CFR 3.309'),
    ],
  ])('refuses %s', (_case, spoil) => {
    const file = copy(pairsFile);
    spoil(file);
    expect(() => parseFinderContent(criteriaFile, file)).toThrow(/secondary-pairs\.json/);
  });

  it('names only diagnostic codes the condition catalog holds, and only My Case’s rules', async () => {
    const catalog = await loadConditionCatalog();
    const hasCode = (code: string) => catalog.findByCode(code) !== undefined;
    expect(() => checkFinderContent(finderContent, caseRuleIds, hasCode)).not.toThrow();
    expect(() => checkFinderContent(finderContent, new Set(['herbicide']), hasCode)).toThrow(
      /rule gulf-war: not a rule of content\/case/,
    );
    expect(() => checkFinderContent(finderContent, caseRuleIds, () => false)).toThrow(
      /unknown diagnostic codes/,
    );
  });
});
