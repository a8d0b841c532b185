import { describe, expect, it } from 'vitest';
import { withoutMarkdown } from './export-pdf';

describe("a chat answer's Markdown in the PDF", () => {
  it('drops the marks, keeps each link address after its words, and bullets the lists', () => {
    const answer = [
      '## What to do',
      '**Asking for a higher rating:** file VA Form 21-526EZ.',
      '- Read [VA.gov: Decision reviews](https://www.va.gov/decision-reviews/) first.',
      '_Wingman is an educational tool._',
      'A file_name_with_underscores stays as it is.',
    ].join('\n');
    expect(withoutMarkdown(answer)).toBe(
      [
        'What to do',
        'Asking for a higher rating: file VA Form 21-526EZ.',
        '• Read VA.gov: Decision reviews (https://www.va.gov/decision-reviews/) first.',
        'Wingman is an educational tool.',
        'A file_name_with_underscores stays as it is.',
      ].join('\n'),
    );
  });
});
