import type { FastifyServerOptions } from 'fastify';

/** Query strings can carry mail-link tokens (/reset-password?token=…): log the path only. */
export const pathWithoutQuery = (url: string) => url.split('?', 1)[0] ?? url;

/** A witness link carries its token in the path (/witness/…, /api/witness/…): never logged. */
const withoutPathToken = (path: string) =>
  path.replace(/^(\/(?:api\/)?witness\/)[^/]+/, '$1[redacted]');

/** A mail link as it may appear in a log: where it goes, never the token that opens it. */
export const redactedLink = (link: string) => link.replace(/([?&]token=)[^&#\s]+/g, '$1[redacted]');

type LoggedRequest = { method: string; url: string; ip?: string };

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: LoggedError;
};

// Drizzle appends a failed query's parameters (e-mails, hashes) to its message as "params: …".
const withoutQueryParameters = (message: string) => message.replace(/\nparams: [\s\S]*$/, '');

/**
 * A thrown error as a log field, without what a failed query carried: no `params`, no
 * PostgreSQL `detail` ("Key (email)=(…) already exists"), and the message and stack cut
 * before the parameter list.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const message = withoutQueryParameters(error.message);
  const stack = (error.stack ?? '').replace(error.message, message);
  const logged: LoggedError = { type: error.constructor.name, message, stack };
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) logged.code = code;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

type LogStream = { write: (line: string) => void };

/** Pino options for Fastify; tests pass a stream to read what would be logged. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: withoutPathToken(pathWithoutQuery(request.url)),
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
  };
}
