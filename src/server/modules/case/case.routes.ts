import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseConditionInputSchema,
  caseConditionSchema,
  caseProviderSchema,
  caseResponseSchema,
  evidenceDecisionInputSchema,
  packetRequestSchema,
  providerInputSchema,
  savedStatementSchema,
  statementInputSchema,
} from '../../../contracts/case';
import { idParamsSchema } from '../../../contracts/disabilities';
import { apiErrorSchema } from '../../../contracts/errors';
import type { RateLimits } from '../../config';
import { limitRequests } from '../../plugins/rate-limit';
import { requireUserId } from '../../plugins/session';
import type { CasePacketService } from './case-packet.service';
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
export const caseRoutes: FastifyPluginAsyncZod<{
  cases: CaseService;
  packets: CasePacketService;
  limits: RateLimits;
}> = async (app, { cases, packets, limits }) => {
  // A packet fills every form and copies every exhibit: a few a veteran needs, not hundreds.
  const packetLimit = limitRequests(app, 'case-packet', [
    { max: limits.packetsPerUser, windowMs: limits.windowMs, key: requireUserId },
  ]);

  // The body holds what the veteran typed for this download only (SSN, VA file number, date of
  // birth): it goes into the forms and nowhere else, and the ZIP is never cached.
  app.post(
    '/packet',
    {
      preHandler: packetLimit,
      // No response schema: a ZIP on success; errors take DESIGN §6's shape from the handler.
      schema: { body: packetRequestSchema },
    },
    async (request, reply) => {
      const { bytes, fileName } = await packets.build(requireUserId(request), request.body);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );

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
    { schema: { body: statementInputSchema, response: { 201: savedStatementSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await cases.addStatement(requireUserId(request), request.body)),
  );

  app.patch(
    '/statements/:id',
    {
      schema: {
        params: idParamsSchema,
        body: statementInputSchema,
        response: { 200: savedStatementSchema, ...errors },
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
