import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimSchema,
  createClaimSchema,
  DECISION_BEFORE_SUBMISSION,
  updateClaimSchema,
} from '../../../contracts/claims';
import { idParamsSchema } from '../../../contracts/disabilities';
import { apiErrorSchema } from '../../../contracts/errors';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import { requireUserId } from '../../plugins/session';
import { createClaimsRepository } from './claims.repository';

const claimNotFound = () => notFound('Claim not found.');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const claimsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const claimsOf = (request: Parameters<typeof requireUserId>[0]) =>
    createClaimsRepository(db, requireUserId(request));

  app.get(
    '/claims',
    { schema: { response: { 200: z.array(claimSchema), ...errors } } },
    (request) => claimsOf(request).list(),
  );

  app.post(
    '/claims',
    { schema: { body: createClaimSchema, response: { 201: claimSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await claimsOf(request).create(request.body)),
  );

  app.patch(
    '/claims/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateClaimSchema,
        response: { 200: claimSchema, ...errors },
      },
    },
    async (request) => {
      const repository = claimsOf(request);
      const existing = await repository.find(request.params.id);
      if (!existing) throw claimNotFound();
      // The date rule spans fields: check it against the stored values the patch keeps.
      const submittedDate = request.body.submittedDate ?? existing.submittedDate;
      const decisionDate =
        request.body.decisionDate === undefined ? existing.decisionDate : request.body.decisionDate;
      if (decisionDate && decisionDate < submittedDate) {
        throw new HttpError(400, DECISION_BEFORE_SUBMISSION, [
          { path: 'decisionDate', message: DECISION_BEFORE_SUBMISSION },
        ]);
      }
      const updated = await repository.update(request.params.id, request.body);
      if (!updated) throw claimNotFound();
      return updated;
    },
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
      if (!(await claimsOf(request).remove(request.params.id))) throw claimNotFound();
      return reply.status(204).send();
    },
  );
};
