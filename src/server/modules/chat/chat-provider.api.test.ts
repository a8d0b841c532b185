import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSession } from '../../../contracts/chat';
import { turnSchema } from '../../../contracts/turn';
import { OFFLINE_FALLBACK_NOTICE } from '../../assistant/llm-assistant';
import { chatMessages } from '../../db/tables';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';

// A local OpenAI-compatible server the app is configured to use, as an operator would.
let answer: 'stream' | 'fail' = 'stream';
let requestBodies: string[] = [];
let provider: Server;
let t: TestApp;
let cookies: Record<string, string>;

const chunk = (content: string) =>
  `data: ${JSON.stringify({
    id: 'c1',
    object: 'chat.completion.chunk',
    created: 1_763_900_000,
    model: 'test-model',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

beforeAll(async () => {
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (part: Buffer) => (body += part.toString()));
    request.on('end', () => {
      requestBodies.push(body);
      if (answer === 'fail') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'model overloaded' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(chunk('Service connection needs three things: '));
      response.write(chunk('a current diagnosis, an in-service event and a nexus.'));
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    env: {
      WINGMAN_PROVIDER: 'openai-compatible',
      WINGMAN_BASE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`,
      WINGMAN_MODEL: 'test-model',
      WINGMAN_TIMEOUT_SECONDS: '5',
    },
  });
  cookies = (await registerUser(t.app)).cookies;
});
afterAll(async () => {
  await t.close();
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});
beforeEach(() => {
  answer = 'stream';
  requestBodies = [];
});

async function ask(content: string) {
  const session = (
    await callApi(t.app, 'POST', '/api/chat/sessions', cookies, {})
  ).json<ChatSession>();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/chat/message',
    cookies,
    headers: { accept: 'text/event-stream' },
    payload: { sessionId: session.id, content },
  });
  const messages = (
    await callApi(t.app, 'GET', `/api/chat/sessions/${session.id}/messages`, cookies)
  ).json<ChatMessage[]>();
  return { response, reply: messages.at(-1)!, question: messages.at(-2)! };
}

const storedTurn = async (messageId: string) => {
  const [row] = await t.database.db
    .select({ turn: chatMessages.turn })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId));
  return row?.turn ? turnSchema.parse(row.turn) : null;
};

describe('chat with a language model configured', () => {
  it('streams the model’s answer, grounded and without the veteran’s identifiers', async () => {
    const { response, reply } = await ask(
      'My SSN is 123-45-6789 and my e-mail is sam.rivera@example.com. What is service connection?',
    );
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.payload).toContain('event: token');
    expect(reply.role).toBe('assistant');
    expect(reply.content).toContain('a current diagnosis, an in-service event and a nexus');
    // What left the machine: our grounding, never the SSN or the address.
    expect(requestBodies).toHaveLength(1);
    expect(requestBodies[0]).toContain('Service connection');
    expect(requestBodies[0]).not.toContain('123-45-6789');
    expect(requestBodies[0]).not.toContain('sam.rivera@example.com');
  });

  it('reads the message once into the Turn stored beside it, and grounds the model in what it computed', async () => {
    const { question } = await ask(
      'My ratings are PTSD 70, back 20 and tinnitus 10. What is my combined?',
    );
    const turn = await storedTurn(question.id);
    expect(turn?.entities.percentages.map(({ value, of }) => [value, of])).toEqual([
      [70, 'condition'],
      [20, 'condition'],
      [10, 'condition'],
    ]);
    expect(turn?.answered.intent).toBe('rating');
    expect(requestBodies).toHaveLength(1);
    expect(requestBodies[0]).toContain('Combined rating: 80%');
  });

  it('falls back to the offline answer, saying so, when the provider fails', async () => {
    answer = 'fail';
    const { response, reply } = await ask('How do I file an intent to file?');
    expect(response.statusCode).toBe(200);
    expect(reply.content.startsWith(OFFLINE_FALLBACK_NOTICE)).toBe(true);
    expect(reply.content).toContain('21-0966');
  });

  it('answers crisis language itself, before and without the model', async () => {
    const { reply } = await ask('I want to end it all');
    expect(reply.content).toMatch(/988/);
    expect(requestBodies).toHaveLength(0);
  });

  it('puts the Crisis Line above the model’s answer when a question sits beside warning signs', async () => {
    const { reply } = await ask("I'm a burden to everyone. What is service connection?");
    const [line, ...rest] = reply.content.split('\n\n');
    expect(line).toMatch(/Veterans Crisis Line[\s\S]*988, then press 1, or text 838255/);
    expect(rest.join('\n\n')).toContain('a current diagnosis, an in-service event and a nexus');
    expect(requestBodies).toHaveLength(1);
  });

  it('keeps warning signs with nothing asked away from the model', async () => {
    const { reply } = await ask("I'm a burden to everyone");
    expect(reply.content).toMatch(/988/);
    expect(requestBodies).toHaveLength(0);
  });
});
