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
import type { ConditionCatalog } from '../../reference/condition-catalog';
import {
  createDisabilitiesRepository,
  type DisabilitiesRepository,
} from './disabilities.repository';
import { guidanceForDisability, ratedCondition, recordOptimizations } from './guidance.service';
import { createRatingOptimizationsRepository } from './rating-optimizations.repository';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

// Names are typed freely, so the memory of matched names is bounded.
const MATCHED_NAMES_KEPT = 10_000;

export const disabilityNotFound = () => notFound('Disability not found.');

export const disabilitiesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  catalog: ConditionCatalog;
}> = async (app, { db, catalog }) => {
  // Matching a typed name to the catalog is a text search; the catalog never changes while the
  // app runs, so each name is matched once.
  const levelsByName = new Map<string, number[] | null>();
  const ratingLevelsOf = (disability: Parameters<typeof ratedCondition>[0]) => {
    const key = `${disability.diagnosticCode ?? ''}\u0000${disability.name}`;
    let levels = levelsByName.get(key);
    if (levels === undefined) {
      if (levelsByName.size >= MATCHED_NAMES_KEPT) levelsByName.clear();
      levels =
        ratedCondition(disability, catalog)?.percentageOptions.map((o) => o.percentage) ?? null;
      levelsByName.set(key, levels);
    }
    return levels;
  };

  const disabilitiesOf = (database: Database, request: Parameters<typeof requireUserId>[0]) =>
    createDisabilitiesRepository(database, requireUserId(request), ratingLevelsOf);

  /**
   * A change to the veteran's list, and the rewrite of their optimization records it causes, in
   * one transaction: the records weigh the whole list, and a failed rewrite undoes the change.
   */
  const changeList = <T>(
    request: Parameters<typeof requireUserId>[0],
    change: (disabilities: DisabilitiesRepository) => Promise<T>,
  ) =>
    db.transaction(async (tx) => {
      const disabilities = disabilitiesOf(tx, request);
      const result = await change(disabilities);
      const optimizations = createRatingOptimizationsRepository(tx, requireUserId(request));
      await recordOptimizations({ disabilities, optimizations, catalog });
      return result;
    });

  app.get(
    '/disabilities',
    { schema: { response: { 200: z.array(disabilitySchema), ...errors } } },
    (request) => disabilitiesOf(db, request).list(),
  );

  app.post(
    '/disabilities',
    { schema: { body: createDisabilitySchema, response: { 201: disabilitySchema, ...errors } } },
    async (request, reply) => {
      const created = await changeList(request, (disabilities) =>
        disabilities.create(request.body),
      );
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
    (request) =>
      changeList(request, async (disabilities) => {
        const updated = await disabilities.update(request.params.id, request.body);
        if (!updated) throw disabilityNotFound();
        return updated;
      }),
  );

  app.get(
    '/disabilities/:id/guidance',
    { schema: { params: idParamsSchema, response: { 200: guidanceSchema, ...errors } } },
    async (request) => {
      const disabilities = disabilitiesOf(db, request);
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
      await changeList(request, async (disabilities) => {
        if (!(await disabilities.remove(request.params.id))) throw disabilityNotFound();
      });
      return reply.status(204).send();
    },
  );
};
