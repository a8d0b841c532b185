import { describe, expect, it } from 'vitest';
import type { ChatSession, SendMessageResult } from '../../../contracts/chat';
import { callApi, captureLogs, createTestApp, registerUser } from '../../test/test-app';
import { analysisFixture, giveConsent, uploadOne } from '../../test/document-requests';

const newSession = async (app: Parameters<typeof callApi>[0], cookies: Record<string, string>) =>
  (await callApi(app, 'POST', '/api/chat/sessions', cookies, {})).json<ChatSession>();

describe('chat limits, expiry and logs', () => {
  it('limits how many messages one veteran sends, not the others', async () => {
    const t = await createTestApp({ rateLimits: { chatPerUser: 2 } });
    try {
      const alice = (await registerUser(t.app)).cookies;
      const bob = (await registerUser(t.app)).cookies;
      const session = await newSession(t.app, alice);
      const ask = (cookies: Record<string, string>, sessionId: string) =>
        callApi(t.app, 'POST', '/api/chat/message', cookies, {
          sessionId,
          content: 'What is a DBQ?',
        });
      expect((await ask(alice, session.id)).statusCode).toBe(201);
      expect((await ask(alice, session.id)).statusCode).toBe(201);
      const refused = await ask(alice, session.id);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many attempts/);
      expect((await ask(bob, (await newSession(t.app, bob)).id)).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('attaches a document whose content expired and answers from its kept analysis', async () => {
    let clock = new Date('2026-11-23T15:00:00Z');
    const t = await createTestApp({ now: () => clock });
    try {
      const { cookies } = await registerUser(t.app);
      await giveConsent(t.app, cookies);
      const document = await uploadOne(t.app, cookies, await analysisFixture('str-sick-call.txt'));
      clock = new Date('2026-12-01T15:00:00Z');
      const session = await newSession(t.app, cookies);
      const response = await callApi(t.app, 'POST', '/api/chat/message', cookies, {
        sessionId: session.id,
        content: 'Summarize this for me',
        attachedDocuments: [document.id],
      });
      expect(response.statusCode).toBe(201);
      const { userMessage, assistantMessage } = response.json<SendMessageResult>();
      expect(userMessage.attachedDocuments).toEqual([
        expect.objectContaining({ id: document.id, isContentExpired: true }),
      ]);
      expect(assistantMessage.content).toContain('**str-sick-call.txt**, from its analysis:');
    } finally {
      await t.close();
    }
  });

  it('never logs what the veteran wrote or what Wingman answered, even at debug level', async () => {
    const logs = captureLogs();
    const t = await createTestApp({ logStream: logs.stream, env: { LOG_LEVEL: 'debug' } });
    try {
      const { cookies } = await registerUser(t.app);
      const session = await newSession(t.app, cookies);
      for (const accept of ['application/json', 'text/event-stream']) {
        await t.app.inject({
          method: 'POST',
          url: '/api/chat/message',
          cookies,
          headers: { accept },
          payload: {
            sessionId: session.id,
            content: 'Sergeant Quillfeather asks about a buddy letter',
          },
        });
      }
      expect(logs.lines.length).toBeGreaterThan(0);
      expect(logs.text()).not.toMatch(/quillfeather|buddy letter|21-10210/i);
    } finally {
      await t.close();
    }
  });
});
