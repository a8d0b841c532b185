/**
 * The analysis scored on documents nobody on the team wrote (../shared/data/documents-dev, see
 * eval/documents.ts). The floors are what the analysis reaches today, above the targets
 * (type 95%, each field 90%, no "must not claim" violation).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreDocuments } from '../../../eval/documents';

const sharedData = path.resolve(
  process.env.WINGMAN_SHARED_DATA ?? path.resolve(import.meta.dirname, '../../../../shared/data'),
);
const folder = path.join(sharedData, 'documents-dev');
const exists = existsSync(folder);
if (!exists) console.info(`documents-dev score skipped: ${folder} is not on this machine.`);

const share = ([right, total]: [number, number] = [0, 1]) => right / total;

describe.skipIf(!exists)('the analysis on documents-dev', () => {
  it('reads types, conditions, decisions and opinions at least as well as it does today', async () => {
    const report = await scoreDocuments(folder);
    expect(report.typeCorrect / report.documents).toBe(1);
    for (const field of [
      'decision.outcome',
      'decision.percent',
      'decision.effectiveDate',
      'decision.reason',
      'conditions',
      'opinion.strength',
      'opinion.theory',
      'opinion.reviewedRecords',
      'opinion.rationale',
      'opinion.credentials',
      'opinion.none',
    ]) {
      expect(share(report.fields[field]), field).toBe(1);
    }
    expect(share(report.fields['exam.adequate'])).toBe(1);
    expect(report.violations).toEqual([]);
  });
});
