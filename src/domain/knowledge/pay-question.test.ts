import { describe, expect, it } from 'vitest';
import { compensationRates, knowledgeRules } from './fixtures/knowledge-fixtures';
import { answerPayQuestion, readPayQuestion } from './pay-question';

describe('readPayQuestion', () => {
  it.each([
    ['how much will I get paid at 70%', 70],
    ['What does 100 percent pay a month?', 100],
    ['how much money is 30%', 30],
    ['is 0% paid at all?', 0],
  ])('"%s" asks what %i% pays', (question, rating) => {
    expect(readPayQuestion(question)).toBe(rating);
  });

  it.each([
    'what does 70% require for PTSD', // criteria, not money
    'how much is 50% and 30% a month', // two ratings: the combined-rating answer says it
    'does TDIU pay at 100% if I am rated 60%', // TDIU has its own article
    'how much does 75% pay', // not a rating VA gives
    'how much will I get paid',
  ])('"%s" is not a one-rating pay question', (question) => {
    expect(readPayQuestion(question)).toBeNull();
  });
});

const pay = { rates: compensationRates, wording: knowledgeRules.payAnswer };

describe('answerPayQuestion', () => {
  it('gives the amount of the table in effect, its date and where to confirm it', () => {
    const answer = answerPayQuestion(70, { ...pay, today: '2026-11-23' });
    expect(answer.markdown).toContain('$1,808.45 a month');
    expect(answer.markdown).toContain('2026 rates, paid from December 1, 2025');
    expect(answer.markdown).toContain('confirm them on VA.gov');
    expect(answer.markdown).not.toContain('the previous table');
    expect(answer.sources[0]?.url).toBe(
      'https://www.va.gov/disability/compensation-rates/veteran-rates/',
    );
  });

  it('uses the older table for a date before the newer one took effect', () => {
    const answer = answerPayQuestion(70, { ...pay, today: '2025-06-01' });
    expect(answer.markdown).toContain('$1,759.19 a month');
  });

  it('from 1 Dec 2026 says the amount is from the 2026 table, the 2027 table not being loaded (va-facts §14)', () => {
    const answer = answerPayQuestion(70, { ...pay, today: '2026-12-01' });
    expect(answer.markdown).toContain('$1,808.45 a month');
    expect(answer.markdown).toContain(
      "VA's 2027 rates took effect on December 1, 2026 and Wingman has not loaded them yet, so this amount is from the 2026 rates, the previous table; VA's amount is likely a little higher.",
    );
  });

  it('says plainly that 0% pays nothing, without notes about amounts', () => {
    const answer = answerPayQuestion(0, { ...pay, today: '2026-11-23' });
    expect(answer.markdown).toContain('0% pays nothing each month');
    expect(answer.markdown).not.toContain('Special monthly compensation');
  });

  it('the detailed opening says VA pays by the combined rating (38 CFR 4.25)', () => {
    const answer = answerPayQuestion(70, { ...pay, today: '2026-11-23', personality: 'detailed' });
    expect(answer.markdown.split('\n\n')[0]).toBe(
      'VA pays by your combined rating (38 CFR 4.25), not by each rating on its own, so this is the amount for a combined rating at this level.',
    );
  });

  it('the line about checking the amounts names the day they were checked', () => {
    const answer = answerPayQuestion(70, { ...pay, today: '2026-12-01' });
    expect(answer.markdown).toContain(
      "These amounts were last checked on November 25, 2026; confirm them on VA.gov before you plan around them. VA's 2027 rates took effect on December 1, 2026 and Wingman has not loaded them yet, so this amount is from the 2026 rates, the previous table; VA's amount is likely a little higher. VA.gov lists the amounts paid now.",
    );
  });
});
