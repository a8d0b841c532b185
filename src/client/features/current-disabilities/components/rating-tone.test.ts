import { expect, it } from 'vitest';
import { ratingTone } from './rating-tone';

it.each([
  [0, 'grey'],
  [10, 'yellow'],
  [30, 'yellow'],
  [40, 'orange'],
  [70, 'orange'],
  [80, 'red'],
  [100, 'red'],
])('a %i%% rating is %s', (percentage, tone) => {
  expect(ratingTone(percentage)).toBe(tone);
});
