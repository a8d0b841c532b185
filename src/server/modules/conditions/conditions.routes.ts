import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conditionDetailSchema,
  conditionSearchQuerySchema,
  conditionSummarySchema,
  type ConditionDetail,
  type VaCondition,
} from '../../../contracts/conditions';
import { apiErrorSchema } from '../../../contracts/errors';
import { notFound } from '../../http-error';
import type { ConditionCatalog } from '../../reference/condition-catalog';

const toDetail = (condition: VaCondition): ConditionDetail => ({
  diagnosticCode: condition.diagnosticCode,
  conditionName: condition.conditionName,
  aliases: condition.aliases,
  bodySystem: condition.bodySystem,
  cfrSection: condition.cfrSection,
  ratingFormula: condition.ratingFormula ?? null,
  percentageOptions: condition.percentageOptions,
  commonSymptoms: condition.commonSymptoms,
  requiredEvidence: condition.requiredEvidence,
  canBeBilateral: condition.canBeBilateral,
  ratesSpineSegments: condition.segments !== undefined,
  examinerFocus: condition.examinerFocus,
  notes: condition.notes ?? [],
  sources: condition.sources,
  confidence: condition.confidence,
});

export const conditionsRoutes: FastifyPluginAsyncZod<{ catalog: ConditionCatalog }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/conditions',
    {
      schema: {
        querystring: conditionSearchQuerySchema,
        response: { 200: z.array(conditionSummarySchema), 400: apiErrorSchema },
      },
    },
    (request) =>
      catalog.search(request.query.q, request.query.limit).map((condition) => ({
        diagnosticCode: condition.diagnosticCode,
        conditionName: condition.conditionName,
        bodySystem: condition.bodySystem,
        canBeBilateral: condition.canBeBilateral,
        ratesSpineSegments: condition.segments !== undefined,
        percentages: condition.percentageOptions.map((o) => o.percentage),
      })),
  );

  app.get(
    '/conditions/:code',
    {
      schema: {
        params: z.object({
          code: z.string().regex(/^\d{4}$/, { error: 'A diagnostic code is four digits' }),
        }),
        response: { 200: conditionDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => {
      const condition = catalog.findByCode(request.params.code);
      if (!condition) throw notFound('No condition with that diagnostic code.');
      return toDetail(condition);
    },
  );
};
