import type { BadgeTone } from '../../../lib/badge-tones';

const tones: Partial<Record<string, BadgeTone>> = {
  approved: 'green',
  denied: 'red',
  pending: 'yellow',
  under_review: 'blue',
};

/** Spec §4: approved green, denied red, pending yellow, under_review blue, anything else grey. */
export const claimStatusTone = (status: string): BadgeTone => tones[status] ?? 'grey';

/** Spec §4: the status itself, underscores shown as spaces, in capitals ("UNDER REVIEW"). */
export const claimStatusText = (status: string) => status.replaceAll('_', ' ').toUpperCase();
