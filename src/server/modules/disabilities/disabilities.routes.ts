import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDisabilitySchema,
  disabilitySchema,
  guidanceSchema,
  idParamsSchema,
  isOffSchedule,
  offScheduleMessage,
  updateDisabilitySchema,
  type Disability,
} from '../../../contracts/disabilities';
import { apiErrorSchema } from '../../../contracts/errors';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import { requireUserId } from '../../plugins/session';
import type { ConditionCatalog } from '../../reference/condition-catalog';
import {
  createDisabilitiesRepository,
  type DisabilitiesRepository,
  type RatedConditionOf,
} from './disabilities.repository';
import { guidanceForDisability, ratedCondition, recordOptimizations } from './guidance.service';
import { createRatingOptimizationsRepository } from './rating-optimizations.repository';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

// Names are typed freely, so the memory of matched names is bounded.
const MATCHED_NAMES_KEPT = 10_000;

export const disabilityNotFound = () => notFound('Disability not found.');

export const disabilitiesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  catalog: ConditionCatalog;
}> = async (app, { db, catalog }) => {
  // Matching a typed name to the catalog is a text search; the catalog never changes while the
  // app runs, so each name is matched once.
  const matchedByName = new Map<string, ReturnType<RatedConditionOf>>();
  const ratedConditionOf: RatedConditionOf = (disability) => {
    const key = [disability.diagnosticCode, disability.spineSegment, disability.name].join(
      '\u0000',
    );
    let rated = matchedByName.get(key);
    if (rated === undefined) {
      if (matchedByName.size >= MATCHED_NAMES_KEPT) matchedByName.clear();
      const condition = ratedCondition(disability, catalog);
      rated = condition && {
        diagnosticCode: condition.diagnosticCode,
        levels: condition.percentageOptions.map((o) => o.percentage),
      };
      matchedByName.set(key, rated);
    }
    return rated;
  };

  /**
   * A rating the schedule does not have for the code is named back to the veteran (409) and not
   * saved, unless they confirm their letter says it; thrown inside the change, it undoes it.
   */
  const checkOnSchedule = (saved: Disability, confirmed: boolean | undefined) => {
    if (confirmed || !isOffSchedule(saved)) return;
    const code = saved.diagnosticCode ?? ratedCondition(saved, catalog)?.diagnosticCode ?? '';
    const message = offScheduleMessage(saved.name, code, saved.ratingLevels ?? []);
    throw new HttpError(409, 'Check this rating before saving it', [
      { path: 'currentPercentage', message },
    ]);
  };

  /**
   * A part of the spine only means something for a spine code (the neck and the back have their
   * own levels); saved on anything else, it would be a choice that changes nothing.
   */
  const checkSpineSegment = (saved: Disability) => {
    if (saved.spineSegment === null || ratedCondition(saved, catalog)?.segments) return;
    throw new HttpError(400, 'Only a spine condition has a part of the spine', [
      {
        path: 'spineSegment',
        message: 'Choose a part of the spine only for a spine code (5235 to 5243).',
      },
    ]);
  };

  const disabilitiesOf = (database: Database, request: Parameters<typeof requireUserId>[0]) =>
    createDisabilitiesRepository(database, requireUserId(request), ratedConditionOf);

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
      const { offScheduleConfirmed, ...disability } = request.body;
      const created = await changeList(request, async (disabilities) => {
        const saved = await disabilities.create(disability);
        checkSpineSegment(saved);
        checkOnSchedule(saved, offScheduleConfirmed);
        return saved;
      });
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
    (request) => {
      const { offScheduleConfirmed, ...changes } = request.body;
      return changeList(request, async (disabilities) => {
        const updated = await disabilities.update(request.params.id, changes);
        if (!updated) throw disabilityNotFound();
        checkSpineSegment(updated);
        // Only a change of rating, code or part of the spine (each changes the levels) is asked
        // about; a rename keeps what was confirmed.
        const rerated =
          changes.currentPercentage !== undefined ||
          changes.diagnosticCode !== undefined ||
          changes.spineSegment !== undefined;
        if (rerated) checkOnSchedule(updated, offScheduleConfirmed);
        return updated;
      });
    },
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
