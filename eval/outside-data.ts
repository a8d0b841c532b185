/**
 * Where the outside data lives (../shared/data, or WINGMAN_SHARED_DATA), and the one rule that
 * splits each set: items at even positions are the half we tune on; items at odd positions are
 * the half whose totals alone are read, so the gap between the two shows overfitting.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const sharedDataDir = path.resolve(
  process.env.WINGMAN_SHARED_DATA ?? path.join(root, '../shared/data'),
);

/** The file's path; a clear error when the outside data is not on this machine. */
export async function sharedDataFile(name: string): Promise<string> {
  const file = path.join(sharedDataDir, name);
  try {
    await access(file);
  } catch {
    throw new Error(`${file} is not on this machine: the outside data set ${name} is needed here.`);
  }
  return file;
}

export const inTuningHalf = (_item: unknown, index: number) => index % 2 === 0;
export const inHeldOutHalf = (_item: unknown, index: number) => index % 2 === 1;

/**
 * The two halves as each evaluation reports them: the tuning half lists its misses when asked
 * (--verbose), the held-out half never does.
 */
export const halves = (verbose: boolean) =>
  [
    { name: 'tuning half, even positions', inHalf: inTuningHalf, listsMisses: verbose },
    {
      name: 'held-out half, odd positions, totals only',
      inHalf: inHeldOutHalf,
      listsMisses: false,
    },
  ] as const;
