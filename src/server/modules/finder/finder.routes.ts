import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  finderCheckRequestSchema,
  finderCheckResponseSchema,
  finderResponseSchema,
} from '../../../contracts/finder';
import { requireUserId } from '../../plugins/session';
import type { FinderService } from './finder.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export const finderRoutes: FastifyPluginAsyncZod<{ finder: FinderService }> = async (
  app,
  { finder },
) => {
  app.get(
    '/finder',
    { schema: { response: { 200: finderResponseSchema, ...errors } } },
    (request) => finder.candidates(requireUserId(request)),
  );

  // A check of the history in the body; nothing is saved.
  app.post(
    '/finder/check',
    {
      schema: {
        body: finderCheckRequestSchema,
        response: { 200: finderCheckResponseSchema, ...errors },
      },
    },
    (request) => finder.check(request.body),
  );
};
