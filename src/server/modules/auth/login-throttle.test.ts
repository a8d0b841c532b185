import { describe, expect, it } from 'vitest';
import { memoryLoginFailures } from './login-failures';
import { createLoginThrottle } from './login-throttle';

const slowdown = { freeFailures: 2, firstDelayMs: 1000, maxDelayMs: 5000, windowMs: 60_000 };

const newThrottle = (now = () => new Date()) =>
  createLoginThrottle({
    slowdown,
    failures: memoryLoginFailures(slowdown.windowMs, now),
    sleep: async () => {},
  });

describe('login throttle', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1000],
    [3, 2000],
    [4, 4000],
    [5, 5000],
    [50, 5000],
  ])('after %i wrong passwords the next attempt waits %i ms', async (failures, delay) => {
    const throttle = newThrottle();
    for (let i = 0; i < failures; i++) await throttle.recordFailure('vet@example.org');
    expect(await throttle.delayFor('vet@example.org')).toBe(delay);
  });

  it('counts an address in any letter case as one account, and other accounts apart', async () => {
    const throttle = newThrottle();
    for (let i = 0; i < 2; i++) await throttle.recordFailure('Vet@Example.org');
    expect(await throttle.delayFor('vet@example.org')).toBe(1000);
    expect(await throttle.delayFor('other@example.org')).toBe(0);
  });

  it('forgets the failures once the window from the first of them has passed', async () => {
    let clock = new Date('2026-11-25T12:00:00Z');
    const throttle = newThrottle(() => clock);
    for (let i = 0; i < 2; i++) await throttle.recordFailure('vet@example.org');
    clock = new Date(clock.getTime() + slowdown.windowMs - 1);
    expect(await throttle.delayFor('vet@example.org')).toBe(1000);
    clock = new Date(clock.getTime() + 1);
    expect(await throttle.delayFor('vet@example.org')).toBe(0);
  });

  it('the right password clears the account’s failures', async () => {
    const throttle = newThrottle();
    for (let i = 0; i < 3; i++) await throttle.recordFailure('vet@example.org');
    await throttle.recordSuccess('vet@example.org');
    expect(await throttle.delayFor('vet@example.org')).toBe(0);
  });

  it('forgets the oldest accounts first beyond 10,000', async () => {
    const throttle = newThrottle();
    for (let i = 0; i < 2; i++) await throttle.recordFailure('first@example.org');
    for (let i = 0; i < 10_000; i++) await throttle.recordFailure(`spray${i}@example.org`);
    expect(await throttle.delayFor('first@example.org')).toBe(0);
    await throttle.recordFailure('spray9999@example.org');
    expect(await throttle.delayFor('spray9999@example.org')).toBe(1000);
  });
});
