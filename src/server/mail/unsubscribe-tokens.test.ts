import { describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from './unsubscribe-tokens';

const tokens = createUnsubscribeTokens('a session secret of enough length for the test');
const veteran = '7d1f5a52-3f0e-4d7a-9a55-2b8f0f6f1c11';
const other = '0b9a3c1e-8f57-4c61-b1c4-6a0e2f9d7e42';

describe('unsubscribe tokens', () => {
  it('name the veteran they were made for', () => {
    expect(tokens.userOf(tokens.tokenFor(veteran))).toBe(veteran);
  });

  it.each([
    ['no signature', veteran],
    ['an empty signature', `${veteran}.`],
    ['another veteran’s signature', `${veteran}.${tokens.tokenFor(other).split('.')[1]}`],
    ['a part added', `${tokens.tokenFor(veteran)}.more`],
    [
      'a signature made with another secret',
      createUnsubscribeTokens('another secret of enough length for the test').tokenFor(veteran),
    ],
    ['a signature cut short', tokens.tokenFor(veteran).slice(0, -4)],
  ])('refuse a token with %s', (_case, token) => {
    expect(tokens.userOf(token)).toBeNull();
  });
});
