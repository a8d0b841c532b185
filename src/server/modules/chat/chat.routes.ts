import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatMessageSchema,
  chatSessionSchema,
  createChatSessionSchema,
  updateChatSessionSchema,
  sendMessageResultSchema,
  sendMessageSchema,
} from '../../../contracts/chat';
import { idParamsSchema } from '../../../contracts/disabilities';
import { apiErrorSchema } from '../../../contracts/errors';
import type { RateLimits } from '../../config';
import { HttpError } from '../../http-error';
import { limitRequests } from '../../plugins/rate-limit';
import { requireUserId } from '../../plugins/session';
import type { ChatService } from './chat.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** Stored after what was produced when the veteran stopped the answer or left. */
export const STOPPED_NOTE = '_The answer was stopped before it finished._';
const STREAM_FAILED = 'Wingman could not finish this answer. Please try again.';
const stoppedReply = (text: string) => (text ? `${text}\n\n${STOPPED_NOTE}` : STOPPED_NOTE);

type Started = Awaited<ReturnType<ChatService['startMessage']>>;

const wantsStream = (request: FastifyRequest) =>
  request.headers.accept?.includes('text/event-stream') ?? false;

/**
 * Streams the reply as server-sent events. The response is taken over from Fastify, so the
 * security headers already set on the reply are copied onto it. If the connection closes
 * first, the reply is aborted and what was produced is stored with a note.
 */
async function streamReply(request: FastifyRequest, reply: FastifyReply, started: Started) {
  reply.hijack();
  const raw = reply.raw;
  const headers = {
    ...reply.getHeaders(),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
  };
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200);
  raw.flushHeaders();
  const send = (event: string, data: unknown) => {
    if (!raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const controller = new AbortController();
  raw.on('close', () => {
    if (!raw.writableEnded) controller.abort();
  });

  let text = '';
  try {
    for await (const chunk of started.reply(controller.signal)) {
      if (controller.signal.aborted) break;
      text += chunk;
      send('token', { text: chunk });
    }
    if (controller.signal.aborted) {
      await started.saveReply(stoppedReply(text));
      return;
    }
    const assistantMessage = await started.saveReply(text);
    send('done', { userMessage: started.userMessage, assistantMessage });
  } catch (error) {
    request.log.error({ err: error }, 'chat reply failed');
    send('error', { message: STREAM_FAILED });
    await started.saveReply(stoppedReply(text)).catch(() => {});
  } finally {
    if (!raw.destroyed) raw.end();
  }
}

export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService; limits: RateLimits }> = async (
  app,
  { chat, limits },
) => {
  const chatLimit = limitRequests(app, 'chat', [
    { max: limits.chatPerUser, windowMs: limits.windowMs, key: requireUserId },
  ]);

  app.post(
    '/chat/sessions',
    {
      schema: {
        body: createChatSessionSchema.optional(),
        response: { 201: chatSessionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await chat.createSession(requireUserId(request), request.body)),
  );

  app.get(
    '/chat/sessions',
    { schema: { response: { 200: z.array(chatSessionSchema), ...errors } } },
    (request) => chat.listSessions(requireUserId(request)),
  );

  app.get(
    '/chat/sessions/:id/messages',
    {
      schema: { params: idParamsSchema, response: { 200: z.array(chatMessageSchema), ...errors } },
    },
    (request) => chat.listMessages(requireUserId(request), request.params.id),
  );

  app.patch(
    '/chat/sessions/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateChatSessionSchema,
        response: { 200: chatSessionSchema, ...errors },
      },
    },
    (request) => chat.updateSession(requireUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/chat/sessions/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await chat.removeSession(requireUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/chat/message',
    {
      preHandler: chatLimit,
      schema: {
        body: sendMessageSchema,
        response: { 201: sendMessageResultSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const started = await chat.startMessage(requireUserId(request), request.body);
      if (wantsStream(request)) return streamReply(request, reply, started);
      let text = '';
      try {
        for await (const chunk of started.reply()) text += chunk;
      } catch (error) {
        request.log.error({ err: error }, 'chat reply failed');
        // The veteran's message is kept; the conversation says where the answer stopped.
        await started.saveReply(stoppedReply(text));
        throw new HttpError(503, STREAM_FAILED);
      }
      const assistantMessage = await started.saveReply(text);
      return reply.status(201).send({ userMessage: started.userMessage, assistantMessage });
    },
  );
};
