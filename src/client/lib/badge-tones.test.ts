import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../test/contrast';
import { badgeTones } from './badge-tones';

describe('badge tones', () => {
  it.each(Object.entries(badgeTones))('%s text meets WCAG AA (4.5:1)', (_tone, pair) => {
    expect(contrastRatio(pair.background, pair.color)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast the WCAG way', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
