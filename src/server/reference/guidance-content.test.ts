import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import vaForms from '../../../content/forms/va-forms.json';
import type { CombinabilityRule, VaCondition } from '../../contracts/conditions';
import { buildUpgradeGuidance } from '../../domain/guidance/upgrade-guidance';
import { loadConditionsContent } from './conditions-content';
import {
  loadUpgradeGuidanceContent,
  upgradeGuidanceContent,
  upgradeGuidanceFile,
} from './guidance-content';

describe('content/guidance/upgrade-guidance.json', () => {
  it('loads and passes its schema', () => {
    expect(upgradeGuidanceContent.overview.length).toBeGreaterThan(0);
    expect(upgradeGuidanceContent.upgradeStrategy.flat().length).toBeGreaterThan(3);
  });

  it('a broken file stops start-up with a message naming the file and the problem', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'guidance-content-'));
    const json = JSON.parse(await readFile(upgradeGuidanceFile, 'utf8'));
    json.buddyLetterTips[0].text = 'Ask {frend} to write.';
    delete json.doctorGuidance[0].checkedOn;
    const broken = path.join(dir, 'upgrade-guidance.json');
    await writeFile(broken, JSON.stringify(json));
    expect(() => loadUpgradeGuidanceContent(broken)).toThrow(/upgrade-guidance\.json/);
    expect(() => loadUpgradeGuidanceContent(broken)).toThrow(/Unknown placeholder \{frend\}/);
    expect(() => loadUpgradeGuidanceContent(broken)).toThrow(/doctorGuidance\[0\]\.checkedOn/);

    await writeFile(broken, '{ not json');
    expect(() => loadUpgradeGuidanceContent(broken)).toThrow(/upgrade-guidance\.json: /);
  });
});

describe('guidance for every condition in content/conditions, at every level', () => {
  let conditions: VaCondition[];
  let rules: CombinabilityRule[];
  beforeAll(async () => {
    ({ conditions, rules } = await loadConditionsContent());
  });

  const doubt = /not confirmed|not verified|unverified|AI-powered|our plain-language summary/i;

  it('speaks calmly: no internal doubts, no "AI-powered", every placeholder filled', () => {
    let checked = 0;
    for (const condition of conditions) {
      const levels = condition.percentageOptions.map((option) => option.percentage);
      // Every level, a 0% below the lowest, and a rating the code does not have.
      for (const currentPercentage of new Set([0, ...levels, 100])) {
        const disability = {
          id: 'one',
          name: condition.conditionName,
          currentPercentage,
          diagnosticCode: condition.diagnosticCode,
          side: null,
        };
        const guidance = buildUpgradeGuidance(
          {
            disability,
            condition,
            forms: vaForms.forms,
            allDisabilities: [disability, { ...disability, id: 'two', currentPercentage: 40 }],
            rules,
          },
          upgradeGuidanceContent,
        );
        // `confidence` stays in the answer for other uses; the screen does not print it.
        const { confidence: _confidence, ...shown } = guidance;
        const text = JSON.stringify(shown);
        expect(text, `${condition.diagnosticCode} at ${currentPercentage}%`).not.toMatch(doubt);
        expect(text).not.toMatch(/\{\w+\}/);
        if (guidance.nextPercentage !== null) {
          expect(guidance.keyFindings.length).toBeGreaterThan(0);
          expect(guidance.upgradeGuidance).toContain('38 CFR 3.344');
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(conditions.length * 2);
  });
});
