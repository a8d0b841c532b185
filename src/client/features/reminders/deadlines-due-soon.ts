import type { ClaimWithDeadlines } from '../../../contracts/claims';
import type { IntentToFile } from '../../../contracts/intent-to-file';
import { DUE_SOON_DAYS } from '../../../domain/deadlines/filing-deadline';
import { openDeadlines } from '../../../domain/deadlines/open-deadlines';

export type DueSoon = { count: number; nearest: { deadline: string; daysLeft: number } };

/**
 * The deadlines on My Claims still ahead and within DUE_SOON_DAYS (the cards' "due soon"),
 * across claims and open intents to file, each day counted once: how many, and the nearest.
 */
export function deadlinesDueSoon(
  claims: readonly ClaimWithDeadlines[],
  intents: readonly IntentToFile[],
): DueSoon | null {
  const ahead = [
    ...claims.flatMap((claim) => openDeadlines(claim.deadlines)),
    ...intents.filter((intent) => intent.state === 'open').map((intent) => intent.end),
  ].filter(({ daysLeft }) => daysLeft >= 0 && daysLeft <= DUE_SOON_DAYS);
  const days = new Map(ahead.map(({ deadline, daysLeft }) => [deadline, daysLeft]));
  if (days.size === 0) return null;
  const [deadline, daysLeft] = [...days].sort((a, b) => a[1] - b[1])[0]!;
  return { count: days.size, nearest: { deadline, daysLeft } };
}
