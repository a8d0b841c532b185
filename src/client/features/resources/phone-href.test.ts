import { describe, expect, it } from 'vitest';
import { phoneHref } from './phone-href';

describe('phoneHref', () => {
  it.each([
    ['tel', '800-827-1000', 'tel:+18008271000'],
    ['tel', '855-948-2311', 'tel:+18559482311'],
    ['tel', '988', 'tel:988'],
    ['sms', '838255', 'sms:838255'],
  ] as const)('%s %s → %s', (scheme, number, href) => {
    expect(phoneHref(scheme, number)).toBe(href);
  });
});
