/**
 * The server process is killed outright (SIGKILL: a crash, an out-of-memory kill, a pulled
 * plug) while an upload is arriving and a reply is streaming. After a restart on the same
 * data nothing is half written and nothing that was acknowledged is missing.
 */
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import answerClosing from '../../../content/knowledge-rules/answer-closing.json';
import type { ChatMessage } from '../../contracts/chat';
import type { DocumentDto } from '../../contracts/documents';
import { STOPPED_NOTE } from '../modules/chat/chat.routes';
import {
  startChildServer,
  STARTUP_MS,
  stopChildServers,
  type ChildServer,
} from '../test/child-server';

afterAll(stopChildServers);

type Client = ReturnType<typeof clientOf>;

/** Requests to one server as one signed-in veteran (the cookie survives a restart). */
function clientOf(server: ChildServer, cookie = '') {
  const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;
  return {
    cookie,
    json: async <T>(method: string, path: string, body?: unknown) => {
      const response = await fetch(url(path), {
        method,
        headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as T };
    },
    upload: async (name: string, text: string) => {
      const form = new FormData();
      form.append('file', new Blob([text]), name);
      return fetch(url('/api/documents/upload'), {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
    },
  };
}

/** A multipart upload sent only half-way; the connection stays open until the server dies. */
function startHalfUpload(server: ChildServer, cookie: string, name: string) {
  const boundary = 'wingman-half-upload';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`;
  const content = 'Sick call: knee pain after a ruck march.\n'.repeat(50_000);
  const total =
    Buffer.byteLength(head) + Buffer.byteLength(content) + `\r\n--${boundary}--\r\n`.length;
  const request = http.request({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: '/api/documents/upload',
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': total,
    },
  });
  request.on('error', () => {});
  request.write(head);
  request.write(content.slice(0, content.length / 2));
}

/** Starts a streamed reply and resolves at its first piece, leaving the stream open. */
function startStreamedReply(server: ChildServer, cookie: string, sessionId: string) {
  return new Promise<void>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: '/api/chat/message',
        headers: { cookie, accept: 'text/event-stream', 'content-type': 'application/json' },
      },
      (response) => {
        response.on('error', () => {});
        response.once('data', () => resolve());
      },
    );
    request.on('error', (error) => reject(error));
    request.end(JSON.stringify({ sessionId, content: 'What is a C&P exam?' }));
  });
}

async function signUp(server: ChildServer): Promise<Client> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `killed.${Date.now()}@example.com`,
      password: 'correct horse battery',
    }),
  });
  expect(response.status).toBe(201);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return clientOf(server, cookie);
}

describe('the server killed mid-request', () => {
  it(
    'keeps every acknowledged upload and message and nothing half written',
    async () => {
      const first = await startChildServer();
      const before = await signUp(first);
      await before.json('PATCH', '/api/auth/user/consent', { documentConsentGiven: true });

      // Acknowledged before the crash.
      const upload = await before.upload('kept.txt', 'Service treatment record: tinnitus noted.');
      expect(upload.status).toBe(201);
      const kept = (await upload.json()) as DocumentDto;
      const session = (await before.json<{ id: string }>('POST', '/api/chat/sessions', {})).body;
      const answered = await before.json('POST', '/api/chat/message', {
        sessionId: session.id,
        content: 'What is a DBQ?',
      });
      expect(answered.status).toBe(201);

      // In flight when the process dies.
      startHalfUpload(first, before.cookie, 'half.txt');
      const streaming = (await before.json<{ id: string }>('POST', '/api/chat/sessions', {})).body;
      await startStreamedReply(first, before.cookie, streaming.id);
      first.child.kill('SIGKILL');
      await first.exited;

      const second = await startChildServer({}, first.dataDir);
      const after = clientOf(second, before.cookie);

      const documents = (await after.json<DocumentDto[]>('GET', '/api/documents')).body;
      expect(documents.map((document) => document.originalName)).toEqual(['kept.txt']);
      expect(documents[0]).toMatchObject({ id: kept.id, hasContent: true });
      expect(documents[0]?.analysisResult).toBeTruthy();

      const exchange = (
        await after.json<ChatMessage[]>('GET', `/api/chat/sessions/${session.id}/messages`)
      ).body;
      expect(exchange.map(({ role }) => role)).toEqual(['user', 'assistant']);
      expect(exchange[1]?.content.endsWith(answerClosing.line)).toBe(true);

      // The question was stored before its reply began; a reply is whole or marked, never cut.
      const cut = (
        await after.json<ChatMessage[]>('GET', `/api/chat/sessions/${streaming.id}/messages`)
      ).body;
      expect(cut[0]).toMatchObject({ role: 'user', content: 'What is a C&P exam?' });
      for (const reply of cut.slice(1)) {
        expect(
          reply.content.endsWith(answerClosing.line) || reply.content.endsWith(STOPPED_NOTE),
        ).toBe(true);
      }
      expect(cut.length).toBeLessThanOrEqual(2);
    },
    STARTUP_MS * 2 + 30_000,
  );
});
