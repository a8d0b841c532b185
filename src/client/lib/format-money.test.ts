import { expect, it } from 'vitest';
import { formatDollars } from './format-money';

it.each([
  [143502, '$1,435.02'],
  [0, '$0.00'],
  [393858, '$3,938.58'],
  [-4911, '-$49.11'],
])('shows %i cents as %s', (cents, shown) => {
  expect(formatDollars(cents)).toBe(shown);
});
