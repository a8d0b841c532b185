import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_DAYS, reminderStepDue } from './reminder-steps';

describe('reminderStepDue', () => {
  it.each([
    [120, null],
    [91, null],
    [90, 90],
    [45, 90],
    [30, 30],
    [20, 30],
    [7, 7],
    [2, 7],
    [1, 1],
    [0, 1],
    [-1, null],
  ])('%i days left → step %s', (daysLeft, step) => {
    expect(reminderStepDue(daysLeft, DEFAULT_REMINDER_DAYS)).toBe(step);
  });

  it('follows the steps it is given', () => {
    expect(reminderStepDue(10, [14, 3])).toBe(14);
    expect(reminderStepDue(3, [14, 3])).toBe(3);
  });
});
