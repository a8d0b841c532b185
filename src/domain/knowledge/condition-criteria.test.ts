import { describe, expect, it } from 'vitest';
import { answerConditionCriteria, readConditionCriteriaQuestion } from './condition-criteria';
import { testConditions } from './fixtures/knowledge-fixtures';

const read = (text: string) => readConditionCriteriaQuestion(text, testConditions);

describe('questions about what a rating level takes', () => {
  it.each([
    ['what does 30% for migraine require', 30],
    ['what are the criteria for migraine headaches', null],
    ['how do I get to the next level for my migraines', null],
    ['I have migraines at 10 percent, what does 50% take', 10],
    ['what does 40% migraine require', null], // no such level: all levels are shown
    ['whats 50% for migraines', 50],
    ['what does a migraine need for 30%', 30],
  ])('"%s" → %s', (text, percentage) => {
    expect(read(text)).toMatchObject({ condition: { diagnosticCode: '8100' }, percentage });
  });

  it.each([
    'how do I file a claim for migraines',
    'what does 30% for my back require',
    'can I work with a 100% migraine rating',
    'migraines should go higher than 30%',
    'will migraines take my license away?',
  ])('"%s" is not one', (text) => {
    expect(read(text)).toBeNull();
  });
});

describe('"can I get more than N%?"', () => {
  it('shows the levels above the one named', () => {
    const question = read('my migraines got worse, can I get more than 30%?');
    expect(question).toMatchObject({ percentage: null, above: 30 });
    const { markdown } = answerConditionCriteria(question!);
    expect(markdown).toContain('The levels above 30%:');
    expect(markdown).toContain('**50%:**');
    expect(markdown).not.toContain('**10%:**');
  });

  it('opens with a plain no when the named level is already the highest', () => {
    const { markdown } = answerConditionCriteria(read('can I get more than 50% for migraines?')!);
    expect(markdown.split('\n\n')[0]).toBe(
      '**No: 50% is the highest level under diagnostic code 8100**, so a rating above 50% cannot come from it.',
    );
  });
});

describe('the answer reads the levels from the conditions data', () => {
  it('the level asked and the next one, with the regulation', () => {
    const { markdown, sources } = answerConditionCriteria(
      read('what does 10% for migraine require')!,
    );
    expect(markdown).toContain('**Migraine** (diagnostic code 8100, 38 CFR 4.124a)');
    expect(markdown).toContain('- **10%:** Prostrating attacks about once in 2 months.');
    expect(markdown).toContain('- **30%:** Prostrating attacks about once a month.');
    expect(markdown).not.toContain('**50%:**');
    expect(sources.map((source) => source.label)).toEqual(['38 CFR 4.124a']);
  });

  it('every level when none was asked, or when the personality is detailed', () => {
    const all = answerConditionCriteria(read('what are the criteria for migraines')!).markdown;
    const detailed = answerConditionCriteria(
      read('what does 10% migraine require')!,
      'detailed',
    ).markdown;
    for (const markdown of [all, detailed]) expect(markdown).toContain('**50%:**');
  });
});
