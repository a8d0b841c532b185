import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../http-error';
import { countOf } from '../../domain/wording/count-of';

/**
 * Counters live in memory, one set per instance, unless `redis` is shared by all instances;
 * then a veteran's limits hold across instances. Should Redis be unreachable, requests are not
 * held up or refused: limits lapse until it is back (shared-counters.ts).
 */
export async function registerRateLimits(app: FastifyInstance, redis: Redis | undefined) {
  if (!redis) {
    await app.register(rateLimit, { global: false });
    return;
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'wingman-rate-limit:',
    skipOnError: true,
  });
}

type Limit = {
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string | undefined;
};

/**
 * A preHandler enforcing several limits at once (e.g. per IP and per account), which the
 * plugin's own route option cannot. Runs after validation, so keys may read the parsed body.
 */
export function limitRequests(
  app: FastifyInstance,
  name: string,
  limits: Limit[],
): preHandlerAsyncHookHandler {
  const checks = limits.map((limit, index) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${name}:${index}:${limit.key(request) ?? request.ip}`,
    }),
  }));
  return async (request, reply) => {
    for (const { check } of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new HttpError(
          429,
          `Too many attempts. Please wait ${countOf(Math.ceil(result.ttlInSeconds / 60), 'minute')} and try again.`,
        );
      }
    }
  };
}
