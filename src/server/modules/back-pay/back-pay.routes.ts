import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backPayRequestSchema,
  backPayResponseSchema,
  effectiveDateQuerySchema,
  effectiveDateResponseSchema,
} from '../../../contracts/back-pay';
import { apiErrorSchema } from '../../../contracts/errors';
import type { BackPayService } from './back-pay.service';

export const backPayRoutes: FastifyPluginAsyncZod<{ backPay: BackPayService }> = async (
  app,
  { backPay },
) => {
  app.post(
    '/back-pay',
    {
      schema: {
        body: backPayRequestSchema,
        response: { 200: backPayResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => backPay.ledger(request.body),
  );

  app.get(
    '/back-pay/effective-date',
    {
      schema: {
        querystring: effectiveDateQuerySchema,
        response: { 200: effectiveDateResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => backPay.effectiveDate(request.query),
  );
};
