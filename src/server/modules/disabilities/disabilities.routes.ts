import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import vaForms from '../../../../content/forms/va-forms.json';
import {
  createDisabilitySchema,
  disabilitySchema,
  guidanceSchema,
  idParamsSchema,
} from '../../../contracts/disabilities';
import { apiErrorSchema } from '../../../contracts/errors';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import { requireUserId } from '../../plugins/session';
import { createConditionsRepository } from '../conditions/conditions.repository';
import { createDisabilitiesRepository } from './disabilities.repository';
import { guidanceForDisability } from './guidance.service';
import { createRatingOptimizationsRepository } from './rating-optimizations.repository';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
export const disabilityNotFound = () => notFound('Disability not found.');

export const disabilitiesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const disabilitiesOf = (request: Parameters<typeof requireUserId>[0]) =>
    createDisabilitiesRepository(db, requireUserId(request));

  app.get(
    '/disabilities',
    { schema: { response: { 200: z.array(disabilitySchema), ...errors } } },
    (request) => disabilitiesOf(request).list(),
  );

  app.post(
    '/disabilities',
    { schema: { body: createDisabilitySchema, response: { 201: disabilitySchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await disabilitiesOf(request).create(request.body)),
  );

  app.get(
    '/disabilities/:id/guidance',
    { schema: { params: idParamsSchema, response: { 200: guidanceSchema, ...errors } } },
    async (request) => {
      const userId = requireUserId(request);
      const guidance = await guidanceForDisability(request.params.id, {
        disabilities: createDisabilitiesRepository(db, userId),
        optimizations: createRatingOptimizationsRepository(db, userId),
        conditions: createConditionsRepository(db),
        forms: vaForms.forms,
      });
      if (!guidance) throw disabilityNotFound();
      return guidance;
    },
  );

  app.delete(
    '/disabilities/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 204: z.undefined(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await disabilitiesOf(request).remove(request.params.id))) throw disabilityNotFound();
      return reply.status(204).send();
    },
  );
};
