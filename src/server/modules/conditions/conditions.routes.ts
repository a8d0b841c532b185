import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conditionDetailSchema,
  conditionSearchQuerySchema,
  conditionSummarySchema,
  type ConditionDetail,
  type PercentageOption,
} from '../../../contracts/conditions';
import { apiErrorSchema } from '../../../contracts/errors';
import { searchConditions } from '../../../domain/conditions/search-conditions';
import { notFound } from '../../http-error';
import type { ConditionRow, ConditionsRepository } from './conditions.repository';

const toDetail = (row: ConditionRow): ConditionDetail => ({
  ...row,
  percentageOptions: row.percentageOptions as PercentageOption[],
});

export const conditionsRoutes: FastifyPluginAsyncZod<{ conditions: ConditionsRepository }> = async (
  app,
  { conditions },
) => {
  app.get(
    '/conditions',
    {
      schema: {
        querystring: conditionSearchQuerySchema,
        response: { 200: z.array(conditionSummarySchema) },
      },
    },
    async (request) => {
      const rows = await conditions.listAll();
      return searchConditions(rows, request.query.q, request.query.limit).map((row) => ({
        diagnosticCode: row.diagnosticCode,
        conditionName: row.conditionName,
        bodySystem: row.bodySystem,
        canBeBilateral: row.canBeBilateral,
        percentages: (row.percentageOptions as PercentageOption[]).map((o) => o.percentage),
      }));
    },
  );

  app.get(
    '/conditions/:code',
    {
      schema: {
        params: z.object({
          code: z.string().regex(/^\d{4}$/, { error: 'A diagnostic code is four digits' }),
        }),
        response: { 200: conditionDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await conditions.findByCode(request.params.code);
      if (!row) throw notFound('No condition with that diagnostic code.');
      return toDetail(row);
    },
  );
};
