import { describe, expect, it } from 'vitest';
import type { DecisionIssue, RatingDecision } from '../../../domain/analysis/analysis-types';
import {
  planImport,
  proposeDecision,
  type ImportChoice,
  type OnFile,
} from './decision-import-plan';

const quote = { page: 1, text: 'quoted' };
type WithoutQuote<T> = T extends unknown ? Omit<T, 'quote'> : never;
const issue = (fields: WithoutQuote<DecisionIssue>) => ({ ...fields, quote }) as DecisionIssue;

const letter: RatingDecision = {
  letterDate: '2026-06-12',
  issues: [
    issue({
      kind: 'granted',
      condition: 'tinnitus',
      percent: 10,
      effectiveDate: '2026-01-09',
      diagnosticCode: '6260',
    }),
    issue({ kind: 'granted', condition: 'posttraumatic stress disorder', percent: 50 }),
    issue({ kind: 'denied', condition: 'bilateral hearing loss', diagnosticCode: '6100' }),
    issue({ kind: 'continued', condition: 'lumbosacral strain', percent: 20 }),
    issue({ kind: 'deferred', condition: 'sleep apnea' }),
  ],
  nextLevelCriteria: [],
  statedCombinedRating: { percent: 60, quote },
  calculatedCombinedRating: 60,
};

const nothingOnFile: OnFile = { disabilities: [], claims: [] };
const context = { documentName: 'decision.pdf', today: '2026-07-01' };
const choose = (disabilities: string[], claims: string[] = []): ImportChoice => ({
  disabilities,
  claims,
  decisionType: 'initial-claim',
});

describe('proposeDecision', () => {
  it('offers nothing of a proposed reduction: VA has not decided it', () => {
    const proposal = proposeDecision(
      'doc-2',
      {
        letterDate: '2026-06-12',
        issues: [
          issue({
            kind: 'proposed-reduction',
            condition: 'migraine',
            currentPercent: 50,
            percent: 30,
          }),
          issue({ kind: 'continued', condition: 'tinnitus', percent: 10 }),
        ],
        nextLevelCriteria: [],
      },
      nothingOnFile,
    );
    expect(proposal.issues.map((i) => [i.key, i.condition, i.outcome])).toEqual([
      ['1', 'Tinnitus', 'continued'],
    ]);
  });

  it('lists every issue with what can be tracked and the combined ratings', () => {
    const proposal = proposeDecision('doc-1', letter, nothingOnFile);
    expect(proposal).toMatchObject({
      documentId: 'doc-1',
      letterDate: '2026-06-12',
      suggestedDecisionType: 'initial-claim',
      statedCombinedRating: 60,
      calculatedCombinedRating: 60,
    });
    expect(proposal.issues.map((i) => [i.key, i.outcome, i.percent, i.canTrack])).toEqual([
      ['1', 'granted', 10, true],
      ['2', 'granted', 50, true],
      ['3', 'denied', null, false],
      ['4', 'continued', 20, true],
      ['5', 'deferred', null, false],
    ]);
    expect(proposal.issues[0]).toMatchObject({
      diagnosticCode: '6260',
      effectiveDate: '2026-01-09',
      alreadyTracked: false,
      alreadyInClaims: false,
    });
  });

  it.each([
    [['increased', 'granted'], 'increase-claim'],
    [['granted'], 'initial-claim'],
    [['denied', 'deferred'], 'initial-claim'],
    [['continued', 'deferred'], null],
  ] as const)('suggests the decision type of %j: %s', (kinds, suggested) => {
    const issues = kinds.map((kind) =>
      kind === 'denied' || kind === 'deferred'
        ? issue({ kind, condition: kind })
        : issue({ kind, condition: kind, percent: 10 }),
    );
    const proposal = proposeDecision('d', { ...letter, issues }, nothingOnFile);
    expect(proposal.suggestedDecisionType).toBe(suggested);
  });

  it('knows a disability by its code or by its name, ignoring case and spaces', () => {
    const onFile: OnFile = {
      disabilities: [
        { name: 'Ringing ears', diagnosticCode: '6260', currentPercentage: 10 },
        { name: '  PostTraumatic Stress Disorder ', diagnosticCode: null, currentPercentage: 30 },
      ],
      claims: [],
    };
    const issues = proposeDecision('d', letter, onFile).issues;
    expect(issues.map((i) => i.alreadyTracked)).toEqual([true, true, false, false, false]);
    expect(issues.map((i) => i.trackedPercentage)).toEqual([10, 30, null, null, null]);
  });

  it('knows a claim by its name and the letter’s date; an undecided issue by no date', () => {
    const onFile: OnFile = {
      disabilities: [],
      claims: [
        { disabilityName: 'Tinnitus', decisionDate: '2026-06-12' },
        { disabilityName: 'posttraumatic stress disorder', decisionDate: '2025-01-01' },
        { disabilityName: 'Sleep apnea', decisionDate: null },
      ],
    };
    const inClaims = proposeDecision('d', letter, onFile).issues.map((i) => i.alreadyInClaims);
    expect(inClaims).toEqual([true, false, false, false, true]);
  });

  it('does not track a rating VA does not give (not a multiple of 10)', () => {
    const odd = { ...letter, issues: [issue({ kind: 'granted', condition: 'x', percent: 15 })] };
    expect(proposeDecision('d', odd, nothingOnFile).issues[0]!.canTrack).toBe(false);
  });

  it('tells a left and a right knee apart by name when the letter gives both one code', () => {
    const knees = {
      ...letter,
      issues: [
        issue({
          kind: 'granted',
          condition: 'left knee strain',
          percent: 10,
          diagnosticCode: '5260',
        }),
        issue({
          kind: 'granted',
          condition: 'right knee strain',
          percent: 10,
          diagnosticCode: '5260',
        }),
      ],
    };
    const onFile = {
      disabilities: [{ name: 'Left knee strain', diagnosticCode: '5260', currentPercentage: 10 }],
      claims: [],
    };
    const tracked = proposeDecision('d', knees, onFile).issues.map((i) => i.alreadyTracked);
    expect(tracked).toEqual([true, false]);
  });
});

describe('planImport', () => {
  it('adds the chosen disabilities and claims with the letter’s dates and words', () => {
    const plan = planImport(letter, nothingOnFile, choose(['1', '4'], ['1', '3', '5']), context);
    expect(plan).toEqual({
      skipped: 0,
      updates: [],
      disabilities: [
        {
          name: 'Tinnitus',
          currentPercentage: 10,
          diagnosticCode: '6260',
          side: null,
          spineSegment: null,
        },
        {
          name: 'Lumbosacral strain',
          currentPercentage: 20,
          diagnosticCode: null,
          side: null,
          spineSegment: null,
        },
      ],
      claims: [
        {
          disabilityName: 'Tinnitus',
          status: 'approved',
          submittedDate: '2026-06-12',
          decisionDate: '2026-06-12',
          decisionType: 'initial-claim',
          intentToFileDate: null,
          notes:
            'Added from decision.pdf. Service connection granted at 10%, effective Jan 09, 2026.',
        },
        expect.objectContaining({
          disabilityName: 'Bilateral hearing loss',
          status: 'denied',
          decisionDate: '2026-06-12',
          notes: 'Added from decision.pdf. Service connection denied.',
        }),
        expect.objectContaining({
          disabilityName: 'Sleep apnea',
          status: 'pending',
          submittedDate: '2026-06-12',
          decisionDate: null,
          decisionType: null,
        }),
      ],
    });
  });

  it('skips what is already there and counts it, so running it again adds nothing', () => {
    const first = planImport(letter, nothingOnFile, choose(['1', '2'], ['1']), context);
    if ('errors' in first) throw new Error('unexpected errors');
    const again = planImport(
      letter,
      { disabilities: first.disabilities, claims: first.claims },
      choose(['1', '2'], ['1']),
      context,
    );
    expect(again).toEqual({ disabilities: [], updates: [], claims: [], skipped: 3 });
  });

  it('updates a tracked rating to the letter’s only when the veteran chose it', () => {
    const onFile: OnFile = {
      disabilities: [{ id: 'ptsd', name: 'PTSD', diagnosticCode: null, currentPercentage: 30 }],
      claims: [],
    };
    const byCode = {
      ...letter,
      issues: [issue({ kind: 'increased', condition: 'PTSD', percent: 50 })],
    };
    expect(planImport(byCode, onFile, choose(['1']), context)).toMatchObject({
      disabilities: [],
      updates: [{ id: 'ptsd', currentPercentage: 50 }],
      skipped: 0,
    });
    expect(planImport(byCode, onFile, choose([], ['1']), context)).toMatchObject({
      updates: [],
    });
    // The same percentage is already there: nothing to change.
    const same = {
      ...onFile,
      disabilities: [{ ...onFile.disabilities[0]!, currentPercentage: 50 }],
    };
    expect(planImport(byCode, same, choose(['1']), context)).toMatchObject({
      updates: [],
      skipped: 1,
    });
  });

  it('dates a claim today when the letter’s date could not be read', () => {
    const undated = { ...letter, letterDate: undefined };
    const plan = planImport(undated, nothingOnFile, choose([], ['2']), context);
    expect(plan).toMatchObject({ claims: [{ submittedDate: '2026-07-01', decisionDate: null }] });
  });

  it.each([
    [choose(['9']), 'disabilities', 'This letter has no issue 9.'],
    [choose(['01']), 'disabilities', 'This letter has no issue 01.'],
    [choose([], ['0']), 'claims', 'This letter has no issue 0.'],
    [choose(['3']), 'disabilities', 'Issue 3 has no rating to add to Current Disabilities.'],
  ])('refuses %j', (choice, path, message) => {
    expect(planImport(letter, nothingOnFile, choice, context)).toEqual({
      errors: [{ path, message }],
    });
  });
});
