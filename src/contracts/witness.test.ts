import { describe, expect, it } from 'vitest';
import { composeWitnessStatement, witnessAnswersSchema, witnessRelationshipText } from './witness';

const answers = witnessAnswersSchema.parse({
  fullName: ' Maria Alvarez ',
  relationships: ['coworkerOrSupervisor', 'servedWith'],
  otherRelationship: 'neighbor since 2012',
  howTheyKnow: 'We worked the night shift together\nfrom 2010 to 2014.  ',
  whatTheySaw: 'He could not lift the boxes.',
  whenTheySawIt: '2012',
  beforeService: '   ',
  certified: true,
});

describe('a witness statement from the answers', () => {
  it('keeps each answer as written, under its question, leaving out the empty ones', () => {
    expect(composeWitnessStatement(answers)).toBe(
      [
        'How do you know the veteran, and for how long?\nWe worked the night shift together\nfrom 2010 to 2014.  ',
        'What did you see or hear yourself?\nHe could not lift the boxes.',
        'When did you see it?\n2012',
      ].join('\n\n'),
    );
    expect(answers.fullName).toBe(' Maria Alvarez ');
  });

  it('names the relationships in item 19’s order, then the witness’s own words', () => {
    expect(witnessRelationshipText(answers)).toBe(
      'served with the veteran, coworker or supervisor, neighbor since 2012',
    );
  });

  it('refuses answers without a relationship or the certification', () => {
    const result = witnessAnswersSchema.safeParse({
      ...answers,
      relationships: [],
      otherRelationship: ' ',
      certified: false,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'certified',
      'relationships',
    ]);
  });
});
