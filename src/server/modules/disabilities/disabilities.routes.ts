import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDisabilitySchema,
  disabilitySchema,
  guidanceSchema,
  idParamsSchema,
  updateDisabilitySchema,
} from '../../../contracts/disabilities';
import { apiErrorSchema } from '../../../contracts/errors';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import { requireUserId } from '../../plugins/session';
import type { ConditionCatalog } from '../conditions/condition-catalog';
import { createDisabilitiesRepository } from './disabilities.repository';
import { guidanceForDisability, ratedCondition, recordOptimizations } from './guidance.service';
import { createRatingOptimizationsRepository } from './rating-optimizations.repository';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const disabilityNotFound = () => notFound('Disability not found.');

export const disabilitiesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  catalog: ConditionCatalog;
}> = async (app, { db, catalog }) => {
  const ratingLevelsOf = (disability: Parameters<typeof ratedCondition>[0]) =>
    ratedCondition(disability, catalog)?.percentageOptions.map((o) => o.percentage) ?? null;

  // Everything one request needs, scoped to the signed-in veteran.
  const scopeOf = (request: Parameters<typeof requireUserId>[0]) => {
    const userId = requireUserId(request);
    const disabilities = createDisabilitiesRepository(db, userId, ratingLevelsOf);
    const optimizations = createRatingOptimizationsRepository(db, userId);
    return {
      disabilities,
      /** After any change to the list: the optimization records weigh the whole list. */
      listChanged: () => recordOptimizations({ disabilities, optimizations, catalog }),
    };
  };

  app.get(
    '/disabilities',
    { schema: { response: { 200: z.array(disabilitySchema), ...errors } } },
    (request) => scopeOf(request).disabilities.list(),
  );

  app.post(
    '/disabilities',
    { schema: { body: createDisabilitySchema, response: { 201: disabilitySchema, ...errors } } },
    async (request, reply) => {
      const { disabilities, listChanged } = scopeOf(request);
      const created = await disabilities.create(request.body);
      await listChanged();
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/disabilities/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateDisabilitySchema,
        response: { 200: disabilitySchema, ...errors },
      },
    },
    async (request) => {
      const { disabilities, listChanged } = scopeOf(request);
      const updated = await disabilities.update(request.params.id, request.body);
      if (!updated) throw disabilityNotFound();
      await listChanged();
      return updated;
    },
  );

  app.get(
    '/disabilities/:id/guidance',
    { schema: { params: idParamsSchema, response: { 200: guidanceSchema, ...errors } } },
    async (request) => {
      const { disabilities } = scopeOf(request);
      const guidance = await guidanceForDisability(request.params.id, { disabilities, catalog });
      if (!guidance) throw disabilityNotFound();
      return guidance;
    },
  );

  app.delete(
    '/disabilities/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const { disabilities, listChanged } = scopeOf(request);
      if (!(await disabilities.remove(request.params.id))) throw disabilityNotFound();
      await listChanged();
      return reply.status(204).send();
    },
  );
};
