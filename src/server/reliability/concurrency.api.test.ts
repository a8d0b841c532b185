/**
 * One veteran doing several things at once (two tabs, a double tap, a slow network): every
 * request gets an answer, nothing acknowledged is lost, and nothing is left half done.
 */
import { eq, isNull, or } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChatMessage, ChatSession } from '../../contracts/chat';
import type { DocumentDto } from '../../contracts/documents';
import { chatMessageDocuments, chatMessages, documents as documentRows } from '../db/tables';
import { giveConsent, textUpload, uploadOne } from '../test/document-requests';
import { callApi, createTestApp, registerUser, type TestApp } from '../test/test-app';

let t: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { chatPerUser: 1000 } });
  cookies = (await registerUser(t.app)).cookies;
  await giveConsent(t.app, cookies);
});
afterAll(() => t.close());

const call = (
  ...args: Parameters<typeof callApi> extends [unknown, ...infer Rest] ? Rest : never
) => callApi(t.app, ...args);

describe('one veteran, many requests at once', () => {
  it('answers every message, renames and deletes consistently, and leaves no orphan rows', async () => {
    const session = (await call('POST', '/api/chat/sessions', cookies, {})).json<{ id: string }>();
    const [kept, deleted, emptied] = await Promise.all(
      ['kept', 'deleted', 'emptied'].map((name) =>
        uploadOne(t.app, cookies, textUpload(`${name}.txt`, `Notes about the ${name} record.`)),
      ),
    );
    const names = ['one.txt', 'two.txt', 'three.txt', 'four.txt'];

    const [messages, renames, deletion, renameOfDeleted, emptying] = await Promise.all([
      Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          call('POST', '/api/chat/message', cookies, {
            sessionId: session.id,
            content: `Question ${i}: what is a DBQ?`,
            attachedDocuments: [kept!.id],
          }),
        ),
      ),
      Promise.all(
        names.map((originalName) =>
          call('PATCH', `/api/documents/${kept!.id}`, cookies, { originalName }),
        ),
      ),
      call('DELETE', `/api/documents/${deleted!.id}`, cookies),
      call('PATCH', `/api/documents/${deleted!.id}`, cookies, { originalName: 'late.txt' }),
      call('PATCH', `/api/documents/${emptied!.id}/delete-content`, cookies),
    ]);

    expect(messages.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    expect(renames.map((response) => response.statusCode)).toEqual(Array(4).fill(200));
    expect(deletion.statusCode).toBe(204);
    // Renamed just before it went, or found gone: never an error, never brought back.
    expect([200, 404]).toContain(renameOfDeleted.statusCode);
    expect(emptying.statusCode).toBe(200);

    // Every acknowledged question is stored with its answer and its attachment.
    const stored = (await call('GET', `/api/chat/sessions/${session.id}/messages`, cookies)).json<
      ChatMessage[]
    >();
    const questions = stored.filter((message) => message.role === 'user');
    expect(questions.map((message) => message.content).sort()).toEqual(
      Array.from({ length: 6 }, (_, i) => `Question ${i}: what is a DBQ?`).sort(),
    );
    expect(stored.filter((message) => message.role === 'assistant')).toHaveLength(6);
    for (const question of questions) {
      expect(question.attachedDocuments.map((document) => document.id)).toEqual([kept!.id]);
    }

    // The last rename wins whole; the deleted document stays deleted; the emptied one keeps its analysis.
    const documents = (await call('GET', '/api/documents', cookies)).json<DocumentDto[]>();
    const byId = new Map(documents.map((document) => [document.id, document]));
    expect(names).toContain(byId.get(kept!.id)?.originalName);
    expect(byId.has(deleted!.id)).toBe(false);
    expect(byId.get(emptied!.id)).toMatchObject({ hasContent: false });
    expect(byId.get(emptied!.id)?.analysisResult).toBeTruthy();

    // No attachment row points at a document or message that is gone.
    const orphans = await t.database.db
      .select({ link: chatMessageDocuments.messageId })
      .from(chatMessageDocuments)
      .leftJoin(documentRows, eq(documentRows.id, chatMessageDocuments.documentId))
      .leftJoin(chatMessages, eq(chatMessages.id, chatMessageDocuments.messageId))
      .where(or(isNull(documentRows.id), isNull(chatMessages.id)));
    expect(orphans).toEqual([]);
  });
});

describe.runIf(inject('databaseUrl'))('a chat renamed while its first message is stored', () => {
  it('keeps the name the veteran gave it, not the title made from the message', async () => {
    const session = (await call('POST', '/api/chat/sessions', cookies, {})).json<ChatSession>();
    const record = await uploadOne(t.app, cookies, textUpload('record.txt', 'A treatment note.'));

    // Another connection holds the attached document's row, so the message is stored up to its
    // attachment and waits there, after the chat's title was read.
    const blocker = new pg.Client({ connectionString: inject('databaseUrl') });
    await blocker.connect();
    try {
      const { rows: backend } = await blocker.query<{ pid: number }>(
        'select pg_backend_pid() as pid',
      );
      await blocker.query('begin');
      await blocker.query('select id from documents where id = $1 for update', [record!.id]);
      const sending = call('POST', '/api/chat/message', cookies, {
        sessionId: session.id,
        content: 'What does my treatment note show?',
        attachedDocuments: [record!.id],
      });
      await expect
        .poll(async () => {
          const { rows } = await blocker.query<{ waiting: number }>(
            'select count(*)::int as waiting from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
            [backend[0]!.pid],
          );
          return rows[0]!.waiting;
        })
        .toBe(1);

      const renamed = await call('PATCH', `/api/chat/sessions/${session.id}`, cookies, {
        title: 'My tinnitus claim',
      });
      expect(renamed.statusCode).toBe(200);
      await blocker.query('commit');
      expect((await sending).statusCode).toBe(201);
    } finally {
      await blocker.end();
    }

    const sessions = (await call('GET', '/api/chat/sessions', cookies)).json<ChatSession[]>();
    expect(sessions.find((listed) => listed.id === session.id)?.title).toBe('My tinnitus claim');
  });
});
