import { describe, expect, it } from 'vitest';
import type { DecisionProposal } from '../../../contracts/documents';
import { letterBackPayStart } from './letter-back-pay';

type Issue = DecisionProposal['issues'][number];
const issue = (fields: Partial<Issue>): Issue => ({
  key: '1',
  condition: 'PTSD',
  outcome: 'granted',
  percent: null,
  diagnosticCode: null,
  effectiveDate: null,
  canTrack: true,
  alreadyTracked: false,
  trackedPercentage: null,
  alreadyInClaims: false,
  ...fields,
});
const letter = (issues: Issue[]): DecisionProposal => ({
  documentId: 'd',
  source: 'rating-decision',
  letterDate: '2026-06-12',
  suggestedDecisionType: null,
  issues,
  statedCombinedRating: null,
  calculatedCombinedRating: null,
});

describe('the back pay estimate a decision letter opens', () => {
  it('starts at the earliest effective date and stages the combined rating as each grant begins', () => {
    const start = letterBackPayStart(
      letter([
        issue({ condition: 'PTSD', percent: 50, effectiveDate: '2025-03-10' }),
        issue({ condition: 'Back', percent: 30, effectiveDate: '2025-09-01' }),
        issue({ condition: 'Knee', outcome: 'denied', percent: 10, effectiveDate: '2025-01-01' }),
      ]),
    );
    // 50 and 30 combine to 65, rounded to 70 (38 CFR 4.25).
    expect(start).toEqual({
      title: 'letter of Jun 12, 2026',
      decisionStatedDate: '2025-03-10',
      decisionDate: '2026-06-12',
      ratings: [
        { from: '2025-03-10', percent: 50 },
        { from: '2025-09-01', percent: 70 },
      ],
    });
  });

  it('offers nothing when no rated grant states its effective date', () => {
    expect(letterBackPayStart(letter([issue({ percent: 50 })]))).toBeNull();
    expect(letterBackPayStart(letter([issue({ effectiveDate: '2025-03-10' })]))).toBeNull();
  });
});
