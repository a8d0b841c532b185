import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Wrong passwords per account within a window that starts at the first of them. */
export interface LoginFailures {
  count(account: string): Promise<number>;
  add(account: string): Promise<void>;
  clear(account: string): Promise<void>;
}

// Enough for every account under attack at once on one instance; the oldest are forgotten first.
const MAX_TRACKED_ACCOUNTS = 10_000;

/** Counted by this instance alone: each instance behind a load balancer keeps its own. */
export function memoryLoginFailures(windowMs: number, now: () => Date): LoginFailures {
  const byAccount = new Map<string, { count: number; since: number }>();

  const current = (account: string) => {
    const entry = byAccount.get(account);
    if (entry && now().getTime() - entry.since >= windowMs) {
      byAccount.delete(account);
      return undefined;
    }
    return entry;
  };

  return {
    count: async (account) => current(account)?.count ?? 0,
    add: async (account) => {
      const entry = current(account);
      // Re-inserting keeps the map in order of last failure, so the oldest go first.
      byAccount.delete(account);
      byAccount.set(account, {
        count: (entry?.count ?? 0) + 1,
        since: entry?.since ?? now().getTime(),
      });
      if (byAccount.size > MAX_TRACKED_ACCOUNTS) {
        const oldest = byAccount.keys().next().value;
        if (oldest !== undefined) byAccount.delete(oldest);
      }
    },
    clear: async (account) => void byAccount.delete(account),
  };
}

/**
 * Counted in the Redis every instance shares, under a hash of the address (Redis never holds an
 * e-mail). While Redis cannot be reached, `whileUnreachable` counts instead: guessing is slowed
 * per instance, as without Redis, and never left unchecked.
 */
export function redisLoginFailures(
  redis: Redis,
  windowMs: number,
  whileUnreachable: LoginFailures,
): LoginFailures {
  const keyOf = (account: string) =>
    `wingman-login-failures:${createHash('sha256').update(account).digest('hex')}`;

  return {
    count: (account) =>
      redis.get(keyOf(account)).then(
        (stored) => Number(stored) || 0,
        () => whileUnreachable.count(account),
      ),
    add: async (account) => {
      const key = keyOf(account);
      // The window starts at the first failure: a later one does not extend it.
      await redis
        .multi()
        .incr(key)
        .pexpire(key, windowMs, 'NX')
        .exec()
        .catch(() => whileUnreachable.add(account));
    },
    clear: async (account) => {
      await whileUnreachable.clear(account);
      await redis.del(keyOf(account)).catch(() => {});
    },
  };
}
