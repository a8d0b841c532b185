// The chat opens the veteran's own-evidence tools through the real chat route: exam prep with
// what the condition's DBQ measures, the journal on the day named, and the witness link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSession, SendMessageResult } from '../../../contracts/chat';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';

// Sunday 29 November 2026, mid-afternoon in US time zones too.
const clock = new Date('2026-11-29T20:00:00Z');
let t: TestApp;
let ask: (content: string) => Promise<string>;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const { cookies } = await registerUser(t.app);
  const session = await callApi(t.app, 'POST', '/api/chat/sessions', cookies, {});
  const sessionId = session.json<ChatSession>().id;
  ask = async (content) => {
    const response = await callApi(t.app, 'POST', '/api/chat/message', cookies, {
      sessionId,
      content,
    });
    expect(response.statusCode).toBe(201);
    return response.json<SendMessageResult>().assistantMessage.content;
  };
});
afterAll(() => t.close());

describe('the chat starts the own-evidence tools', () => {
  it('"help me prepare for my knee exam" links the knee prep sheet and lists what the DBQ measures', async () => {
    const answer = await ask('help me prepare for my knee exam');
    expect(answer).toContain('(/exam-prep?condition=knee)');
    expect(answer).toMatch(/Knee and Lower Leg Conditions Disability Benefits Questionnaire/);
    expect(answer).toMatch(/flare-ups/i);
  });

  it('"log a migraine from last night" opens a journal entry dated yesterday', async () => {
    const answer = await ask('log a migraine from last night');
    expect(answer).toContain('(/journal?condition=migraine&new=1&date=2026-11-28)');
  });

  it('"ask my wife for a statement" opens the witness invite for a spouse', async () => {
    const answer = await ask('ask my wife for a statement');
    expect(answer).toContain('(/witnesses?invite=1&relationship=wife)');
    expect(answer).toMatch(/21-10210/);
  });
});
