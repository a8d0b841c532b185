import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSafetyCheck, safetyContentDir } from './load-safety-check';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A copy of content/safety with one file changed by `change`. */
async function withChanged(file: string, change: (json: Record<string, unknown>) => void) {
  dir = await mkdtemp(path.join(tmpdir(), 'wingman-safety-'));
  await cp(safetyContentDir, dir, { recursive: true });
  const json = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Record<string, unknown>;
  change(json);
  await writeFile(path.join(dir, file), JSON.stringify(json));
  return dir;
}

describe('the safety check’s content', () => {
  it('loads, and reads crisis words as a crisis', async () => {
    const check = await loadSafetyCheck();
    expect(check.assess('I want to kill myself').level).toMatch(/ideation|imminent/);
    expect(check.assess('how do I file for tinnitus?').level).toBe('none');
  });

  it('stops start-up on a cue that names no listed source', async () => {
    const changed = await withChanged('lexicon.json', (lexicon) => {
      const [first] = lexicon.cues as { sources: string[] }[];
      first!.sources = ['a-made-up-source'];
    });
    await expect(loadSafetyCheck(changed)).rejects.toThrow(
      /content\/safety\/lexicon\.json: cues\.0\.sources .*a-made-up-source/,
    );
  });

  it('stops start-up on a pattern that is not a regular expression', async () => {
    const changed = await withChanged('lexicon.json', (lexicon) => {
      const [first] = lexicon.cues as { patterns: string[] }[];
      first!.patterns = ['(unclosed'];
    });
    await expect(loadSafetyCheck(changed)).rejects.toThrow(/lexicon\.json: cues\.0\.patterns\.0/);
  });

  it('stops start-up without the trained model', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wingman-safety-'));
    await cp(safetyContentDir, dir, { recursive: true });
    await rm(path.join(dir, 'crisis-model.json'));
    await expect(loadSafetyCheck(dir)).rejects.toThrow(/crisis-model\.json/);
  });

  it('stops start-up when the word vectors do not match their words', async () => {
    const changed = await withChanged('word-vectors.json', (vectors) => {
      vectors.words = (vectors.words as string[]).slice(1);
    });
    await expect(loadSafetyCheck(changed)).rejects.toThrow(/word-vectors\.json: vectors/);
  });

  it('stops start-up when the model was trained on other word vectors', async () => {
    const changed = await withChanged('crisis-model.json', (model) => {
      model.weights = (model.weights as number[][]).map((row) => row.slice(1));
    });
    await expect(loadSafetyCheck(changed)).rejects.toThrow(/weight rows must hold/);
  });
});
