import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis that every instance shares for counters (rate limits, sign-in failures), when
 * REDIS_URL names one. Should it be unreachable, nothing waits on it: the counters lapse until
 * it is back, and the log says so.
 */
export function connectSharedCounters(app: FastifyInstance, redisUrl: string | undefined) {
  if (!redisUrl) return undefined;
  // Commands fail at once while disconnected instead of queueing behind a request.
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (error) =>
    app.log.warn(
      { err: error },
      'shared counter store unavailable; rate limits and sign-in slowdowns lapse until it is back',
    ),
  );
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
