import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountExportSchema,
  deleteAccountSchema,
  exportFileName,
} from '../../../contracts/account';
import { apiErrorSchema } from '../../../contracts/errors';
import type { RateLimits } from '../../config';
import { limitRequests } from '../../plugins/rate-limit';
import { SESSION_COOKIE, requireUserId } from '../../plugins/session';
import type { AccountService } from './account.service';

type Options = { account: AccountService; limits: RateLimits };

/** The signed-in veteran's own account: download everything, or delete it all. */
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (app, { account, limits }) => {
  // A stolen session must not be able to guess the password endlessly.
  const deletionLimit = limitRequests(app, 'account-deletion', [
    { max: limits.accountDeletionPerUser, windowMs: limits.windowMs, key: requireUserId },
  ]);

  app.get(
    '/account/export',
    { schema: { response: { 200: accountExportSchema, 401: apiErrorSchema } } },
    async (request, reply) => {
      const data = await account.exportData(requireUserId(request));
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(data.exportedAt)}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.delete(
    '/account',
    {
      schema: {
        body: deleteAccountSchema,
        response: {
          204: z.undefined(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preHandler: deletionLimit,
    },
    async (request, reply) => {
      await account.deleteAccount(requireUserId(request), request.body.password);
      await request.session.destroy();
      return reply.clearCookie(SESSION_COOKIE, { path: '/' }).status(204).send();
    },
  );
};
