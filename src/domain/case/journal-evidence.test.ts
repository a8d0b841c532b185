import { describe, expect, it } from 'vitest';
import { dateSpan, journalItem } from './journal-evidence';

describe('the symptom journal’s item on the evidence map', () => {
  it.each([
    ['2026-03-03', '2026-03-03', 'Mar 03, 2026'],
    ['2026-03-03', '2026-11-20', 'Mar 03 – Nov 20, 2026'],
    ['2025-12-30', '2026-01-02', 'Dec 30, 2025 – Jan 02, 2026'],
  ])('spans %s to %s as "%s"', (first, last, words) => {
    expect(dateSpan(first, last)).toBe(words);
  });

  it('counts the entries, spans their days to the last day of a range, and names the newest', () => {
    const item = journalItem('severity', [
      { condition: 'Left knee', fromDate: '2026-05-01', toDate: '2026-05-30' },
      { condition: 'left knee', fromDate: '2026-05-28', toDate: null },
      { condition: 'Knee', fromDate: '2026-02-11', toDate: null },
    ]);
    expect(item).toMatchObject({
      kind: 'symptom-journal',
      state: 'confirmed',
      label: 'Symptom journal: 3 entries, Feb 11 – May 30, 2026',
      journalCondition: 'left knee',
    });
    expect(journalItem('severity', [])).toBeNull();
  });
});
