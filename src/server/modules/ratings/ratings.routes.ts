import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  combinedRatingRequestSchema,
  combinedRatingResponseSchema,
} from '../../../contracts/ratings';
import { calculateCombinedRating } from '../../../domain/ratings/combined-rating';

export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ratings/combined',
    {
      schema: {
        body: combinedRatingRequestSchema,
        response: { 200: combinedRatingResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => calculateCombinedRating(request.body.ratings),
  );
};
