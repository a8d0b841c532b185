import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  UNSUBSCRIBED_MESSAGE,
  unsubscribeQuerySchema,
  unsubscribeRequestSchema,
} from '../../../contracts/reminders';
import { HttpError } from '../../http-error';
import type { RemindersService } from './reminders.service';

/**
 * The unsubscribe link works signed out: the page posts the token in JSON, and a mail program's
 * one-click unsubscribe (RFC 8058) posts a form to the link, whose query holds the token.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ reminders: RemindersService }> = async (
  app,
  { reminders },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, {}),
  );
  app.post(
    '/reminders/unsubscribe',
    {
      schema: {
        querystring: unsubscribeQuerySchema,
        body: unsubscribeRequestSchema.partial().optional(),
        response: { 200: z.object({ message: z.string() }), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw new HttpError(400, 'The unsubscribe link is missing its token.');
      await reminders.unsubscribe(token);
      return { message: UNSUBSCRIBED_MESSAGE };
    },
  );
};
