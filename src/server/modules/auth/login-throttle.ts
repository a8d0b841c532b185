import type { LoginSlowdown } from '../../config';
import type { LoginFailures } from './login-failures';

type Deps = {
  slowdown: LoginSlowdown;
  failures: LoginFailures;
  sleep: (ms: number) => Promise<void>;
};

/**
 * Wrong passwords for one account make each later attempt on it wait longer (doubling, capped),
 * the right password included, so guessing slows down while the veteran can still sign in.
 */
export function createLoginThrottle({ slowdown, failures, sleep }: Deps) {
  const accountOf = (email: string) => email.toLowerCase();

  return {
    /** The wait before this account's next attempt is answered, in milliseconds. */
    async delayFor(email: string): Promise<number> {
      const beyondFree = (await failures.count(accountOf(email))) - slowdown.freeFailures;
      if (beyondFree < 0) return 0;
      return Math.min(slowdown.firstDelayMs * 2 ** beyondFree, slowdown.maxDelayMs);
    },
    async waitTurn(email: string): Promise<void> {
      const delay = await this.delayFor(email);
      if (delay > 0) await sleep(delay);
    },
    recordFailure: (email: string) => failures.add(accountOf(email)),
    recordSuccess: (email: string) => failures.clear(accountOf(email)),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
