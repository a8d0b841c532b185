import type { FastifyServerOptions } from 'fastify';

/** Query strings can carry mail-link tokens (/reset-password?token=…): log the path only. */
export const pathWithoutQuery = (url: string) => url.split('?', 1)[0] ?? url;

type LoggedRequest = { method: string; url: string; ip?: string };

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: pathWithoutQuery(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
