import { describe, expect, it } from 'vitest';
import { countOf, nounFor } from './count-of';

describe('countOf: a count with its noun, never "file(s)"', () => {
  it.each([
    [0, 'file', undefined, '0 files'],
    [1, 'file', undefined, '1 file'],
    [2, 'file', undefined, '2 files'],
    [1, 'document', undefined, '1 document'],
    [11, 'page', undefined, '11 pages'],
    [1, 'analysis', 'analyses', '1 analysis'],
    [2, 'analysis', 'analyses', '2 analyses'],
  ])('%i %s', (count, one, other, expected) => {
    expect(countOf(count, one, other)).toBe(expected);
  });

  it('gives the noun alone for a sentence that puts the count elsewhere', () => {
    expect(nounFor(1, 'Page')).toBe('Page');
    expect(nounFor(3, 'Page')).toBe('Pages');
  });
});
