import { describe, expect, it } from 'vitest';
import { reviewDeadlines } from './review-deadlines';

describe('reviewDeadlines: one year from the date on the decision letter (va-facts §5)', () => {
  it.each([
    {
      source: 'decision day itself',
      decision: '2024-03-15',
      today: '2024-03-15',
      deadline: '2025-03-15',
      daysLeft: 365,
      status: 'open',
    },
    {
      source: 'a year with 29 Feb has 366 days',
      decision: '2023-06-01',
      today: '2023-06-01',
      deadline: '2024-06-01',
      daysLeft: 366,
      status: 'open',
    },
    {
      source: '31 days left is still open',
      decision: '2024-03-15',
      today: '2025-02-12',
      deadline: '2025-03-15',
      daysLeft: 31,
      status: 'open',
    },
    {
      source: '30 days left is due soon',
      decision: '2024-03-15',
      today: '2025-02-13',
      deadline: '2025-03-15',
      daysLeft: 30,
      status: 'due-soon',
    },
    {
      source: 'the deadline day: 0 days left, due soon',
      decision: '2024-03-15',
      today: '2025-03-15',
      deadline: '2025-03-15',
      daysLeft: 0,
      status: 'due-soon',
    },
    {
      source: 'the day after: overdue',
      decision: '2024-03-15',
      today: '2025-03-16',
      deadline: '2025-03-15',
      daysLeft: -1,
      status: 'overdue',
    },
    {
      source: '29 Feb decision → 28 Feb (conservative; va-facts silent)',
      decision: '2024-02-29',
      today: '2025-02-01',
      deadline: '2025-02-28',
      daysLeft: 27,
      status: 'due-soon',
    },
  ])('$source', ({ decision, today, deadline, daysLeft, status }) => {
    const [hlr, board] = reviewDeadlines(decision, today).options;
    for (const option of [hlr, board]) {
      expect(option).toMatchObject({ hasDeadline: true, deadline, daysLeft, status });
    }
  });

  it('§4 names the forms: 20-0996 Higher-Level Review, 10182 Board appeal, 20-0995 Supplemental Claim', () => {
    const { options } = reviewDeadlines('2024-03-15', '2024-04-01');
    expect(options.map((option) => [option.lane, option.form])).toEqual([
      ['higher-level-review', '20-0996'],
      ['board-appeal', '10182'],
      ['supplemental-claim', '20-0995'],
    ]);
    expect(options[0].note).toContain('2025-03-15');
  });

  it('§5 a Supplemental Claim has no deadline, but the year keeps the earliest effective date', () => {
    const supplemental = reviewDeadlines('2024-03-15', '2024-04-01').options[2];
    expect(supplemental).toMatchObject({
      hasDeadline: false,
      deadline: null,
      daysLeft: null,
      earliestEffectiveDateKeptUntil: '2025-03-15',
      daysLeftToKeepEffectiveDate: 348,
    });
    expect(supplemental.note).toMatch(/^No deadline/);
    expect(supplemental.note).toContain('keeps the earliest effective date');
  });

  it('§5 after the year a Supplemental Claim is still possible', () => {
    const supplemental = reviewDeadlines('2022-01-10', '2024-04-01').options[2];
    expect(supplemental.note).toMatch(/^No deadline/);
    expect(supplemental.note).toContain('ended on 2023-01-10');
    expect(supplemental.daysLeftToKeepEffectiveDate).toBeLessThan(0);
  });

  it('§5 always points to the letter for shorter limits, and flags legacy decisions', () => {
    expect(reviewDeadlines('2019-02-19', '2019-03-01').notes).toHaveLength(1);
    const legacy = reviewDeadlines('2019-02-18', '2019-03-01').notes;
    expect(legacy).toHaveLength(2);
    expect(legacy[1]).toMatch(/legacy appeals system/);
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(() => reviewDeadlines('03/15/2024', '2024-04-01')).toThrow(RangeError);
    expect(() => reviewDeadlines('2024-03-15', '2024-02-30')).toThrow(RangeError);
  });
});
