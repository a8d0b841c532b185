import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle';

const slowdown = { freeFailures: 2, firstDelayMs: 1000, maxDelayMs: 5000, windowMs: 60_000 };

const newThrottle = () =>
  createLoginThrottle({ slowdown, now: () => new Date(), sleep: async () => {} });

describe('login throttle', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1000],
    [3, 2000],
    [4, 4000],
    [5, 5000],
    [50, 5000],
  ])('after %i wrong passwords the next attempt waits %i ms', (failures, delay) => {
    const throttle = newThrottle();
    for (let i = 0; i < failures; i++) throttle.recordFailure('vet@example.org');
    expect(throttle.delayFor('vet@example.org')).toBe(delay);
  });

  it('counts an address in any letter case as one account, and other accounts apart', () => {
    const throttle = newThrottle();
    for (let i = 0; i < 2; i++) throttle.recordFailure('Vet@Example.org');
    expect(throttle.delayFor('vet@example.org')).toBe(1000);
    expect(throttle.delayFor('other@example.org')).toBe(0);
  });

  it('forgets the oldest accounts first beyond 10,000', () => {
    const throttle = newThrottle();
    for (let i = 0; i < 2; i++) throttle.recordFailure('first@example.org');
    for (let i = 0; i < 10_000; i++) throttle.recordFailure(`spray${i}@example.org`);
    expect(throttle.delayFor('first@example.org')).toBe(0);
    throttle.recordFailure('spray9999@example.org');
    expect(throttle.delayFor('spray9999@example.org')).toBe(1000);
  });
});
