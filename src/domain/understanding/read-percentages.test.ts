import { describe, expect, it } from 'vitest';
import { readPercentages } from './read-percentages';

/** Each percentage as value, owner and side: "20 back", "10 knees left", "70 combined". */
const read = (text: string) =>
  readPercentages(text).map(({ value, of, condition, side }) =>
    [value, of === 'condition' ? condition : of, side].filter(Boolean).join(' '),
  );

describe('percentages and what they belong to', () => {
  it('reads a combined rating apart from the ratings listed, each knee included', () => {
    expect(
      read(
        "I'm 70% combined but back 20, knees 10 each, tinnitus 10, PTSD 50 — did they screw up the math?",
      ),
    ).toEqual([
      '70 combined',
      '20 back',
      '10 knees left',
      '10 knees right',
      '10 tinnitus',
      '50 ptsd',
    ]);
  });

  it.each([
    ['I have 50% and 30%', ['50 unknown', '30 unknown']],
    [
      'left knee 10% and right knee 20%, plus 50% for PTSD',
      ['10 knee left', '20 knee right', '50 ptsd'],
    ],
    ['10% for each knee and 30% for my back', ['10 knee left', '10 knee right', '30 back']],
    ['what is 60 + 40 + 20', ['60 unknown', '40 unknown', '20 unknown']],
    ["I'm at 70% and want 100%", ['70 combined', '100 goal']],
    ['I am 90% with 50% for PTSD', ['90 combined', '50 ptsd']],
    ['my combined is 90 and I need 100', ['90 combined', '100 goal']],
    ['sleep apnea at 50 percent, migraines 30 pct', ['50 sleep apnea', '30 migraines']],
  ])('"%s" → %j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each([
    'I served 20 years and have 2 kids',
    'my decision letter is dated March 30, 2020',
    'what does VA Form 21-0966 do',
    'is 38 CFR 4.130 the formula for PTSD',
    'I get $1,800 a month',
    'my flexion is 60 degrees',
    'the exam was 10 minutes long',
  ])('"%s" holds no percentage', (text) => {
    expect(read(text)).toEqual([]);
  });

  it('marks the veteran’s own rating', () => {
    expect(readPercentages('Can they take my 50%?')).toEqual([
      { value: 50, of: 'unknown', own: true },
    ]);
    expect(readPercentages('what does 50% for PTSD mean')[0]?.own).toBe(false);
  });
});
