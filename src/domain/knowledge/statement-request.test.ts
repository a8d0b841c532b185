import { describe, expect, it } from 'vitest';
import { readStatementRequest } from './statement-request';

describe('requests to draft a statement', () => {
  it.each([
    ['Can you help me write a buddy letter for my wife about my migraines?', 'buddy-letter'],
    ['draft a lay statement template', 'buddy-letter'],
    ['what should I write in a 21-10210', 'buddy-letter'],
    ['help me write my personal statement about migraine headaches', 'personal-statement'],
    ['is there a template for a statement in support of claim', 'personal-statement'],
  ])('"%s" → %s', (text, kind) => {
    expect(readStatementRequest(text)).toBe(kind);
  });

  it.each(['what is a buddy letter', 'do buddy letters help', 'write to the VA about my claim'])(
    '"%s" asks for no statement',
    (text) => {
      expect(readStatementRequest(text)).toBeNull();
    },
  );
});
