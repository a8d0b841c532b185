import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import {
  accountExportQuerySchema,
  deleteAccountSchema,
  exportFileName,
  type ExportFormat,
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

  const download = (reply: FastifyReply, exportedAt: string, format: ExportFormat) =>
    reply
      .header('content-disposition', `attachment; filename="${exportFileName(exportedAt, format)}"`)
      .header('cache-control', 'no-store');

  // The JSON body (accountExportSchema) is streamed, so it is not checked on the way out; the
  // API tests parse every export with the schema instead. Errors take the usual shape through
  // the error handler.
  app.get(
    '/account/export',
    { schema: { querystring: accountExportQuerySchema } },
    async (request, reply) => {
      const userId = requireUserId(request);
      if (request.query.format === 'pdf') {
        const { exportedAt, pdf } = await account.exportPdf(userId);
        return download(reply, exportedAt, 'pdf').type('application/pdf').send(Buffer.from(pdf));
      }
      const { exportedAt, json } = await account.exportData(userId);
      return download(reply, exportedAt, 'json')
        .type('application/json; charset=utf-8')
        .send(Readable.from(json, { objectMode: false }));
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
