import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimsListQuerySchema } from '../../../contracts/claims';
import { idParamsSchema } from '../../../contracts/disabilities';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  intentToFileInputSchema,
  intentToFileSchema,
  savedIntentToFileSchema,
} from '../../../contracts/intent-to-file';
import { requireUserId } from '../../plugins/session';
import { sendCalendar } from './calendar-reply';
import type { IntentsToFileService } from './intents-to-file.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const intentsToFileRoutes: FastifyPluginAsyncZod<{ intents: IntentsToFileService }> = async (
  app,
  { intents },
) => {
  app.get(
    '/intents-to-file',
    {
      schema: {
        querystring: claimsListQuerySchema,
        response: { 200: z.array(intentToFileSchema), ...errors },
      },
    },
    (request) => intents.list(requireUserId(request), request.query.timeZone),
  );

  app.get(
    '/intents-to-file/:id/calendar.ics',
    { schema: { params: idParamsSchema, querystring: claimsListQuerySchema } },
    async (request, reply) =>
      sendCalendar(
        reply,
        await intents.calendar(requireUserId(request), request.params.id, request.query.timeZone),
      ),
  );

  app.post(
    '/intents-to-file',
    {
      schema: {
        querystring: claimsListQuerySchema,
        body: intentToFileInputSchema,
        response: { 201: savedIntentToFileSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await intents.create(requireUserId(request), request.body, request.query.timeZone)),
  );

  app.put(
    '/intents-to-file/:id',
    {
      schema: {
        params: idParamsSchema,
        querystring: claimsListQuerySchema,
        body: intentToFileInputSchema,
        response: { 200: savedIntentToFileSchema, ...errors },
      },
    },
    (request) =>
      intents.update(
        requireUserId(request),
        request.params.id,
        request.body,
        request.query.timeZone,
      ),
  );

  app.delete(
    '/intents-to-file/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 204: z.undefined(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await intents.remove(requireUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
