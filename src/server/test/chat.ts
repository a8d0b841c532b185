import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ChatSession, SendMessageResult } from '../../contracts/chat';
import { callApi } from './test-app';

/** Asks in a new chat through the real endpoints, and returns Wingman's answer. */
export async function askInNewChat(
  app: FastifyInstance,
  cookies: Record<string, string>,
  content: string,
): Promise<string> {
  const session = await callApi(app, 'POST', '/api/chat/sessions', cookies, {});
  expect(session.statusCode).toBe(201);
  const response = await callApi(app, 'POST', '/api/chat/message', cookies, {
    sessionId: session.json<ChatSession>().id,
    content,
  });
  expect(response.statusCode).toBe(201);
  return response.json<SendMessageResult>().assistantMessage.content;
}
