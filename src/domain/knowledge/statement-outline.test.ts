import { describe, expect, it } from 'vitest';
import { testConditions } from './fixtures/knowledge-fixtures';
import { answerStatementRequest, readStatementRequest } from './statement-outline';

const read = (text: string) => readStatementRequest(text, testConditions);

describe('requests for a statement outline', () => {
  it.each([
    [
      'Can you help me write a buddy letter for my wife about my migraines?',
      'buddy-letter',
      'migraines',
    ],
    ['draft a lay statement template', 'buddy-letter', null],
    ['what should I write in a 21-10210', 'buddy-letter', null],
    [
      'help me write my personal statement about migraine headaches',
      'personal-statement',
      'migraine headaches',
    ],
    ['is there a template for a statement in support of claim', 'personal-statement', null],
  ])('"%s" → %s about %s', (text, kind, topic) => {
    expect(read(text)).toEqual({ kind, topic });
  });

  it.each(['what is a buddy letter', 'do buddy letters help', 'write to the VA about my claim'])(
    '"%s" asks no outline',
    (text) => {
      expect(read(text)).toBeNull();
    },
  );
});

describe('the outline has placeholders, never facts', () => {
  it.each([
    [
      'buddy-letter',
      'VA Form 21-10210, Lay/Witness Statement',
      'I saw [what happened that relates to migraines]',
    ],
    [
      'personal-statement',
      'VA Form 21-4138, Statement in Support of Claim',
      'During a flare-up, [what happens',
    ],
  ] as const)('%s', (kind, form, line) => {
    const { markdown, sources } = answerStatementRequest({ kind, topic: 'migraines' });
    expect(markdown).toContain(line);
    expect(markdown).toContain('I certify that the statements above are true and correct');
    expect(markdown).toContain('Fill in every bracket with what truly happened');
    expect(sources.map((source) => source.label)).toEqual([form]);
  });
});
