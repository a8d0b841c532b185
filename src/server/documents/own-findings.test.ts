import { describe, expect, it } from 'vitest';
import { combined } from '../test/combined-analysis';
import { ownFindings } from './own-findings';

describe('a document’s own findings', () => {
  it('takes from a combined analysis only the findings read from this document', () => {
    expect(ownFindings(combined('b', 'dbq.txt')).map((f) => f.quote.text)).toEqual([
      'Diagnosis: lumbosacral strain',
    ]);
  });

  it('knows the document by its place among those read, after a rename', () => {
    expect(ownFindings(combined('a', 'renamed.txt'))).toHaveLength(1);
  });

  it('has none without an analysis', () => {
    expect(ownFindings({ ...combined('a', 'x'), analysis: null })).toEqual([]);
  });
});
