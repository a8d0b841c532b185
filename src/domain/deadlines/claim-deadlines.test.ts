import { describe, expect, it } from 'vitest';
import lanesContent from '../../../content/review-lanes.json';
import { claimDeadlines, mostUrgentFirst, type ClaimDates } from './claim-deadlines';
import type { HolidayLookup } from './filing-deadline';
import type { ReviewLanesContent } from './review-lanes';

const content = lanesContent as ReviewLanesContent;
const noHolidays: HolidayLookup = () => null;
const TODAY = '2026-03-15';
const dates = (extra: Partial<ClaimDates>): ClaimDates => ({
  submittedDate: '2025-01-10',
  decisionDate: null,
  decisionType: null,
  intentToFileDate: null,
  ...extra,
});
const deadlinesOf = (extra: Partial<ClaimDates>) =>
  claimDeadlines(dates(extra), TODAY, noHolidays, content);

describe('claimDeadlines', () => {
  it('has nothing to count without a decision or an intent to file', () => {
    expect(deadlinesOf({})).toEqual({
      intentToFile: null,
      review: null,
      mostUrgent: null,
      workdayRule: null,
    });
  });

  it('the most urgent deadline is the nearest one, not the Supplemental Claim’s effective date', () => {
    const board = deadlinesOf({ decisionDate: '2026-01-20', decisionType: 'board-decision' });
    // 120 days from 20 Jan 2026 is 20 May 2026 (a Wednesday): 66 days after 15 Mar.
    expect(board.mostUrgent).toMatchObject({ deadline: '2026-05-20', daysLeft: 66 });
  });

  it('counts an intent to file until the claim is submitted within its year', () => {
    const waiting = deadlinesOf({ submittedDate: '2026-01-01', intentToFileDate: '2026-02-02' });
    expect(waiting.mostUrgent).toMatchObject({ deadline: '2027-02-02' });
    const met = deadlinesOf({ submittedDate: '2026-03-02', intentToFileDate: '2026-02-02' });
    expect(met.mostUrgent).toBeNull();
  });

  it('names the workday rule only when a deadline moved', () => {
    expect(deadlinesOf({ decisionDate: '2025-09-30' }).workdayRule).toBeNull();
    // 2027-01-02 is a Saturday.
    expect(deadlinesOf({ decisionDate: '2026-01-02' }).workdayRule).toMatchObject({
      label: '38 CFR 3.110',
      url: 'https://www.ecfr.gov/current/title-38/chapter-I/part-3/section-3.110',
    });
  });
});

describe('mostUrgentFirst', () => {
  const listed = (name: string, extra: Partial<ClaimDates>, createdAt = '2026-01-01T00:00:00Z') => {
    const claim = dates(extra);
    return {
      name,
      ...claim,
      createdAt,
      deadlines: claimDeadlines(claim, TODAY, noHolidays, content),
    };
  };

  it('just-missed, then nearest open deadlines, then the rest newest first', () => {
    const order = mostUrgentFirst([
      listed('no dates, older', { submittedDate: '2025-06-01' }),
      listed('199 days left', { decisionDate: '2025-09-30', decisionType: 'initial-claim' }),
      listed('long overdue', { decisionDate: '2023-01-10', decisionType: 'initial-claim' }),
      listed('10 days left', { decisionDate: '2025-03-25', decisionType: 'higher-level-review' }),
      listed('no dates, newer', { submittedDate: '2026-02-01' }),
      listed('ended 3 days ago', { decisionDate: '2025-03-12', decisionType: 'initial-claim' }),
      listed(
        'no dates, same day, created later',
        { submittedDate: '2026-02-01' },
        '2026-02-02T00:00:00Z',
      ),
    ]).map((claim) => claim.name);
    expect(order).toEqual([
      'ended 3 days ago',
      '10 days left',
      '199 days left',
      'no dates, same day, created later',
      'no dates, newer',
      'no dates, older',
      // A deadline that passed long ago no longer asks for action; it sorts by its submitted date.
      'long overdue',
    ]);
  });
});
