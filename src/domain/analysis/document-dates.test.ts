import { describe, expect, it } from 'vitest';
import { readDocumentDate } from './document-dates';

describe('readDocumentDate', () => {
  it.each([
    ['June 12, 2026', '2026-06-12'],
    ['Jun 12 2026', '2026-06-12'],
    ['Sept. 3, 2025', '2025-09-03'],
    ['12 June 2026', '2026-06-12'],
    ['14 Sep 2010', '2010-09-14'],
    ['06/12/2026', '2026-06-12'],
    ['2026-06-12', '2026-06-12'],
    ['February 29, 2024', '2024-02-29'],
  ])('%s → %s', (text, iso) => {
    expect(readDocumentDate(text)).toBe(iso);
  });

  it.each(['February 29, 2025', '13/01/2026', 'June 31, 2026', 'Junk 12, 2026', ''])(
    'not a date: %s',
    (text) => {
      expect(readDocumentDate(text)).toBeUndefined();
    },
  );
});
