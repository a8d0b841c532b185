// A recorded intent to file through the real chat: its year's end among the deadlines, and a
// warning once in a conversation as the end nears, never in a reply to crisis words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSession, SendMessageResult } from '../../../contracts/chat';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';

type Cookies = Record<string, string>;

// Tuesday 10 November 2026, on the server's clock.
const clock = new Date('2026-11-10T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

async function newChat(cookies: Cookies) {
  const session = await callApi(t.app, 'POST', '/api/chat/sessions', cookies, {});
  const sessionId = session.json<ChatSession>().id;
  return async (content: string) => {
    const response = await callApi(t.app, 'POST', '/api/chat/message', cookies, {
      sessionId,
      content,
    });
    expect(response.statusCode).toBe(201);
    return response.json<SendMessageResult>().assistantMessage.content;
  };
}

async function veteranWithIntent(receivedDate: string) {
  const { cookies } = await registerUser(t.app);
  const recorded = await callApi(t.app, 'POST', '/api/intents-to-file', cookies, {
    receivedDate,
    method: 'online',
  });
  expect(recorded.statusCode).toBe(201);
  return cookies;
}

describe('an intent to file in the chat', () => {
  it('warns once in a conversation as its year nears its end, with the date and days left', async () => {
    // Received 1 December 2025: the year ends Tuesday 1 December 2026, 21 days away.
    const ask = await newChat(await veteranWithIntent('2025-12-01'));
    const first = await ask('what is a DBQ?');
    expect(first).toMatch(
      /^\*\*Your intent to file ends soon\.\*\* Submit your complete claim by 2026-12-01 \(21 days left\) so VA can keep 2025-12-01 as your date of claim\./,
    );
    // The question is still answered.
    expect(first).toMatch(/Disability Benefits Questionnaire/i);
    const second = await ask('how do i get one?');
    expect(second).not.toContain('ends soon');
  });

  it('lists it among the deadlines when asked', async () => {
    const ask = await newChat(await veteranWithIntent('2026-03-02'));
    const answer = await ask('what are my deadlines?');
    expect(answer).toContain(
      'Your intent to file of 2026-03-02: submit the complete claim by 2027-03-02',
    );
    // Far from its end, no warning.
    expect(answer).not.toContain('ends soon');
  });

  it('says nothing of it in a reply to crisis words', async () => {
    const ask = await newChat(await veteranWithIntent('2025-12-01'));
    const answer = await ask('i dont see the point of going on anymore');
    expect(answer).toContain('988');
    expect(answer).not.toContain('intent to file');
  });
});
