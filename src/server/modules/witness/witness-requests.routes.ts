import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { caseStatementSchema, packetRequestSchema } from '../../../contracts/case';
import { idParamsSchema } from '../../../contracts/disabilities';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  createdWitnessRequestSchema,
  receivedWitnessRequestSchema,
  witnessAcceptInputSchema,
  witnessRequestInputSchema,
  witnessRequestSchema,
} from '../../../contracts/witness';
import { requireUserId } from '../../plugins/session';
import type { VeteranIdentity } from '../../forms/form-fill';
import { identityOfRequest } from '../../forms/identity-fields';
import { witnessFormIdentity, type WitnessFormMaker } from './witness-form';
import type { WitnessRequestsService } from './witness-requests.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The veteran's witness requests (signed in). */
export const witnessRequestsRoutes: FastifyPluginAsyncZod<{
  witnessRequests: WitnessRequestsService;
  makeForm: WitnessFormMaker;
}> = async (app, { witnessRequests, makeForm }) => {
  app.get(
    '/witness-requests',
    { schema: { response: { 200: z.array(receivedWitnessRequestSchema), ...errors } } },
    (request) => witnessRequests.list(requireUserId(request)),
  );

  app.post(
    '/witness-requests',
    {
      schema: {
        body: witnessRequestInputSchema,
        response: { 201: createdWitnessRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await witnessRequests.create(requireUserId(request), request.body);
      // The link is shown once; no cache may keep it.
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete(
    '/witness-requests/:id',
    { schema: { params: idParamsSchema, response: { 204: z.undefined(), ...errors } } },
    async (request, reply) => {
      await witnessRequests.remove(requireUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/witness-requests/:id/accept',
    {
      schema: {
        params: idParamsSchema,
        body: witnessAcceptInputSchema,
        response: {
          200: z.object({ request: witnessRequestSchema, statement: caseStatementSchema }),
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    (request) => witnessRequests.accept(requireUserId(request), request.params.id, request.body),
  );

  const sendForm = async (
    userId: string,
    id: string,
    typed: VeteranIdentity | undefined,
    reply: FastifyReply,
  ) => {
    const { row, answers, veteran } = await witnessRequests.findAnswered(userId, id);
    const bytes = await makeForm(answers, witnessFormIdentity(veteran, typed), row.conditionName);
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="21-10210-witness-statement-${row.id.slice(0, 8)}.pdf"`,
      )
      .header('cache-control', 'no-store')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  };

  // No response schema: a PDF on success; errors take DESIGN §6's shape from the handler.
  app.get(
    '/witness-requests/:id/form.pdf',
    { schema: { params: idParamsSchema } },
    (request, reply) => sendForm(requireUserId(request), request.params.id, undefined, reply),
  );

  // The same form with what the veteran types for this download only (SSN, VA file number…).
  app.post(
    '/witness-requests/:id/form.pdf',
    { schema: { params: idParamsSchema, body: packetRequestSchema } },
    (request, reply) =>
      sendForm(requireUserId(request), request.params.id, identityOfRequest(request.body), reply),
  );
};
