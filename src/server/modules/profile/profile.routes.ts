import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { profileSchema } from '../../../contracts/profile';
import { requireUserId } from '../../plugins/session';
import type { ProfileRepository } from './profile.repository';

export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileRepository }> = async (
  app,
  { profiles },
) => {
  app.get(
    '/profile',
    { schema: { response: { 200: profileSchema, 401: apiErrorSchema } } },
    (request) => profiles.get(requireUserId(request)),
  );

  app.put(
    '/profile',
    {
      schema: {
        body: profileSchema,
        response: { 200: profileSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => profiles.save(requireUserId(request), request.body),
  );
};
