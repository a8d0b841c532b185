import { describe, expect, it } from 'vitest';
import { knowledgeRules } from './fixtures/knowledge-fixtures';
import { answerRatingQuestion, readRatingQuestion } from './rating-question';

const percentages = (text: string) =>
  readRatingQuestion(text)?.entries.map((entry) =>
    entry.side ? `${entry.percentage}${entry.side[0]}` : String(entry.percentage),
  );

describe('reading the ratings in a question', () => {
  it.each([
    ['I have 50% and 30%', ['50', '30']],
    ['70 and 40 and 20 with both knees at 10', ['70', '40', '20', '10l', '10r']],
    ['what is 60 + 40 + 20', ['60', '40', '20']],
    ['I am rated 30, 20, 10 and 10', ['30', '20', '10', '10']],
    ['left knee 10% and right knee 20%, plus 50% for PTSD', ['10l', '20r', '50']],
    ['10% for each knee and 30% for my back', ['10l', '10r', '30']],
    ['My ratings: 90 percent and 50 percent', ['90', '50']],
    ['30% back, 0% scar and 20% tinnitus', ['30', '0', '20']],
    ['I have 40% and 20%, letter dated March 30, 2020', ['40', '20']],
    // 4.26 pairs arms with arms and legs with legs.
    ['left knee 10% and right shoulder 20% and 30% back', ['10', '20', '30']],
    ['both arms at 20 and both legs at 10', ['20l', '20r', '10l', '10r']],
  ])('"%s" → %j', (text, expected) => {
    expect(percentages(text)).toEqual(expected);
  });

  it.each([
    'I have 50% for PTSD, how do I increase it?',
    "I'm at 70% and want 100%",
    'I served 20 years and have 2 kids',
    'my decision letter is dated March 30, 2020',
    'I am 70% combined with one rating at 40%, can I get TDIU?',
    'I have 60% and 40%, do I qualify for individual unemployability?',
    'I am 90% with 50% for PTSD, what else can I claim?',
    'what does VA Form 21-0966 do',
    'is 38 CFR 4.130 the formula for PTSD',
  ])('"%s" is not a question about combining ratings', (text) => {
    expect(readRatingQuestion(text)).toBeNull();
  });
});

describe('the answer uses the rating engine and shows its steps (38 CFR 4.25, 4.26)', () => {
  const answer = (text: string) =>
    answerRatingQuestion(readRatingQuestion(text)!, knowledgeRules.ratingAnswer);

  it.each([
    // va-facts §1.3 vectors 2, 3, 4, 9, 15 and §2.2 B1.
    ['I have 50% and 30%', 70, ['50 becomes **65**', '65 rounds to the nearest 10']],
    ['40 and 20 percent', 50, ['40 becomes **52**']],
    ['what is 60 + 40 + 20', 80, ['60 becomes **76**', '76 becomes **81**']],
    ['90% and 50%', 100, ['90 becomes **95**']],
    ['30, 20, 10 and 10 percent', 60, ['50 becomes **55**']],
    ['60 and 20 with both legs at 10', 70, ['combine to 19', 'giving **21**', '68 becomes **74**']],
  ] as const)('"%s" → %i%%', (text, combined, steps) => {
    const { markdown } = answer(text);
    expect(markdown).toContain(`**Combined rating: ${combined}%**`);
    for (const step of steps) expect(markdown).toContain(step);
  });

  it('cites 38 CFR 4.25, and 4.26 when sides are given', () => {
    expect(answer('50% and 30%').sources.map((source) => source.label)).toEqual([
      '38 CFR 4.25 (Combined ratings table)',
    ]);
    expect(answer('both knees at 10 and 50%').sources.map((source) => source.label)).toEqual([
      '38 CFR 4.25 (Combined ratings table)',
      '38 CFR 4.26 (Bilateral factor)',
    ]);
  });

  it('says when the bilateral factor does not apply (one side at 0%)', () => {
    const { markdown } = answer('left knee 10% and right knee 0% and 30%');
    expect(markdown).toContain('does not apply here');
    expect(markdown).toContain('**Combined rating: 40%**');
  });

  it('personality changes the opening and detail, never the result', () => {
    const question = readRatingQuestion('50% and 30%')!;
    const answers = (['professional', 'friendly', 'detailed'] as const).map(
      (personality) =>
        answerRatingQuestion(question, knowledgeRules.ratingAnswer, personality).markdown,
    );
    for (const markdown of answers) expect(markdown).toContain('**Combined rating: 70%**');
    expect(answers[1]).toContain('Let’s work it out together');
    expect(answers[2]).toContain('Added together they would make 80%');
    expect(answers[0]).not.toContain('Added together');
  });
});
