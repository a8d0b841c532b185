import type { LoginSlowdown } from '../../config';

// Enough for every account under attack at once on one instance; the oldest are forgotten first.
const MAX_TRACKED_ACCOUNTS = 10_000;

type Failures = { count: number; since: number };

type Deps = {
  slowdown: LoginSlowdown;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
};

/**
 * Wrong passwords for one account make each later attempt on it wait longer (doubling, capped),
 * the right password included, so guessing slows down while the veteran can still sign in.
 */
export function createLoginThrottle({ slowdown, now, sleep }: Deps) {
  const failuresByAccount = new Map<string, Failures>();
  const keyOf = (email: string) => email.toLowerCase();

  const currentFailures = (key: string): number => {
    const entry = failuresByAccount.get(key);
    if (!entry) return 0;
    if (now().getTime() - entry.since >= slowdown.windowMs) {
      failuresByAccount.delete(key);
      return 0;
    }
    return entry.count;
  };

  return {
    /** The wait before this account's next attempt is answered, in milliseconds. */
    delayFor(email: string): number {
      const beyondFree = currentFailures(keyOf(email)) - slowdown.freeFailures;
      if (beyondFree < 0) return 0;
      return Math.min(slowdown.firstDelayMs * 2 ** beyondFree, slowdown.maxDelayMs);
    },
    async waitTurn(email: string): Promise<void> {
      const delay = this.delayFor(email);
      if (delay > 0) await sleep(delay);
    },
    recordFailure(email: string): void {
      const key = keyOf(email);
      const count = currentFailures(key);
      const since = failuresByAccount.get(key)?.since ?? now().getTime();
      // Re-inserting keeps the map in order of last failure, so the oldest go first.
      failuresByAccount.delete(key);
      failuresByAccount.set(key, { count: count + 1, since });
      if (failuresByAccount.size > MAX_TRACKED_ACCOUNTS) {
        const oldest = failuresByAccount.keys().next().value;
        if (oldest !== undefined) failuresByAccount.delete(oldest);
      }
    },
    recordSuccess(email: string): void {
      failuresByAccount.delete(keyOf(email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
