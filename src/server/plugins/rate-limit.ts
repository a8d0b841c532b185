import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http-error';

export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, { global: false });
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
          `Too many attempts. Please wait ${Math.ceil(result.ttlInSeconds / 60)} minute(s) and try again.`,
        );
      }
    }
  };
}
