import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimsListQuerySchema,
  claimWithDeadlinesSchema,
  createClaimSchema,
  savedClaimSchema,
  updateClaimSchema,
} from '../../../contracts/claims';
import { idParamsSchema } from '../../../contracts/disabilities';
import { apiErrorSchema } from '../../../contracts/errors';
import { requireUserId } from '../../plugins/session';
import { sendCalendar } from './calendar-reply';
import type { ClaimsService } from './claims.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const claimsRoutes: FastifyPluginAsyncZod<{ claims: ClaimsService }> = async (
  app,
  { claims },
) => {
  app.get(
    '/claims',
    {
      schema: {
        querystring: claimsListQuerySchema,
        response: { 200: z.array(claimWithDeadlinesSchema), ...errors },
      },
    },
    (request) => claims.list(requireUserId(request), request.query.timeZone),
  );

  app.get(
    '/claims/:id/calendar.ics',
    // No response schema: iCalendar text on success; errors take DESIGN §6's shape from the handler.
    { schema: { params: idParamsSchema, querystring: claimsListQuerySchema } },
    async (request, reply) =>
      sendCalendar(
        reply,
        await claims.calendar(requireUserId(request), request.params.id, request.query.timeZone),
      ),
  );

  app.post(
    '/claims',
    { schema: { body: createClaimSchema, response: { 201: savedClaimSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await claims.create(requireUserId(request), request.body)),
  );

  app.patch(
    '/claims/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateClaimSchema,
        response: { 200: savedClaimSchema, ...errors },
      },
    },
    (request) => claims.update(requireUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/claims/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 204: z.undefined(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await claims.remove(requireUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
