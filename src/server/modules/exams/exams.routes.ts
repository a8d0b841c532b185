import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contracts/disabilities';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  afterExamSchema,
  examChoicesSchema,
  examInputSchema,
  examRecordSchema,
  examReviewSchema,
  prepSheetQuerySchema,
  prepSheetSchema,
  savedAfterExamRecordSchema,
} from '../../../contracts/exams';
import { requireUserId } from '../../plugins/session';
import type { ExamsService } from './exams.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const examsRoutes: FastifyPluginAsyncZod<{ exams: ExamsService }> = async (
  app,
  { exams },
) => {
  app.get(
    '/exam-prep',
    {
      schema: { querystring: prepSheetQuerySchema, response: { 200: prepSheetSchema, ...errors } },
    },
    (request) => exams.prepSheet(requireUserId(request), request.query.condition),
  );

  app.get(
    '/exam-prep/choices',
    { schema: { response: { 200: examChoicesSchema, ...errors } } },
    (request) => exams.choices(requireUserId(request)),
  );

  app.get(
    '/exams',
    { schema: { response: { 200: z.array(examRecordSchema), ...errors } } },
    (request) => exams.list(requireUserId(request)),
  );

  app.post(
    '/exams',
    { schema: { body: examInputSchema, response: { 201: examRecordSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await exams.create(requireUserId(request), request.body)),
  );

  app.put(
    '/exams/:id',
    {
      schema: {
        params: idParamsSchema,
        body: examInputSchema,
        response: { 200: examRecordSchema, ...errors },
      },
    },
    (request) => exams.update(requireUserId(request), request.params.id, request.body),
  );

  app.put(
    '/exams/:id/after-exam',
    {
      schema: {
        params: idParamsSchema,
        body: afterExamSchema,
        response: { 200: savedAfterExamRecordSchema, ...errors },
      },
    },
    (request) => exams.saveAfterExam(requireUserId(request), request.params.id, request.body),
  );

  app.get(
    '/exams/:id/review',
    { schema: { params: idParamsSchema, response: { 200: examReviewSchema, ...errors } } },
    (request) => exams.review(requireUserId(request), request.params.id),
  );

  app.delete(
    '/exams/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 204: z.undefined(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await exams.remove(requireUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
