/**
 * The law of va-facts.md §14 in what a Board decision's analysis tells the veteran to do next:
 * the appeal system comes from the docket number, an AMA remand needs a lane chosen within a
 * year of the regional office's new decision, reopening is a Supplemental Claim, and a motion
 * for reconsideration pauses the Court deadline in either system.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { analysisContent, vaConditions } from './fixtures/analysis-content';
import { fixtures } from './fixtures/fixture-documents';

const MIXED = fixtures.find((candidate) => candidate.name === 'board-decision-mixed')!.pages[0]!
  .text;

/** The older-layout decision that grants, denies and remands, with its date and docket swapped. */
function decision(decided: string, docket: string | undefined) {
  const text = MIXED.replace('Decision Date: 06/02/17', `Decision Date: ${decided}`).replace(
    'DOCKET NO. 13-04 321',
    docket === undefined ? '' : `DOCKET NO. ${docket}`,
  );
  return analyzeDocument({
    pages: [{ page: 1, text }],
    conditions: vaConditions,
    content: analysisContent,
    today: '2026-12-07',
  });
}

const remandStep = (analysis: ReturnType<typeof decision>) =>
  analysis.nextSteps.find((step) => step.startsWith('Remanded: sleep apnea'))!;

describe('a Board remand: what to do depends on the system its docket shows', () => {
  it.each([
    // decided, docket, system, remand step
    ['03/15/21', '18-12 345', 'legacy', 'remand-returns'],
    ['03/15/21', '1635405', 'legacy', 'remand-returns'],
    ['03/15/21', '190321-12345', 'ama', 'remand-new-decision'],
    ['06/02/17', undefined, 'legacy', 'remand-returns'],
  ] as const)('decided %s, docket %s: %s', (decided, docket, system, step) => {
    const analysis = decision(decided, docket);
    expect(analysis.boardDecision?.system).toBe(system);
    const remanded = analysis.boardDecision!.issues.find((issue) => issue.outcome === 'remanded');
    expect(remanded?.nextSteps).toEqual([step]);
  });

  it('under the AMA, says a lane must be chosen within a year of the new decision', () => {
    const step = remandStep(decision('03/15/21', '190321-12345'));
    expect(step).toMatch(/do not go back to the Board by themselves/);
    expect(step).toMatch(/one year from that new decision to choose a lane/);
    expect(step).not.toMatch(/Nothing needs to be filed/);
  });

  it('in a legacy appeal decided after 2019, says it returns to the Board with nothing to file', () => {
    const step = remandStep(decision('03/15/21', '18-12 345'));
    expect(step).toMatch(/legacy appeal/);
    expect(step).toMatch(/return to the Board if still not granted\. Nothing needs to be filed/);
  });

  it('without a docket after 2019, explains both systems instead of guessing from the date', () => {
    const analysis = decision('03/15/21', undefined);
    expect(analysis.boardDecision?.system).toBeUndefined();
    const step = remandStep(analysis);
    expect(step).toMatch(/docket number/);
    expect(step).toMatch(/one year/);
    expect(step).toMatch(/nothing needs to be filed/);
  });
});

describe('a Board denial: the ways on, in today’s law', () => {
  it.each([
    ['legacy docket', '18-12 345'],
    ['AMA docket', '190321-12345'],
    ['pre-2019 legacy', '13-04 321'],
  ])('%s: reopening is a Supplemental Claim, never "new and material evidence"', (_, docket) => {
    const analysis = decision(docket === '13-04 321' ? '06/02/17' : '03/15/21', docket);
    const denied = analysis.boardDecision!.issues.find((issue) => issue.outcome === 'denied')!;
    expect(denied.nextSteps).toContain('supplemental-claim');
    expect(denied.nextSteps).toContain('reconsideration');
    expect(denied.nextSteps).not.toContain('new-and-material');
    const said = analysis.nextSteps.join('\n');
    expect(said).toMatch(/Supplemental Claim \(VA Form 20-0995\) with new and relevant evidence/);
    expect(said).not.toMatch(/new and material/i);
  });

  it('says a motion for reconsideration within the 120 days pauses the Court deadline', () => {
    const said = decision('03/15/21', '190321-12345').nextSteps.join('\n');
    expect(said).toMatch(/reconsider/);
    expect(said).toMatch(/pauses the Court deadline/);
  });
});
