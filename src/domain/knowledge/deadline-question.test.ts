import { describe, expect, it } from 'vitest';
import type { HolidayLookup } from '../deadlines/filing-deadline';
import { answerDeadlineQuestion, readDeadlineQuestion } from './deadline-question';
import { knowledgeRules, reviewLanes } from './fixtures/knowledge-fixtures';

const today = '2026-11-23';
const holidayOn: HolidayLookup = (date) =>
  date === '2027-01-18' ? 'Martin Luther King Jr. Day' : null;

describe('reading a decision or intent-to-file date', () => {
  it.each([
    ['my decision letter is dated March 3, 2026', 'decision', '2026-03-03', null, null],
    ['I got denied on 3/3/2026', 'decision', '2026-03-03', null, null],
    [
      'HLR deadline for a decision from Jan 5 2026',
      'decision',
      '2026-01-05',
      null,
      'higher-level-review',
    ],
    ['The board denied my appeal on 2026-02-10', 'decision', '2026-02-10', 'board-decision', null],
    [
      'my HLR decision came back on 5th of October 2026',
      'decision',
      '2026-10-05',
      'higher-level-review',
      null,
    ],
    ['my increase was denied 9/30/25', 'decision', '2025-09-30', 'increase-claim', null],
    ['I filed my intent to file on June 1, 2026', 'intent-to-file', '2026-06-01', null, null],
    [
      'when is the deadline to appeal to the board, decision dated Aug 14 2026',
      'decision',
      '2026-08-14',
      null,
      'board-appeal',
    ],
  ])('"%s"', (text, kind, date, decisionType, askedLane) => {
    expect(readDeadlineQuestion(text, today)).toEqual({
      kind,
      date,
      yearAssumed: false,
      decisionType,
      askedLane,
    });
  });

  it('a date without a year is the most recent such day, and says so', () => {
    expect(readDeadlineQuestion('I got my decision letter on December 2', today)).toMatchObject({
      date: '2025-12-02',
      yearAssumed: true,
    });
  });

  it.each([
    'what is a decision review',
    'I was born March 3, 1980',
    'my decision letter is dated February 30, 2026',
    'how do legacy appeals work for decisions before February 19, 2019',
  ])('"%s" has no decision date to count from', (text) => {
    expect(readDeadlineQuestion(text, today)).toBeNull();
  });
});

const answer = (text: string) =>
  answerDeadlineQuestion({
    question: readDeadlineQuestion(text, today)!,
    today,
    holidayOn,
    lanes: reviewLanes,
    wording: knowledgeRules.deadlineAnswer,
  });

describe('the answer lists the lanes for that decision with their deadlines', () => {
  it('a letter of March 3, 2026: HLR and Board by March 3, 2027, Supplemental Claim any time', () => {
    const { markdown, sources } = answer('my decision letter is dated March 3, 2026');
    expect(markdown).toContain('dated Tuesday, March 3, 2026');
    expect(markdown).toContain('**Higher-Level Review** (VA Form 20-0996), 100 days from today');
    expect(markdown).toContain('Request by **Wednesday, March 3, 2027**');
    expect(markdown).toContain('**Supplemental Claim** (VA Form 20-0995): No deadline');
    expect(markdown).toContain(
      'and only a Board decision can be appealed to the Court of Appeals for Veterans Claims (within 120 days). Tell me what the decision was about (a first claim, an increase, a Supplemental Claim, a Higher-Level Review or a Board decision) and I can narrow this down.',
    );
    expect(markdown).not.toContain('Add the decision type');
    expect(sources.map((source) => source.label)).toEqual(
      expect.arrayContaining([
        'VA Form 20-0996, Decision Review Request: Higher-Level Review',
        'VA Form 10182, Decision Review Request: Board Appeal (Notice of Disagreement)',
        '38 CFR 3.110',
      ]),
    );
  });

  it('a deadline on a weekend moves to the next workday, with the rule (38 CFR 3.110)', () => {
    const { markdown } = answer('I got denied on 3/6/2026');
    expect(markdown).toContain('**Monday, March 8, 2027**');
    expect(markdown).toContain(
      'The period ends on Saturday, March 6, 2027 (a weekend), so the deadline moves to the next workday (38 CFR 3.110).',
    );
  });

  it('a deadline on a federal holiday moves too, naming the holiday', () => {
    const { markdown } = answer('my decision letter is dated January 18, 2026');
    expect(markdown).toContain('**Tuesday, January 19, 2027**');
    expect(markdown).toContain('(Martin Luther King Jr. Day)');
  });

  it('after a Board decision: the Court within 120 days, and no Higher-Level Review', () => {
    const { markdown, sources } = answer('the board denied my appeal on 2026-10-01');
    expect(markdown).toContain('Appeal to the Court of Appeals for Veterans Claims');
    expect(markdown).toContain('**Friday, January 29, 2027**');
    expect(markdown).not.toContain('**Higher-Level Review**');
    expect(sources.map((source) => source.label)).toContain('38 U.S.C. 7266(a)');
  });

  it('the lane asked about comes first', () => {
    const { markdown } = answer(
      'when is the deadline to appeal to the board, decision dated Aug 14 2026',
    );
    expect(markdown.indexOf('**Board Appeal**')).toBeLessThan(
      markdown.indexOf('**Higher-Level Review**'),
    );
  });

  it('a passed deadline says so', () => {
    expect(answer('my decision letter is dated May 1, 2025').markdown).toContain(
      'The year to request a Higher-Level Review ended on **Friday, May 1, 2026**',
    );
  });

  it('an intent to file: the claim is due one year after VA received it', () => {
    const { markdown, sources } = answer('I filed my ITF on June 1, 2026');
    expect(markdown).toContain('submit your complete claim by Tuesday, June 1, 2027');
    expect(markdown).toContain(
      'Submit the complete claim by Tuesday, June 1, 2027, one year after VA received the intent to file. If the claim is granted, the effective date can go back to Monday, June 1, 2026.',
    );
    expect(sources).toEqual(
      expect.arrayContaining([
        {
          label: '38 CFR 3.155 (How to file a claim)',
          url: 'https://www.ecfr.gov/current/title-38/chapter-I/part-3/section-3.155',
        },
        {
          label: expect.stringMatching(/^VA Form 21-0966, /),
          url: 'https://www.va.gov/find-forms/about-form-21-0966/',
        },
      ]),
    );
  });

  it('links each form to its VA.gov page and ends with where to get free help', () => {
    const { markdown, sources } = answer('my decision letter is dated March 3, 2026');
    expect(sources).toContainEqual({
      label: 'VA Form 20-0996, Decision Review Request: Higher-Level Review',
      url: 'https://www.va.gov/find-forms/about-form-20-0996/',
    });
    expect(markdown).toContain('A VSO representative can help you choose a lane for free.');
  });

  it('the detailed opening says the time limits count from the date on the letter', () => {
    const { markdown } = answerDeadlineQuestion({
      question: readDeadlineQuestion('my decision letter is dated March 3, 2026', today)!,
      today,
      holidayOn,
      lanes: reviewLanes,
      wording: knowledgeRules.deadlineAnswer,
      personality: 'detailed',
    });
    expect(markdown.split('\n\n')[0]).toBe(
      'Each way of asking VA to look again has its own time limit, counted from the date printed on the decision letter (not the day it reached you).',
    );
  });
});
