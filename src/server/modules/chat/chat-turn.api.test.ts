// Each message is read once into a Turn stored beside it; follow-ups and drafts continue from
// the stored Turns, never from the text of earlier replies. Numbers are read with what they
// belong to.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSession, SendMessageResult } from '../../../contracts/chat';
import { turnSchema } from '../../../contracts/turn';
import { chatMessages } from '../../db/tables';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';

type Cookies = Record<string, string>;

let t: TestApp;
let veteran: Cookies;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-25T15:00:00Z') });
  veteran = (await registerUser(t.app)).cookies;
});
afterAll(() => t.close());

async function newChat(): Promise<string> {
  const response = await callApi(t.app, 'POST', '/api/chat/sessions', veteran, {});
  expect(response.statusCode).toBe(201);
  return response.json<ChatSession>().id;
}

async function ask(sessionId: string, content: string): Promise<SendMessageResult> {
  const response = await callApi(t.app, 'POST', '/api/chat/message', veteran, {
    sessionId,
    content,
  });
  expect(response.statusCode).toBe(201);
  return response.json<SendMessageResult>();
}

const storedTurn = async (messageId: string) => {
  const [row] = await t.database.db
    .select({ turn: chatMessages.turn })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId));
  return row?.turn ? turnSchema.parse(row.turn) : null;
};

describe('the Turn stored beside each message', () => {
  it('holds the percentages with what each belongs to, and the reply checks the math', async () => {
    const { userMessage, assistantMessage } = await ask(
      await newChat(),
      "I'm 70% combined but back 20, knees 10 each, tinnitus 10, PTSD 50 — did they screw up the math?",
    );
    const turn = await storedTurn(userMessage.id);
    expect(turn?.entities.percentages.map(({ value, of, side }) => [value, of, side])).toEqual([
      [70, 'combined', undefined],
      [20, 'condition', undefined],
      [10, 'condition', 'left'],
      [10, 'condition', 'right'],
      [10, 'condition', undefined],
      [50, 'condition', undefined],
    ]);
    expect(turn?.answered.intent).toBe('rating');
    const answer = assistantMessage.content;
    expect(answer).toContain('**Combined rating: 70%**');
    expect(answer).toMatch(/both sides/i);
    expect(answer).toMatch(/You wrote that you are 70% combined.*combine to 70% too/);
  });

  it('a combined rating that does not match the listed ratings is said so, with why it may differ', async () => {
    const { assistantMessage } = await ask(
      await newChat(),
      'They say I am 90% combined. My ratings are PTSD 70, back 20 and tinnitus 10. Is that right?',
    );
    expect(assistantMessage.content).toContain('**Combined rating: 80%**');
    expect(assistantMessage.content).toMatch(
      /you are 90% combined, but the ratings you listed combine to 80%/,
    );
  });

  it('a follow-up continues the subject from the stored Turn, not from the text of the reply', async () => {
    const chat = await newChat();
    const first = await ask(chat, 'what is a higher level review');
    // Whatever the earlier reply said, the follow-up reads the Turn stored with the question.
    await t.database.db
      .update(chatMessages)
      .set({ content: 'An earlier answer.' })
      .where(eq(chatMessages.id, first.assistantMessage.id));
    const { assistantMessage } = await ask(chat, 'how long do I have to file it?');
    expect(assistantMessage.content).toMatch(/^_About .+, from earlier in this chat\._/);
    expect(assistantMessage.content).toContain('20-0996');
  });

  it('a draft in progress continues from the stored Turn', async () => {
    const chat = await newChat();
    const request = await ask(chat, 'can you help me write a buddy statement');
    expect((await storedTurn(request.userMessage.id))?.drafting).toEqual({
      kind: 'buddy-letter',
      asked: 1,
    });
    await t.database.db
      .update(chatMessages)
      .set({ content: 'An earlier answer.' })
      .where(eq(chatMessages.id, request.assistantMessage.id));
    const second = await ask(chat, 'its for my ptsd, my wife has seen my nightmares since 2009');
    expect(second.assistantMessage.content).toMatch(/^\*\*A bit more for your lay\/witness/);
    expect((await storedTurn(second.userMessage.id))?.drafting?.asked).toBe(2);
    const { assistantMessage } = await ask(chat, 'just draft it');
    expect(assistantMessage.content).toMatch(/^\*\*Draft lay\/witness statement/);
  });

  it('a message stored before Turns existed is still read for crisis words', async () => {
    const chat = await newChat();
    const { userMessage } = await ask(chat, 'I keep thinking about ending it all');
    await t.database.db
      .update(chatMessages)
      .set({ turn: null })
      .where(eq(chatMessages.id, userMessage.id));
    const { assistantMessage } = await ask(chat, 'what form do I use for an increase?');
    expect(assistantMessage.content.split('\n\n')[0]).toMatch(/988/);
  });
});

describe('a question nothing answers', () => {
  it('gets an honest "I don’t know" and where to ask, never the veteran’s case in its place', async () => {
    const claim = await callApi(t.app, 'POST', '/api/claims', veteran, {
      disabilityName: 'Sleep apnea',
      status: 'denied',
      submittedDate: '2026-01-10',
      decisionDate: '2026-10-01',
      decisionType: 'initial-claim',
    });
    expect(claim.statusCode).toBe(201);
    for (const mode of ['general', 'claim-specific'] as const) {
      const created = await callApi(t.app, 'POST', '/api/chat/sessions', veteran, { mode });
      const { assistantMessage } = await ask(
        created.json<ChatSession>().id,
        'what is the best recipe for sourdough bread',
      );
      expect(assistantMessage.content).toMatch(/^I don’t know this one/);
      expect(assistantMessage.content).toContain('VSO');
      expect(assistantMessage.content).not.toContain('Sleep apnea');
    }
  });
});
