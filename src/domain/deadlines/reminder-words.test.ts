import { describe, expect, it } from 'vitest';
import { daysAwayAtStep, spellDeadlineDay, spellRecordDay } from './reminder-words';

describe('reminder words', () => {
  it.each([
    [90, 90, 'in 90 days'],
    [30, 30, 'in 30 days'],
    [1, 1, 'tomorrow'],
    [0, 1, 'today'],
    [65, 90, 'within 90 days (65 days from today)'],
    [29, 30, 'within 30 days (29 days from today)'],
    [1, 7, 'tomorrow'],
  ])('%i days left at the %i-day reminder reads "%s"', (days, step, words) => {
    expect(daysAwayAtStep(days, step)).toBe(words);
  });

  it('spells a deadline with its weekday and a recorded day without', () => {
    expect(spellDeadlineDay('2027-06-01')).toBe('Tuesday, June 1, 2027');
    expect(spellRecordDay('2026-06-01')).toBe('June 1, 2026');
  });
});
