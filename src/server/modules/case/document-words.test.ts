import { describe, expect, it } from 'vitest';
import { combined } from '../../test/combined-analysis';
import { quoteOnPage } from './document-words';

describe('a quote on a page', () => {
  const document = {
    ...combined('a', 'nexus.txt'),
    fileContent:
      'Page one.\fIt is my opinion that the\nveteran’s back   condition began in service.',
  };

  it.each([
    ['in a finding on that page', 1, 'as likely as not caused', 'as likely as not caused'],
    [
      'a finding’s whole quote, spaced otherwise',
      1,
      'at least as  likely as not\ncaused by service',
      'at least as likely as not caused by service',
    ],
    [
      'in the stored text, across a line break',
      2,
      'the veteran’s back condition began',
      'the veteran’s back condition began',
    ],
    ['on another page', 1, 'back condition', undefined],
    ['of another document in the same analysis', 2, 'lumbosacral strain', undefined],
    ['words the document does not say', 2, 'the condition was caused by service', undefined],
    ['past the last page', 3, 'Page one.', undefined],
    ['only spaces', 1, '   ', undefined],
  ])('%s: %s', (_case, page, quote, kept) => {
    expect(quoteOnPage(document, page, quote)).toBe(kept);
  });

  it('is still found in the findings once the text has expired', () => {
    expect(quoteOnPage({ ...document, fileContent: null }, 1, 'caused by service')).toBe(
      'caused by service',
    );
    expect(quoteOnPage({ ...document, fileContent: null }, 2, 'back condition')).toBeUndefined();
  });
});
