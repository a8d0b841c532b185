import { describe, expect, it } from 'vitest';
import { claimedConditionRating } from './claimed-rating';

const held = [
  { name: 'PTSD', currentPercentage: 50 },
  { name: 'Lower back strain', currentPercentage: 30 },
  { name: 'Tinnitus', currentPercentage: 10 },
  { name: 'Knee', currentPercentage: 10, side: 'left' as const },
  { name: 'Knee', currentPercentage: 10, side: 'right' as const },
];

describe('claimedConditionRating: the rating a claim is about, for its back pay', () => {
  it.each([
    // A 10% claim is paid at 10%, not at the 70%+ every rating combines to.
    { claim: 'Tinnitus', rating: 10 },
    { claim: 'tinnitus', rating: 10 },
    { claim: 'PTSD', rating: 50 },
    // Both knees combine as VA would: 10 and 10 give 19, plus 1.9 for the bilateral factor.
    { claim: 'Knee', rating: 20 },
    { claim: 'Left knee', rating: 10 },
    { claim: 'Sleep apnea', rating: null },
  ])('$claim: $rating', ({ claim, rating }) => {
    expect(claimedConditionRating(claim, held)).toBe(rating);
  });
});
