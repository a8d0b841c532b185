import { describe, expect, it } from 'vitest';
import type { AnalysisFinding } from '../../contracts/structured-analysis';
import type { DecisionIssue } from '../analysis/analysis-types';
import type { CaseSuggestionsInput, RatedDisability, RecognisedDecisionRecord } from './case-input';
import { caseSuggestions } from './case-suggestions';
import { caseRules } from './fixtures/case-rules';

const quote = (page: number, text: string) => ({ page, text });

const letter = (issues: DecisionIssue[], letterDate?: string): RecognisedDecisionRecord => ({
  documentId: 'doc-letter',
  documentName: 'decision-letter.pdf',
  decision: {
    kind: 'rating-decision',
    rating: { ...(letterDate ? { letterDate } : {}), issues, nextLevelCriteria: [] },
  },
});

const DENIED_APNEA: DecisionIssue = {
  kind: 'denied',
  condition: 'obstructive sleep apnea',
  secondaryTo: 'posttraumatic stress disorder',
  quote: quote(1, 'Service connection for obstructive sleep apnea is denied.'),
};
const GRANTED_TINNITUS: DecisionIssue = {
  kind: 'granted',
  condition: 'tinnitus',
  percent: 10,
  quote: quote(1, 'Service connection for tinnitus is granted with an evaluation of 10 percent.'),
};
const DEFERRED_KNEE: DecisionIssue = {
  kind: 'deferred',
  condition: 'left knee strain',
  quote: quote(2, 'The issue of left knee strain is deferred.'),
};

const PTSD: RatedDisability = {
  id: 'disability-ptsd',
  name: 'PTSD',
  currentPercentage: 50,
  diagnosticCode: '9411',
  side: null,
};

const diagnosed = (label: string, page: number, text: string): AnalysisFinding => ({
  document: 'clinic.pdf',
  kind: 'condition',
  label,
  quote: quote(page, text),
});

const CLINIC = {
  documentId: 'doc-clinic',
  documentName: 'clinic-note.pdf',
  findings: [
    diagnosed('Hypertension', 1, 'Assessment: hypertension, uncontrolled.'),
    diagnosed('HTN', 2, 'Plan: continue lisinopril for HTN.'),
    diagnosed('posttraumatic stress disorder', 1, 'Known posttraumatic stress disorder.'),
    { ...diagnosed('migraine', 3, 'Rule out migraine.'), kind: 'ruled-out-condition' as const },
    diagnosed('Mouth dryness', 3, 'Mouth dryness from the CPAP mask.'),
  ],
};

function suggest(input: Partial<CaseSuggestionsInput>) {
  return caseSuggestions({
    conditions: [],
    documents: [],
    decisions: [],
    disabilities: [],
    vaConditions: caseRules.vaConditions,
    sentenceRoles: caseRules.sentenceRoles,
    ...input,
  });
}

describe('caseSuggestions', () => {
  it('a denied issue is offered for review, with the decision date, its secondary cause and its quote', () => {
    expect(suggest({ decisions: [letter([DENIED_APNEA], '2026-02-10')] })).toEqual([
      {
        name: 'obstructive sleep apnea',
        basis: 'secondary',
        secondaryTo: 'posttraumatic stress disorder',
        origin: 'decision',
        originDocumentId: 'doc-letter',
        disabilityId: null,
        decisionDate: '2026-02-10',
        why: expect.stringContaining(
          'Denied in your decision letter (decision-letter.pdf, page 1)',
        ),
        quote: DENIED_APNEA.quote,
      },
    ]);
  });

  it.each([
    { issue: GRANTED_TINNITUS, expected: [{ name: 'tinnitus', basis: 'increase' }] },
    { issue: DEFERRED_KNEE, expected: [] },
    {
      // A benefit, not a condition.
      issue: {
        kind: 'denied',
        condition: "Dependents' Educational Assistance",
        quote: quote(
          1,
          "Basic eligibility to Dependents' Educational Assistance is not established.",
        ),
      } satisfies DecisionIssue,
      expected: [],
    },
  ])('a $issue.kind issue: $expected', ({ issue, expected }) => {
    expect(
      suggest({ decisions: [letter([issue])] }).map(({ name, basis }) => ({ name, basis })),
    ).toEqual(expected);
  });

  it('a Board denial is offered with the Board decision date', () => {
    const board: RecognisedDecisionRecord = {
      documentId: 'doc-board',
      documentName: 'board.pdf',
      decision: {
        kind: 'board-decision',
        board: {
          decisionDate: '2025-09-30',
          issues: [
            {
              number: 1,
              issue: 'Entitlement to service connection for tinnitus',
              condition: 'tinnitus',
              kind: 'service-connection',
              outcome: 'denied',
              quote: quote(4, 'Service connection for tinnitus is denied.'),
              nextSteps: [],
            },
          ],
          findings: [],
        },
      },
    };
    expect(suggest({ decisions: [board] })).toEqual([
      expect.objectContaining({ name: 'tinnitus', origin: 'decision', decisionDate: '2025-09-30' }),
    ]);
  });

  it('a rated disability is offered as an increase; a diagnosis that is rated is not offered again', () => {
    expect(
      suggest({ disabilities: [PTSD], documents: [CLINIC] }).map(
        ({ name, basis, origin, disabilityId }) => ({ name, basis, origin, disabilityId }),
      ),
    ).toEqual([
      { name: 'PTSD', basis: 'increase', origin: 'disability', disabilityId: 'disability-ptsd' },
      { name: 'Hypertension', basis: 'direct', origin: 'document', disabilityId: null },
    ]);
  });

  it('a listed diagnosis is offered once under its names, with where it was found; a ruled-out one or a side effect never', () => {
    expect(suggest({ documents: [CLINIC] }).filter((offer) => offer.origin === 'document')).toEqual(
      [
        expect.objectContaining({
          name: 'Hypertension',
          originDocumentId: 'doc-clinic',
          why: 'Diagnosed in clinic-note.pdf, page 1.',
          quote: quote(1, 'Assessment: hypertension, uncontrolled.'),
        }),
        expect.objectContaining({ name: 'posttraumatic stress disorder' }),
      ],
    );
  });

  it('nothing already in the case is offered, whether named the same way or another', () => {
    const conditions = [
      { name: 'High blood pressure', side: null, disabilityId: null },
      { name: 'Sleep apnea', side: null, disabilityId: null },
      { name: 'PTSD', side: null, disabilityId: 'disability-ptsd' },
    ];
    expect(
      suggest({
        conditions,
        decisions: [letter([DENIED_APNEA])],
        disabilities: [PTSD],
        documents: [CLINIC],
      }),
    ).toEqual([]);
  });
});
