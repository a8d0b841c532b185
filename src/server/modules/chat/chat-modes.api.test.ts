// The profile's default chat mode through the real endpoints: a new chat starts in it, the chat
// screen can switch it, and each mode changes the answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMode, ChatSession, SendMessageResult } from '../../../contracts/chat';
import { callApi, createTestAppWithTwoVeterans, type TestApp } from '../../test/test-app';

type Cookies = Record<string, string>;

let t: TestApp;
let alice: Cookies;
let bob: Cookies;
beforeAll(async () => {
  ({ t, alice, bob } = await createTestAppWithTwoVeterans());
  const knee = await callApi(t.app, 'POST', '/api/disabilities', alice, {
    name: 'Left knee strain',
    currentPercentage: 10,
    diagnosticCode: '5260',
    side: 'left',
  });
  expect(knee.statusCode, knee.body).toBe(201);
});
afterAll(() => t?.close());

const QUESTION = 'What is an intent to file?';

const setDefaultMode = async (cookies: Cookies, defaultChatMode: ChatMode) => {
  const saved = await callApi(t.app, 'PUT', '/api/profile', cookies, {
    displayName: 'Veteran',
    defaultChatMode,
  });
  expect(saved.statusCode, saved.body).toBe(200);
};

const newChat = async (cookies: Cookies, body: object = {}) => {
  const created = await callApi(t.app, 'POST', '/api/chat/sessions', cookies, body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json<ChatSession>();
};

const askIn = async (cookies: Cookies, sessionId: string, content = QUESTION) => {
  const response = await callApi(t.app, 'POST', '/api/chat/message', cookies, {
    sessionId,
    content,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SendMessageResult>().assistantMessage.content;
};

const sourcesIn = (answer: string) => (answer.match(/^- \[[^\]]+\]\(https:/gm) ?? []).length;

describe('the default chat mode', () => {
  it('starts a new chat in general mode by default, answering without the case', async () => {
    const chat = await newChat(alice);
    expect(chat.mode).toBe('general');
    const answer = await askIn(alice, chat.id);
    expect(answer).toContain('21-0966');
    expect(answer).not.toContain('Left knee strain');
    expect(answer).not.toContain('**More to read on this:**');
  });

  it('a veteran whose default is research gets a research chat, with more articles and sources', async () => {
    const general = await askIn(alice, (await newChat(alice)).id);
    await setDefaultMode(alice, 'research');
    const chat = await newChat(alice);
    expect(chat.mode).toBe('research');
    const sessions = await callApi(t.app, 'GET', '/api/chat/sessions', alice);
    expect(sessions.json<ChatSession[]>().find((session) => session.id === chat.id)?.mode).toBe(
      'research',
    );

    const answer = await askIn(alice, chat.id);
    expect(answer.startsWith(general.split('\n\n')[0]!)).toBe(true);
    expect(answer).toMatch(/\*\*More to read on this:\*\*\n- \*\*[^*]+\*\*: /);
    expect(sourcesIn(answer)).toBeGreaterThan(sourcesIn(general));
  });

  it('a claim-specific chat gives the veteran’s case after the answer', async () => {
    await setDefaultMode(alice, 'claim-specific');
    const chat = await newChat(alice);
    expect(chat.mode).toBe('claim-specific');
    const answer = await askIn(alice, chat.id);
    const [general, ...rest] = answer.split('\n\n---\n\n');
    expect(general).toContain('21-0966');
    expect(rest.join('\n')).toContain('- Left knee strain: 10%');
  });

  it('a mode asked for when creating the chat wins over the default', async () => {
    await setDefaultMode(alice, 'research');
    expect((await newChat(alice, { mode: 'general' })).mode).toBe('general');
  });
});

describe('changing a chat’s mode', () => {
  it('switches the chat and its next answer', async () => {
    await setDefaultMode(bob, 'general');
    const chat = await newChat(bob);
    const changed = await callApi(t.app, 'PATCH', `/api/chat/sessions/${chat.id}`, bob, {
      mode: 'research',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ChatSession>()).toMatchObject({ id: chat.id, mode: 'research' });
    expect(await askIn(bob, chat.id)).toContain('**More to read on this:**');
  });

  it('refuses an unknown mode, or nothing to change, with a clear message', async () => {
    const chat = await newChat(bob);
    const unknown = await callApi(t.app, 'PATCH', `/api/chat/sessions/${chat.id}`, bob, {
      mode: 'expert',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Choose a chat mode: general, claim-specific or research.');
    const empty = await callApi(t.app, 'PATCH', `/api/chat/sessions/${chat.id}`, bob, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Give the chat a new title or mode.');
  });

  it('cannot change another veteran’s chat', async () => {
    const chat = await newChat(bob);
    const response = await callApi(t.app, 'PATCH', `/api/chat/sessions/${chat.id}`, alice, {
      mode: 'research',
    });
    expect(response.statusCode).toBe(404);
  });
});
