import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseConditionInputSchema,
  caseConditionSchema,
  caseProviderSchema,
  caseResponseSchema,
  caseStatementSchema,
  evidenceDecisionInputSchema,
  providerInputSchema,
  statementInputSchema,
} from '../../../contracts/case';
import { idParamsSchema } from '../../../contracts/disabilities';
import { apiErrorSchema } from '../../../contracts/errors';
import { requireUserId } from '../../plugins/session';
import type { CaseService } from './case.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const removed = { 204: z.undefined(), ...errors };
// An evidence item's id as GET /api/case gives it.
const itemParamsSchema = idParamsSchema.extend({
  itemId: z.string().regex(/^[0-9a-z]{1,20}$/, { error: 'Not a valid id' }),
});
// Which answer to take back: the item it is about, without the answer itself.
const evidenceItemKeySchema = evidenceDecisionInputSchema.omit({ state: true });

/** My Case: the conditions claimed, the veteran's answers to proposed evidence, statements, providers. */
export const caseRoutes: FastifyPluginAsyncZod<{ cases: CaseService }> = async (app, { cases }) => {
  app.get('/', { schema: { response: { 200: caseResponseSchema, ...errors } } }, (request) =>
    cases.read(requireUserId(request)),
  );

  app.post(
    '/conditions',
    {
      schema: { body: caseConditionInputSchema, response: { 201: caseConditionSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await cases.addCondition(requireUserId(request), request.body)),
  );

  app.patch(
    '/conditions/:id',
    {
      schema: {
        params: idParamsSchema,
        body: caseConditionInputSchema,
        response: { 200: caseConditionSchema, ...errors },
      },
    },
    (request) => cases.changeCondition(requireUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/conditions/:id',
    { schema: { params: idParamsSchema, response: removed } },
    async (request, reply) => {
      await cases.removeCondition(requireUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/conditions/:id/evidence',
    {
      schema: {
        params: idParamsSchema,
        body: evidenceDecisionInputSchema,
        response: { 200: caseConditionSchema, ...errors },
      },
    },
    (request) => cases.decideEvidence(requireUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/conditions/:id/evidence',
    {
      schema: {
        params: idParamsSchema,
        body: evidenceItemKeySchema,
        response: { 200: caseConditionSchema, ...errors },
      },
    },
    (request) =>
      cases.undoEvidenceDecision(requireUserId(request), request.params.id, {
        item: request.body,
      }),
  );

  app.delete(
    '/conditions/:id/evidence/:itemId',
    {
      schema: { params: itemParamsSchema, response: { 200: caseConditionSchema, ...errors } },
    },
    (request) =>
      cases.undoEvidenceDecision(requireUserId(request), request.params.id, {
        itemId: request.params.itemId,
      }),
  );

  app.post(
    '/statements',
    { schema: { body: statementInputSchema, response: { 201: caseStatementSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await cases.addStatement(requireUserId(request), request.body)),
  );

  app.patch(
    '/statements/:id',
    {
      schema: {
        params: idParamsSchema,
        body: statementInputSchema,
        response: { 200: caseStatementSchema, ...errors },
      },
    },
    (request) => cases.changeStatement(requireUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/statements/:id',
    { schema: { params: idParamsSchema, response: removed } },
    async (request, reply) => {
      await cases.removeStatement(requireUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/providers',
    { schema: { body: providerInputSchema, response: { 201: caseProviderSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await cases.addProvider(requireUserId(request), request.body)),
  );

  app.patch(
    '/providers/:id',
    {
      schema: {
        params: idParamsSchema,
        body: providerInputSchema,
        response: { 200: caseProviderSchema, ...errors },
      },
    },
    (request) => cases.changeProvider(requireUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/providers/:id',
    { schema: { params: idParamsSchema, response: removed } },
    async (request, reply) => {
      await cases.removeProvider(requireUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
