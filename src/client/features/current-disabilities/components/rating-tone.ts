import type { BadgeTone } from '../../../lib/badge-tones';

/** Spec §9: 0 grey, up to 30 yellow, up to 70 orange, above 70 red. */
export function ratingTone(percentage: number): BadgeTone {
  if (percentage <= 0) return 'grey';
  if (percentage <= 30) return 'yellow';
  if (percentage <= 70) return 'orange';
  return 'red';
}
