import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contracts/disabilities';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  journalBasesSchema,
  journalConditionQuerySchema,
  journalEntryInputSchema,
  journalListQuerySchema,
  journalStatementDraftSchema,
  journalSummarySchema,
  savedJournalEntrySchema,
} from '../../../contracts/journal';
import { requireUserId } from '../../plugins/session';
import type { JournalService } from './journal.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const journalRoutes: FastifyPluginAsyncZod<{ journal: JournalService }> = async (
  app,
  { journal },
) => {
  app.get(
    '/journal',
    {
      schema: {
        querystring: journalListQuerySchema,
        response: { 200: z.array(savedJournalEntrySchema), ...errors },
      },
    },
    (request) => journal.list(requireUserId(request), request.query.condition),
  );

  app.get(
    '/journal/bases',
    {
      schema: {
        querystring: journalListQuerySchema,
        response: { 200: journalBasesSchema, ...errors },
      },
    },
    (request) => journal.bases(requireUserId(request), request.query.condition),
  );

  app.get(
    '/journal/summary',
    {
      schema: {
        querystring: journalConditionQuerySchema,
        response: { 200: journalSummarySchema, ...errors },
      },
    },
    (request) => journal.summary(requireUserId(request), request.query.condition),
  );

  app.get(
    '/journal/statement-draft',
    {
      schema: {
        querystring: journalConditionQuerySchema,
        response: { 200: journalStatementDraftSchema, ...errors },
      },
    },
    (request) => journal.statementDraft(requireUserId(request), request.query.condition),
  );

  app.post(
    '/journal',
    {
      schema: {
        body: journalEntryInputSchema,
        response: { 201: savedJournalEntrySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await journal.create(requireUserId(request), request.body)),
  );

  app.put(
    '/journal/:id',
    {
      schema: {
        params: idParamsSchema,
        body: journalEntryInputSchema,
        response: { 200: savedJournalEntrySchema, ...errors },
      },
    },
    (request) => journal.update(requireUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/journal/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 204: z.undefined(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await journal.remove(requireUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
