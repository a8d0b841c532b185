import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contracts/disabilities';
import {
  decisionProposalSchema,
  importDecisionResultSchema,
  importDecisionSchema,
} from '../../../contracts/documents';
import { apiErrorSchema } from '../../../contracts/errors';
import { requireUserId } from '../../plugins/session';
import type { DecisionImportService } from './decision-import.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The offer to add a recognised rating decision to the tracker, and the veteran's answer. */
export const decisionImportRoutes: FastifyPluginAsyncZod<{
  decisionImport: DecisionImportService;
}> = async (app, { decisionImport }) => {
  app.get(
    '/documents/:id/decision',
    {
      schema: { params: idParamsSchema, response: { 200: decisionProposalSchema, ...errors } },
    },
    (request) => decisionImport.proposal(requireUserId(request), request.params.id),
  );

  app.post(
    '/documents/:id/decision/import',
    {
      schema: {
        params: idParamsSchema,
        body: importDecisionSchema,
        response: { 200: importDecisionResultSchema, ...errors },
      },
    },
    (request) => decisionImport.import(requireUserId(request), request.params.id, request.body),
  );
};
