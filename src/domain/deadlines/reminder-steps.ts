/**
 * Which reminder a deadline is due for: the nearest step (days before the last day) that the
 * days left have reached. A deadline recorded with 20 days left gets its 30-day reminder at once,
 * not the 90-day one it missed, and the 7-day one later.
 */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [90, 30, 7, 1];

export function reminderStepDue(daysLeft: number, steps: readonly number[]): number | null {
  if (daysLeft < 0) return null;
  const reached = steps.filter((step) => step >= daysLeft);
  return reached.length > 0 ? Math.min(...reached) : null;
}
