import { describe, expect, it } from 'vitest';
import { accountExportSchema } from '../../../contracts/account';
import { exportPdfSections } from './export-pdf';
import { exportFileHeader } from './pdf-sections/pdf-section';
import { withoutMarkdown } from './pdf-sections/pdf-words';

describe('the PDF export beside the JSON export', () => {
  it('has a section for every section of the JSON file, and none it lacks', () => {
    const header: readonly string[] = exportFileHeader;
    const jsonSections = Object.keys(accountExportSchema.shape).filter(
      (key) => !header.includes(key),
    );
    expect(jsonSections.length).toBeGreaterThan(10);
    expect(Object.keys(exportPdfSections).sort()).toEqual(jsonSections.sort());
  });

  it('gives every section its own heading', () => {
    const titles = Object.values(exportPdfSections).map((section) => section.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

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
