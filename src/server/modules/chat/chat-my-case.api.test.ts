// "What am I missing for sleep apnea?" through the real chat: the answer comes from the evidence
// map of the veteran's own My Case, and a question about a condition not on it from the articles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { askInNewChat } from '../../test/chat';

type Cookies = Record<string, string>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (cookies: Cookies, content: string) => askInNewChat(t.app, cookies, content);

describe('what is missing, from My Case, in the chat', () => {
  it('answers for the condition on My Case, with what is still to get and the next step', async () => {
    const { cookies } = await registerUser(t.app);
    const added = await callApi(t.app, 'POST', '/api/case/conditions', cookies, {
      name: 'Sleep apnea',
      basis: 'direct',
    });
    expect(added.statusCode).toBe(201);
    const answer = await ask(cookies, 'what am i missing for my sleep apnea claim?');
    expect(answer).toMatch(
      /^\*\*Sleep apnea\*\*\n\nFor Sleep apnea, 0 of 3 things VA needs are covered/,
    );
    expect(answer).toContain('- **A current diagnosis**:');
    expect(answer).toContain('Best next step:');
    expect(answer).toContain('evidence map on My Case');
  });

  it('a veteran with nothing on My Case gets the general answer', async () => {
    const { cookies } = await registerUser(t.app);
    const answer = await ask(cookies, 'what am i missing for my sleep apnea claim?');
    expect(answer).not.toContain('evidence map on My Case');
  });
});
