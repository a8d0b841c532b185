import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  boardDecisionReaders,
  loadBoardDecisions,
  scoreBoardDecisions,
} from '../../../eval/board-decisions';
import { loadConditionCatalog } from '../reference/condition-catalog';
import { loadAnalysisContent } from './analysis-content';

const sharedData = path.resolve(
  process.env.WINGMAN_SHARED_DATA ?? path.join(import.meta.dirname, '../../../../shared/data'),
);
const dir = path.join(sharedData, 'bva-dev');
const cases = loadBoardDecisions(dir);
if (!cases) console.warn(`Board decision scores skipped: ${dir} is not on this machine.`);

describe.skipIf(!cases)(`real Board decisions (${dir})`, () => {
  it('recognises every one, reads the ORDER, and never quotes a legal rule as evidence', async () => {
    const { conditions } = await loadConditionCatalog();
    const readers = boardDecisionReaders(await loadAnalysisContent(), conditions, '2026-11-25');
    const report = scoreBoardDecisions(cases!, readers.analyse, readers.analyseWithoutBoardType);
    expect(report.recognised).toBe(report.decisions);
    expect(report.ruleCountedAsEvidence).toBe(0);
    // The targets are 95% for outcomes and 100% for next steps; these floors keep what is reached.
    expect(report.outcomesRight).toBe(report.issues);
    expect(report.nextStepsRight).toBe(report.issues);
    expect(report.findingsFound / report.findingSentences).toBeGreaterThanOrEqual(0.4);
  }, 120_000);
});

const olderDir = path.join(sharedData, 'bva-dev-2');
const olderCases = loadBoardDecisions(olderDir);
if (!olderCases) console.warn(`Board decision scores skipped: ${olderDir} is not on this machine.`);

describe.skipIf(!olderCases)(
  `real Board decisions of older eras, beyond PTSD (${olderDir})`,
  () => {
    it('recognises every one and reads each issue and its next steps, remand-only ones too', async () => {
      const { conditions } = await loadConditionCatalog();
      const readers = boardDecisionReaders(await loadAnalysisContent(), conditions, '2026-11-25');
      const report = scoreBoardDecisions(
        olderCases!,
        readers.analyse,
        readers.analyseWithoutBoardType,
      );
      expect(report.recognised).toBe(report.decisions);
      // The issue's targets: 95% of outcomes and of next steps on each half.
      expect(report.outcomesRight / report.issues).toBeGreaterThanOrEqual(0.95);
      expect(report.nextStepsRight / report.issues).toBeGreaterThanOrEqual(0.95);
    }, 120_000);
  },
);
