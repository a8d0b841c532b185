import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analysisContent } from '../../../domain/analysis/fixtures/analysis-content';
import { caseContentDir, loadCaseRules } from './case-content';

const nexusPhrases = [{ phrase: 'at least as likely as not', stance: 'supports' as const }];
const { sentenceRoles } = analysisContent;

describe('content/case', () => {
  it('loads with the nexus phrases the analysis already holds', async () => {
    const rules = await loadCaseRules({ vaConditions: [], nexusPhrases, sentenceRoles });
    expect(Object.keys(rules.evidence.bases)).toEqual([
      'direct',
      'secondary',
      'aggravation',
      'presumptive',
      'increase',
    ]);
    expect(rules.presumptive.rules.map((rule) => rule.id)).toContain('gulf-war');
    expect(rules.nexusPhrases).toBe(nexusPhrases);
  });

  it('a broken file stops start-up with a message naming the file and the problem', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'case-content-'));
    await cp(caseContentDir, dir, { recursive: true });
    const file = path.join(dir, 'evidence-elements.json');
    const json = JSON.parse(await readFile(file, 'utf8'));
    json.bases.direct[0].key = 'no-such-element';
    await writeFile(file, JSON.stringify(json));
    const load = () => loadCaseRules({ vaConditions: [], nexusPhrases, sentenceRoles }, dir);
    await expect(load()).rejects.toThrow(/content\/case\/evidence-elements\.json/);
    await expect(load()).rejects.toThrow(/No element "no-such-element"/);

    await writeFile(path.join(dir, 'presumptive-rules.json'), '{ not json');
    await cp(path.join(caseContentDir, 'evidence-elements.json'), file);
    await expect(load()).rejects.toThrow(/content\/case\/presumptive-rules\.json: /);
  });
});
