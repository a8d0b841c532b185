/**
 * A load balancer sends SIGTERM while requests are on their way: some on fresh connections,
 * some on keep-alive connections it opened earlier. Every request already sent is answered;
 * the health check says draining, and new connections are refused.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  startChildServer,
  STARTUP_MS,
  stopChildServers,
  waitForOutput,
  type ChildServer,
} from '../test/child-server';

afterAll(stopChildServers);

type Answer = { status: number; body: string } | { error: string };

type Request = { method: 'GET' | 'POST'; path: string; body?: string; cookie?: string };

/** Sends one request; `sent` settles once its bytes are written, `answer` with the outcome. */
function send(port: number, agent: http.Agent | false, request: Request) {
  const outgoing = http.request({
    host: '127.0.0.1',
    port,
    agent,
    method: request.method,
    path: request.path,
    headers: {
      ...(request.cookie && { cookie: request.cookie }),
      ...(request.body && { 'content-type': 'application/json' }),
    },
  });
  const answer = new Promise<Answer>((resolve) => {
    outgoing.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
      response.on('error', (error) => resolve({ error: error.message }));
    });
    outgoing.on('error', (error) => resolve({ error: error.message }));
  });
  const sent = new Promise<void>((resolve) => outgoing.end(request.body ?? '', () => resolve()));
  return { sent, answer };
}

/** A health check whose head is not finished yet, so its connection is busy, not idle. */
async function startHealthCheck(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let response = '';
  socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
  socket.on('error', (error) => (response += `(${error.message})`));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
  return {
    finish: () => socket.write('\r\n'),
    response: () => closed.then(() => response),
  };
}

/** How a new connection fares: `connected`, or the error code that refused it. */
const tryToConnect = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

async function signUp(server: ChildServer) {
  const credentials = {
    email: `draining.${Date.now()}@example.com`,
    password: 'correct horse battery',
  };
  const response = await fetch(`http://127.0.0.1:${server.port}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(201);
  return { credentials, cookie: response.headers.get('set-cookie')!.split(';')[0]! };
}

/** A keep-alive agent holding `count` open connections that have each served a request. */
async function warmAgent(port: number, count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count });
  const warmUps = Array.from({ length: count }, () =>
    send(port, agent, { method: 'GET', path: '/api/health' }),
  );
  for (const { answer } of warmUps) expect(await answer).toMatchObject({ status: 200 });
  const free = Object.values(agent.freeSockets).flat().length;
  expect(free).toBe(count);
  return agent;
}

describe('SIGTERM with requests in flight', () => {
  it(
    'answers all twenty, reports draining and refuses new connections',
    async () => {
      const server = await startChildServer();
      const { port } = server;
      const { credentials, cookie } = await signUp(server);
      const agent = await warmAgent(port, 10);

      const kinds: Request[] = [
        // Sign-ins hash a password and write a session: slow enough to be truly in flight.
        { method: 'POST', path: '/api/auth/login', body: JSON.stringify(credentials) },
        { method: 'GET', path: '/api/auth/user', cookie },
        { method: 'GET', path: '/api/health' },
      ];
      // Even ones on the warm keep-alive connections, odd ones on fresh connections.
      const requests = Array.from({ length: 20 }, (_, i) =>
        send(port, i % 2 === 0 ? agent : false, kinds[i % kinds.length]!),
      );
      const lateHealthCheck = await startHealthCheck(port);
      await Promise.all(requests.map(({ sent }) => sent));
      server.child.kill('SIGTERM');

      await waitForOutput(server, /"msg":"shutting down"/);
      const answers = await Promise.all(requests.map(({ answer }) => answer));
      const unanswered = answers.flatMap((answer, i) => {
        const path = kinds[i % kinds.length]!.path;
        if ('error' in answer) return [`${i} ${path}: ${answer.error}`];
        const draining = path === '/api/health' && answer.status === 503;
        if (draining && answer.body === '{"status":"draining"}') return [];
        return answer.status === 200 ? [] : [`${i} ${path}: ${answer.status} ${answer.body}`];
      });
      expect(unanswered).toEqual([]);

      // The health check still in progress keeps the process up.
      await expect.poll(() => tryToConnect(port), { timeout: 10_000 }).toBe('ECONNREFUSED');

      lateHealthCheck.finish();
      const health = await lateHealthCheck.response();
      expect(health).toMatch(/^HTTP\/1\.1 503/);
      expect(health.toLowerCase()).toContain('connection: close');
      expect(health).toContain('{"status":"draining"}');
      expect((await server.exited).code).toBe(0);
      agent.destroy();
    },
    STARTUP_MS + 30_000,
  );
});
