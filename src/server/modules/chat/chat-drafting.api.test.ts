// Drafting a buddy statement in the chat, turn by turn, read back from the stored messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSession, SendMessageResult } from '../../../contracts/chat';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let veteran: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-25T15:00:00Z') });
  veteran = (await registerUser(t.app)).cookies;
  // A deadline on My Claims: the walkthrough's answer once got this list instead of the draft.
  const claim = await callApi(t.app, 'POST', '/api/claims', veteran, {
    disabilityName: 'Sleep apnea',
    status: 'denied',
    submittedDate: '2026-01-10',
    decisionDate: '2026-10-01',
    decisionType: 'initial-claim',
  });
  expect(claim.statusCode).toBe(201);
});
afterAll(() => t.close());

async function newChat(): Promise<string> {
  const response = await callApi(t.app, 'POST', '/api/chat/sessions', veteran, {});
  expect(response.statusCode).toBe(201);
  return response.json<ChatSession>().id;
}

async function ask(sessionId: string, content: string): Promise<string> {
  const response = await callApi(t.app, 'POST', '/api/chat/message', veteran, {
    sessionId,
    content,
  });
  expect(response.statusCode).toBe(201);
  return response.json<SendMessageResult>().assistantMessage.content;
}

describe('a buddy statement drafted in a few turns', () => {
  it('asks what it needs, keeps drafting through the answer, then writes the draft', async () => {
    const chat = await newChat();
    const first = await ask(chat, 'can you help me write a buddy statement');
    expect(first).toMatch(/^\*\*Let’s draft your lay\/witness statement\*\* \(VA Form 21-10210/);
    expect(first).toContain('Who is writing it');

    const second = await ask(
      chat,
      'its for my ptsd, my wife sees my nightmares and she wakes me up when I yell',
    );
    expect(second).not.toContain('Your deadlines, from My Claims');
    expect(second).toMatch(/^\*\*A bit more for your lay\/witness statement\*\*/);
    expect(second).toContain('What they saw or heard: “my wife sees my nightmares”');
    expect(second).toContain('How often it happens');

    const draft = await ask(chat, 'just draft it');
    expect(draft).toMatch(/^\*\*Draft lay\/witness statement\*\* \(VA Form 21-10210/);
    expect(draft).toContain('I am [veteran’s name]’s wife');
    expect(draft).toContain('I see [veteran’s name]’s nightmares. I wake them up when they yell.');
    expect(draft).toContain('I am writing about [veteran’s name]’s PTSD.');
    expect(draft).toContain('This happens [how often].');
    expect(draft).toContain('[since when: a month and year, or an event]');
    expect(draft).toContain('I certify that the statements above are true and correct');
    expect(draft).toContain('(https://www.va.gov/find-forms/about-form-21-10210/)');
    expect(draft).not.toMatch(/\b(?:19|20)\d\d\b/);
  });

  it('a question asked mid-draft gets its normal answer', async () => {
    const chat = await newChat();
    await ask(chat, 'help me write a buddy letter');
    const answer = await ask(chat, 'how long does a HLR take?');
    expect(answer.split('\n\n')[0]).toMatch(/125 days/);
  });
});
