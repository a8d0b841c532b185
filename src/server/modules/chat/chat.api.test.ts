import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CHAT_TITLE,
  MAX_MESSAGE_LENGTH,
  type ChatMessage,
  type ChatSession,
  type SendMessageResult,
} from '../../../contracts/chat';
import { SESSION_COOKIE } from '../../plugins/session';
import {
  callApi,
  createTestApp,
  registerUser,
  type ApiCall,
  type TestApp,
} from '../../test/test-app';
import { analysisFixture, giveConsent, sectionOf, uploadOne } from '../../test/document-requests';
import { STOPPED_NOTE } from './chat.routes';

type Cookies = Record<string, string>;

let t: TestApp;
let alice: Cookies;
let bob: Cookies;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-23T15:00:00Z') });
  alice = (await registerUser(t.app)).cookies;
  bob = (await registerUser(t.app)).cookies;
});
afterAll(() => t.close());

const call: ApiCall = (...args) => callApi(t.app, ...args);

async function newSession(cookies: Cookies, title?: string): Promise<ChatSession> {
  const response = await call('POST', '/api/chat/sessions', cookies, title ? { title } : {});
  expect(response.statusCode).toBe(201);
  return response.json();
}

const send = async (cookies: Cookies, payload: object) =>
  call('POST', '/api/chat/message', cookies, payload);

const messagesOf = async (cookies: Cookies, sessionId: string) =>
  (await call('GET', `/api/chat/sessions/${sessionId}/messages`, cookies)).json<ChatMessage[]>();

/** The events of a server-sent event stream, in order. */
function parseEvents(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? '';
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}

describe('chat sessions', () => {
  it('creates, lists newest first, renames and deletes a session', async () => {
    const cookies = (await registerUser(t.app)).cookies;
    const first = await newSession(cookies);
    expect(first.title).toBe(DEFAULT_CHAT_TITLE);
    const second = await newSession(cookies, 'Knee claim');
    expect(second.title).toBe('Knee claim');

    const listed = (await call('GET', '/api/chat/sessions', cookies)).json<ChatSession[]>();
    expect(listed.map((session) => session.id)).toEqual([second.id, first.id]);

    const renamed = await call('PATCH', `/api/chat/sessions/${first.id}`, cookies, {
      title: '  Tinnitus questions ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: first.id, title: 'Tinnitus questions' });
    // Renaming touches the session, so it moves to the top.
    const relisted = (await call('GET', '/api/chat/sessions', cookies)).json<ChatSession[]>();
    expect(relisted.map((session) => session.id)).toEqual([first.id, second.id]);

    expect((await call('DELETE', `/api/chat/sessions/${first.id}`, cookies)).statusCode).toBe(204);
    const remaining = (await call('GET', '/api/chat/sessions', cookies)).json<ChatSession[]>();
    expect(remaining.map((session) => session.id)).toEqual([second.id]);
  });

  it('refuses an empty or too long title', async () => {
    const session = await newSession(alice);
    const empty = await call('PATCH', `/api/chat/sessions/${session.id}`, alice, { title: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Chat title cannot be empty.');
    const long = await call('PATCH', `/api/chat/sessions/${session.id}`, alice, {
      title: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
  });

  it('keeps chats private: another user’s session is 404 on every route', async () => {
    const session = await newSession(alice, 'Private');
    await send(alice, { sessionId: session.id, content: 'What is an intent to file?' });
    const notFound = [
      await call('GET', `/api/chat/sessions/${session.id}/messages`, bob),
      await call('PATCH', `/api/chat/sessions/${session.id}`, bob, { title: 'Mine now' }),
      await call('DELETE', `/api/chat/sessions/${session.id}`, bob),
      await send(bob, { sessionId: session.id, content: 'Hello' }),
    ];
    for (const response of notFound) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Chat not found.' });
    }
    const bobs = (await call('GET', '/api/chat/sessions', bob)).json<ChatSession[]>();
    expect(bobs.map((entry) => entry.id)).not.toContain(session.id);
    const kept = await messagesOf(alice, session.id);
    expect(kept).toHaveLength(2);
    expect((await call('GET', '/api/chat/sessions', alice)).json()).toContainEqual(
      expect.objectContaining({ id: session.id, title: 'Private' }),
    );
  });

  it('answers 401 to a signed-out caller on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const responses = [
      await call('POST', '/api/chat/sessions', undefined, {}),
      await call('GET', '/api/chat/sessions'),
      await call('GET', `/api/chat/sessions/${id}/messages`),
      await call('PATCH', `/api/chat/sessions/${id}`, undefined, { title: 'x' }),
      await call('DELETE', `/api/chat/sessions/${id}`),
      await call('POST', '/api/chat/message', undefined, { sessionId: id, content: 'Hi' }),
    ];
    for (const response of responses) expect(response.statusCode).toBe(401);
  });
});

describe('sending a message', () => {
  it('titles a new chat from its first message, cut at a word, and only once', async () => {
    const session = await newSession(alice);
    const content =
      'How do I file a claim for hearing loss that started during my deployment in 2004 and got worse?';
    expect((await send(alice, { sessionId: session.id, content })).statusCode).toBe(201);
    const [titled] = (await call('GET', '/api/chat/sessions', alice)).json<ChatSession[]>();
    expect(titled).toMatchObject({
      id: session.id,
      title: 'How do I file a claim for hearing loss that started during…',
    });

    await send(alice, { sessionId: session.id, content: 'And what about tinnitus?' });
    const [again] = (await call('GET', '/api/chat/sessions', alice)).json<ChatSession[]>();
    expect(again!.title).toBe(titled!.title);

    const named = await newSession(alice, 'My own name');
    await send(alice, { sessionId: named.id, content: 'What is a buddy letter?' });
    const [kept] = (await call('GET', '/api/chat/sessions', alice)).json<ChatSession[]>();
    expect(kept).toMatchObject({ id: named.id, title: 'My own name' });
  });

  it('answers from an attached document’s analysis and an attached disability', async () => {
    const cookies = (await registerUser(t.app)).cookies;
    await giveConsent(t.app, cookies);
    const document = await uploadOne(t.app, cookies, await analysisFixture('str-sick-call.txt'));
    const disability = (
      await call('POST', '/api/disabilities', cookies, {
        name: 'Migraine',
        currentPercentage: 30,
        diagnosticCode: '8100',
      })
    ).json<{ id: string }>();
    const session = await newSession(cookies);

    const response = await send(cookies, {
      sessionId: session.id,
      content: 'What is this missing?',
      attachedDocuments: [document.id],
      attachedDisabilities: [disability.id],
    });
    expect(response.statusCode).toBe(201);
    const { userMessage, assistantMessage } = response.json<SendMessageResult>();
    expect(userMessage).toMatchObject({
      role: 'user',
      content: 'What is this missing?',
      attachedDocuments: [
        {
          id: document.id,
          originalName: 'str-sick-call.txt',
          hasContent: true,
          isContentExpired: false,
        },
      ],
      attachedDisabilities: [{ id: disability.id, name: 'Migraine', currentPercentage: 30 }],
    });
    const answer = assistantMessage.content;
    expect(answer).toContain('**str-sick-call.txt**, from its analysis:');
    for (const line of sectionOf(document.analysis, 'WHAT TO GET NEXT')) {
      expect(answer).toContain(line);
    }
    expect(answer).toContain('**Migraine**, rated 30%');
    expect(answer).toMatch(/\*\*50% next:\*\* \S/);
    expect(answer).toContain('38 CFR 4.124a');

    // Reloading the chat shows both, with the attachments kept on the question.
    const messages = await messagesOf(cookies, session.id);
    expect(messages).toEqual([userMessage, assistantMessage]);

    // A question that names the document is answered from it without attaching it.
    const named = (
      await send(cookies, { sessionId: session.id, content: 'What is str-sick-call missing?' })
    ).json<SendMessageResult>();
    expect(named.userMessage.attachedDocuments).toEqual([]);
    expect(named.assistantMessage.content).toContain('**str-sick-call.txt**, from its analysis:');
  });

  it('answers “what should I do next?” from the veteran’s own claims and deadlines', async () => {
    const cookies = (await registerUser(t.app)).cookies;
    await call('POST', '/api/claims', cookies, {
      disabilityName: 'Left knee',
      status: 'denied',
      submittedDate: '2026-01-10',
      decisionDate: '2026-10-01',
      decisionType: 'initial-claim',
    });
    const session = await newSession(cookies);
    const response = await send(cookies, {
      sessionId: session.id,
      content: 'What should I do next?',
    });
    const answer = response.json<SendMessageResult>().assistantMessage.content;
    expect(answer).toContain('Deadlines to act on first');
    expect(answer).toMatch(/Left knee: .+ by 2027-10-01/);
  });

  it('speaks in the tone the veteran chose on Profile & Settings', async () => {
    const { cookies } = await registerUser(t.app);
    const ask = async () => {
      const session = await newSession(cookies);
      const response = await send(cookies, {
        sessionId: session.id,
        content: 'I have 50% and 30%',
      });
      return response.json<SendMessageResult>().assistantMessage.content;
    };
    expect(await ask()).toMatch(/^\*\*Combined rating: 70%\*\*/);
    const saved = await call('PUT', '/api/profile', cookies, {
      displayName: 'Sam',
      aiPersonality: 'friendly',
    });
    expect(saved.statusCode).toBe(200);
    const friendly = await ask();
    expect(friendly).toMatch(/^Let’s work it out together\./);
    expect(friendly).toContain('**Combined rating: 70%**');
  });

  it('puts the Veterans Crisis Line first for crisis language', async () => {
    const session = await newSession(alice);
    const response = await send(alice, {
      sessionId: session.id,
      content: 'I don’t want to be here anymore',
    });
    const answer = response.json<SendMessageResult>().assistantMessage.content;
    expect(answer.split('\n')[0]).toContain('The Veterans Crisis Line');
    expect(answer).toContain('Call 988, then press 1');
  });

  it('refuses a document or disability that is not the veteran’s', async () => {
    await giveConsent(t.app, bob);
    const bobsDocument = await uploadOne(t.app, bob, await analysisFixture('buddy-statement.txt'));
    const bobsDisability = (
      await call('POST', '/api/disabilities', bob, { name: 'Tinnitus', currentPercentage: 10 })
    ).json<{ id: string }>();
    const session = await newSession(alice);

    const document = await send(alice, {
      sessionId: session.id,
      content: 'What does this say?',
      attachedDocuments: [bobsDocument.id],
    });
    expect(document.statusCode).toBe(404);
    expect(document.json()).toEqual({ message: 'Document not found.' });
    const disability = await send(alice, {
      sessionId: session.id,
      content: 'What is next?',
      attachedDisabilities: [bobsDisability.id],
    });
    expect(disability.statusCode).toBe(404);
    expect(disability.json()).toEqual({ message: 'Disability not found.' });
    expect(await messagesOf(alice, session.id)).toEqual([]);
  });

  it('validates the message: empty, too long, bad ids, unknown chat', async () => {
    const session = await newSession(alice);
    const cases: [object, number, string][] = [
      [{ sessionId: session.id, content: '   ' }, 400, 'Please type a message.'],
      [
        { sessionId: session.id, content: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) },
        400,
        `A message can be at most ${MAX_MESSAGE_LENGTH} characters.`,
      ],
      [{ sessionId: 'nope', content: 'Hi' }, 400, 'Choose a chat to send the message to.'],
      [{ sessionId: session.id, content: 'Hi', attachedDocuments: ['nope'] }, 400, ''],
      [{ sessionId: session.id, content: 'Hi', attachedDisabilities: [42] }, 400, ''],
      [
        { sessionId: '00000000-0000-4000-8000-000000000000', content: 'Hi' },
        404,
        'Chat not found.',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await send(alice, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    expect(await messagesOf(alice, session.id)).toEqual([]);
  });
});

describe('streaming a reply', () => {
  it('streams tokens, then the stored messages; the stored reply is the streamed text', async () => {
    const session = await newSession(alice);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      cookies: alice,
      headers: { accept: 'text/event-stream' },
      payload: { sessionId: session.id, content: 'What is an intent to file?' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-accel-buffering']).toBe('no');
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const events = parseEvents(response.body);
    const tokens = events.filter((event) => event.event === 'token');
    expect(tokens.length).toBeGreaterThan(2);
    expect(events.at(-1)?.event).toBe('done');
    const streamed = tokens.map((event) => (event.data as { text: string }).text).join('');
    expect(streamed).toContain('21-0966');
    const done = events.at(-1)!.data as SendMessageResult;
    expect(done.assistantMessage.content).toBe(streamed);
    expect(await messagesOf(alice, session.id)).toEqual([done.userMessage, done.assistantMessage]);
  });

  it('keeps the question when the veteran leaves mid-stream', async () => {
    const session = await newSession(alice);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ sessionId: session.id, content: 'What is a C&P exam?' });
    const firstChunk = await new Promise<string>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/chat/message',
          headers: {
            accept: 'text/event-stream',
            'content-type': 'application/json',
            cookie: `${SESSION_COOKIE}=${alice[SESSION_COOKIE]}`,
          },
        },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            request.destroy();
            resolve(chunk.toString('utf8'));
          });
        },
      );
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
      request.end(body);
    });
    expect(firstChunk).toContain('event: token');

    // The server stores the reply once it notices; wait for that without a timer of our own.
    let messages: ChatMessage[] = [];
    for (let attempt = 0; attempt < 100 && messages.length < 2; attempt++) {
      await new Promise((resolve) => setImmediate(resolve));
      messages = await messagesOf(alice, session.id);
    }
    expect(messages[0]).toMatchObject({ role: 'user', content: 'What is a C&P exam?' });
    expect(messages[1]?.role).toBe('assistant');
    // Either the whole answer went out before the close was seen, or it was cut and says so.
    const reply = messages[1]!.content;
    expect(reply.endsWith(STOPPED_NOTE) || reply.includes('review your case for free')).toBe(true);
  });
});

describe('when Wingman fails part-way through an answer', () => {
  let failing: TestApp;
  let veteran: Cookies;
  beforeAll(async () => {
    failing = await createTestApp({
      chatAssistant: {
        async *reply() {
          yield 'An intent to file ';
          throw new Error('the engine broke');
        },
      },
    });
    veteran = (await registerUser(failing.app)).cookies;
  });
  afterAll(() => failing.close());

  const startChat = async () => {
    const response = await callApi(failing.app, 'POST', '/api/chat/sessions', veteran, {});
    return response.json<ChatSession>().id;
  };
  const storedIn = async (sessionId: string) =>
    (await callApi(failing.app, 'GET', `/api/chat/sessions/${sessionId}/messages`, veteran)).json<
      ChatMessage[]
    >();

  it('streams what it had, then an error event, and keeps the question with a note', async () => {
    const sessionId = await startChat();
    const response = await failing.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      cookies: veteran,
      headers: { accept: 'text/event-stream' },
      payload: { sessionId, content: 'What is an intent to file?' },
    });
    expect(response.statusCode).toBe(200);
    expect(parseEvents(response.body)).toEqual([
      { event: 'token', data: { text: 'An intent to file ' } },
      {
        event: 'error',
        data: { message: 'Wingman could not finish this answer. Please try again.' },
      },
    ]);
    const stored = await storedIn(sessionId);
    expect(stored.map(({ role, content }) => ({ role, content }))).toEqual([
      { role: 'user', content: 'What is an intent to file?' },
      { role: 'assistant', content: `An intent to file \n\n${STOPPED_NOTE}` },
    ]);
  });

  it('answers a JSON request with 503 in the error shape, keeping the question', async () => {
    const sessionId = await startChat();
    const response = await callApi(failing.app, 'POST', '/api/chat/message', veteran, {
      sessionId,
      content: 'What is a DBQ?',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'Wingman could not finish this answer. Please try again.',
    });
    const stored = await storedIn(sessionId);
    expect(stored.map(({ role }) => role)).toEqual(['user', 'assistant']);
    expect(stored[0]?.content).toBe('What is a DBQ?');
  });
});
