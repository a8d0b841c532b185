// What a rating pays the veteran's household, in the chat: the household the question states
// wins over the profile's; with neither, the amount is for a veteran alone and says so.
import { describe, expect, it } from 'vitest';
import { VETERAN_ALONE, type Household } from '../ratings/household-compensation';
import { answerInContext, type ReplyContext } from './context-answer';
import { knowledgeRules, testKnowledge } from './fixtures/knowledge-fixtures';
import type { AskedFor } from './intent-classifier';
import { NOTHING_ASKED } from './intent-classifier';

const knowledge = testKnowledge([]);
const wording = knowledgeRules.payAnswer;

const asking = (intent: AskedFor['intent']): AskedFor => ({ ...NOTHING_ASKED, intent });

const ask = (question: string, more: Partial<ReplyContext> = {}) =>
  answerInContext(
    {
      question,
      today: '2026-11-25',
      personality: 'professional',
      documents: [],
      disabilities: [],
      veteranCase: { disabilities: [], claims: [] },
      asked: asking('amount'),
      ...more,
    },
    knowledge,
  ).markdown;

const onProfile = (household: Partial<Household>): ReplyContext['veteranCase'] => ({
  disabilities: [],
  claims: [],
  household: { ...VETERAN_ALONE, ...household },
});

describe('what a rating pays the household', () => {
  it('"what does 70% pay with my wife and 2 kids": the basic rate plus one more child (2026)', () => {
    const answer = ask('what does 70% pay with my wife and 2 kids');
    expect(answer).toContain(
      '**70% with a spouse and 2 children under 18: $2,150.45 a month** (2026 rates, paid from December 1, 2025).',
    );
    expect(answer).toContain(
      'For the household your question describes: a spouse and 2 children under 18.',
    );
    expect(answer).toContain('- Basic rate, veteran with a spouse and a child: $2,074.45');
    expect(answer).toContain('- 1 more child under 18 × $76.00: $76.00');
    expect(answer).toContain('- Total: $2,150.45');
    expect(answer).not.toContain(wording.householdUnknown);
  });

  it('the household the question states wins over the profile’s', () => {
    const answer = ask('what does 70% pay with my wife and 2 kids', {
      veteranCase: onProfile({ dependentParents: 2 }),
    });
    expect(answer).toContain('$2,150.45 a month');
    expect(answer).not.toContain('2 dependent parents');
    expect(answer).not.toContain('as saved on Profile & Settings');
  });

  it('without a household in the question, the profile’s is used and named', () => {
    const answer = ask('how much does 70% pay', {
      veteranCase: onProfile({ spouse: true, spouseAidAndAttendance: true, childrenInSchool: 1 }),
    });
    // $1,961.45 with a spouse + $246.00 for a child in school + $141.00 Aid and Attendance.
    expect(answer).toContain('$2,348.45 a month');
    expect(answer).toContain(
      'For your household as saved on Profile & Settings: a spouse who receives Aid and Attendance and 1 child 18 to 23 in school.',
    );
  });

  it('with no household known, the amount is for a veteran alone and says what it depends on', () => {
    const answer = ask('how much does 70% pay');
    expect(answer).toContain('**70%: $1,808.45 a month** for a veteran with no dependents');
    expect(answer).toContain(wording.householdUnknown);
    expect(wording.householdUnknown).toMatch(/spouse.*children.*parents.*Profile & Settings/);
  });

  it('at 10% and 20% the household does not change the amount, and the answer says so', () => {
    const answer = ask('what does 20% pay with my wife and 2 kids');
    expect(answer).toContain('**20%: $356.66 a month**');
    expect(answer).toContain(wording.sameForEveryHousehold);
  });

  it('"how much do I get": the saved ratings combined, paid to the profile’s household', () => {
    const answer = ask('how much do I get', {
      veteranCase: {
        ...onProfile({ spouse: true, childrenUnder18: 2 }),
        disabilities: [
          { name: 'PTSD', currentPercentage: 50, diagnosticCode: '9411', side: null },
          { name: 'Lower back', currentPercentage: 30, diagnosticCode: null, side: null },
        ],
      },
    });
    expect(answer).toContain('**Combined rating: 70%**');
    expect(answer).toContain('**70% with a spouse and 2 children under 18: $2,150.45 a month**');
  });

  it('"what does my rating pay" with no dependents saved says the amount is for a veteran alone', () => {
    const answer = ask('what does my rating pay', {
      asked: asking('my-rating'),
      veteranCase: {
        disabilities: [{ name: 'PTSD', currentPercentage: 50, diagnosticCode: '9411', side: null }],
        claims: [],
      },
    });
    expect(answer).toContain('**50%: $1,132.90 a month** for a veteran with no dependents');
    expect(answer).toContain(wording.householdUnknown);
  });

  it('a what-if pays the household too', () => {
    const answer = ask('what if my PTSD went to 70', {
      asked: asking('what-if'),
      veteranCase: {
        ...onProfile({ spouse: true, childrenUnder18: 2 }),
        disabilities: [
          { name: 'PTSD', currentPercentage: 50, diagnosticCode: '9411', side: null },
          { name: 'Lower back', currentPercentage: 30, diagnosticCode: null, side: null },
        ],
      },
    });
    // 80% with a spouse and a child $2,406.15 + $87.00; 70%: $2,074.45 + $76.00.
    expect(answer).toContain(
      'That would pay **$2,493.15 a month** instead of $2,150.45 for a veteran with a spouse and 2 children under 18, as saved on Profile & Settings (2026 rates).',
    );
  });

  it('from 1 Dec 2026 the what-if and own-case pay say they use the 2026 table (va-facts §14)', () => {
    const veteranCase = {
      ...onProfile({ spouse: true, childrenUnder18: 2 }),
      disabilities: [
        { name: 'PTSD', currentPercentage: 50, diagnosticCode: '9411', side: null },
        { name: 'Lower back', currentPercentage: 30, diagnosticCode: null, side: null },
      ],
    };
    const note =
      "VA's 2027 rates took effect on December 1, 2026 and Wingman has not loaded them yet, so this amount is from the 2026 rates, the previous table; VA's amount is likely a little higher.";
    const whatIf = ask('what if my PTSD went to 70', {
      today: '2026-12-07',
      asked: asking('what-if'),
      veteranCase,
    });
    expect(whatIf).toContain(`(2026 rates). ${note}`);
    const ownPay = ask('what does my rating pay', {
      today: '2026-12-07',
      asked: asking('my-rating'),
      veteranCase,
    });
    expect(ownPay).toContain('$2,150.45 a month');
    expect(ownPay).toContain(note);
    expect(
      ask('what if my PTSD went to 70', { asked: asking('what-if'), veteranCase }),
    ).not.toContain('the previous table');
  });
});
