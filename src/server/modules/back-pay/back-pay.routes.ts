import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backPayRequestSchema, backPayResponseSchema } from '../../../contracts/back-pay';
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
};
