import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../contracts/errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http-error';

const pathOf = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/** One error handler for the whole API: the shape of DESIGN §6, and nothing internal on a 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiError = {
        message: error.message,
        ...(error.errors && { errors: error.errors }),
      };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: pathOf(issue.instancePath),
        message: issue.message ?? 'Invalid value',
      }));
      const body: ApiError = { message: errors[0]?.message ?? 'Invalid request', errors };
      return reply.status(400).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({
        message: 'Wingman cannot reach its database right now. Please try again in a moment.',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own 4xx errors (bad JSON, body too large, rate limit, ...) are safe to show.
    return reply.status(status).send({ message: friendlyMessage(error) });
  });
}

function friendlyMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return error.message;
  }
}
