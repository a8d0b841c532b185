import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConditionCatalog } from './condition-catalog';
import { conditionsContentDir } from './conditions-content';

const copies: string[] = [];
afterEach(async () => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** content/conditions copied, with everyday-words.json replaced. */
async function contentWithEverydayWords(file: unknown) {
  const dir = await mkdtemp(path.join(tmpdir(), 'wingman-conditions-'));
  copies.push(dir);
  await cp(conditionsContentDir, dir, { recursive: true });
  await writeFile(path.join(dir, 'everyday-words.json'), JSON.stringify(file));
  return dir;
}

const everydayWords = (codes: string[]) => ({
  comment: 'test',
  checkedOn: '2026-11-23',
  phrases: [{ phrase: 'ouch', codes }],
});

describe('loadConditionCatalog', () => {
  it('stops on a malformed forms file, naming it', async () => {
    const dir = await contentWithEverydayWords(everydayWords(['6260']));
    const formsDir = await mkdtemp(path.join(tmpdir(), 'wingman-forms-'));
    copies.push(formsDir);
    const formsFile = path.join(formsDir, 'va-forms.json');
    await writeFile(
      formsFile,
      JSON.stringify({ title: 'Forms', basis: 'x', notes: [], forms: [] }),
    );
    await expect(loadConditionCatalog(dir, formsFile)).rejects.toThrow(
      /^content\/forms\/va-forms\.json/,
    );
  });

  it('serves the content from memory, everyday phrases included', async () => {
    const catalog = await loadConditionCatalog(
      await contentWithEverydayWords(everydayWords(['6260'])),
    );
    expect(catalog.findByCode('5237')?.segments?.cervical.map((o) => o.percentage)).toEqual([
      10, 20, 30, 40, 100,
    ]);
    expect(catalog.search('ouch', 5).map((c) => c.diagnosticCode)).toEqual(['6260']);
    expect(catalog.findByName('Tinnitus')?.diagnosticCode).toBe('6260');
    expect(catalog.findByName('PTSD')?.diagnosticCode).toBe('9411');
    expect(catalog.findByName('Left knee')).toBeUndefined();
    expect(catalog.rules.length).toBeGreaterThan(0);
    expect(catalog.forms.map((f) => f.number)).toContain('21-526EZ');
  });

  it('stops on an everyday phrase naming a code we do not have', async () => {
    const dir = await contentWithEverydayWords(everydayWords(['0001']));
    await expect(loadConditionCatalog(dir)).rejects.toThrow(
      /everyday-words\.json: unknown diagnostic codes 0001/,
    );
  });

  it('stops on a malformed everyday-words file, naming it', async () => {
    const dir = await contentWithEverydayWords({ phrases: [] });
    await expect(loadConditionCatalog(dir)).rejects.toThrow(/everyday-words\.json/);
  });
});
