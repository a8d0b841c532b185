import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  witnessAnswersSchema,
  witnessInvitationSchema,
  witnessSentSchema,
  witnessTokenParamsSchema,
} from '../../../contracts/witness';
import type { RateLimits } from '../../config';
import { limitRequests } from '../../plugins/rate-limit';
import type { WitnessLinkService } from './witness-link.service';

const refusals = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * The witness's page calls these signed out, with the link's token and nothing else. Limited
 * per address, so the links cannot be guessed by trying.
 */
export const witnessLinkRoutes: FastifyPluginAsyncZod<{
  witnessLink: WitnessLinkService;
  limits: RateLimits;
}> = async (app, { witnessLink, limits }) => {
  const perIp = limitRequests(app, 'witness-link', [
    { max: limits.witnessLinkPerIp, windowMs: limits.windowMs, key: () => undefined },
  ]);

  app.get(
    '/witness/:token',
    {
      onRequest: perIp,
      schema: {
        params: witnessTokenParamsSchema,
        response: { 200: witnessInvitationSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return witnessLink.open(request.params.token);
    },
  );

  app.post(
    '/witness/:token',
    {
      onRequest: perIp,
      schema: {
        params: witnessTokenParamsSchema,
        body: witnessAnswersSchema,
        response: { 201: witnessSentSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await witnessLink.submit(request.params.token, request.body)),
  );
};
