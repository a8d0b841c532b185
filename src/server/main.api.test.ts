import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startChildServer,
  STARTUP_MS,
  stopChildServers,
  waitForOutput,
  type ChildServer,
} from './test/child-server';

afterAll(stopChildServers);

const startServer = (shutdownSeconds: number) =>
  startChildServer({ SHUTDOWN_TIMEOUT_SECONDS: String(shutdownSeconds) });

/** A sign-in whose body is only partly sent: the request stays in flight until `finish`. */
async function startSlowSignIn(port: number) {
  const body = JSON.stringify({ email: 'someone@example.com', password: 'not the password' });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let response = '';
  socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    finish: () => socket.write(body.slice(10)),
    /** The raw response, once the server has closed the connection. */
    response: () => closed.then(() => response),
    destroy: () => socket.destroy(),
  };
}

// Both start at once: a fresh embedded database takes a while to prepare.
let graceful: ChildServer;
let hanging: ChildServer;
let orphaned: ChildServer;
beforeAll(async () => {
  [graceful, hanging, orphaned] = await Promise.all([
    startServer(10),
    startServer(1),
    startServer(2),
  ]);
}, STARTUP_MS);

describe('shutdown of the real server', () => {
  it('on SIGTERM answers the request in flight, closes its keep-alive connection and exits 0', async () => {
    const server = graceful;
    const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
    expect(health.status).toBe(200);

    const signIn = await startSlowSignIn(server.port);
    await waitForOutput(server, /"url":"\/api\/auth\/login"/);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    // The body arrives only once closing has begun, so the request is truly in flight.
    await waitForOutput(server, /"msg":"shutting down"/);
    signIn.finish();

    const response = await signIn.response();
    expect(response).toMatch(/^HTTP\/1\.1 401/);
    expect(response.toLowerCase()).toContain('connection: close');
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    // Well inside the 10 s deadline: nothing waited for a keep-alive timeout.
    expect(at - signalledAt).toBeLessThan(10_000);
    expect(server.output()).toContain('"msg":"shutting down"');
    expect(server.output()).toContain('"msg":"shut down"');
  }, 20_000);

  it('exits at the deadline when a request never finishes', async () => {
    const server = hanging;
    const stuck = await startSlowSignIn(server.port);
    await waitForOutput(server, /"url":"\/api\/auth\/login"/);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');

    const { code, at } = await server.exited;
    stuck.destroy();
    expect(code).toBe(1);
    expect(at - signalledAt).toBeGreaterThanOrEqual(1000);
    expect(at - signalledAt).toBeLessThan(10_000);
    expect(server.output()).toContain('shutdown deadline of 1000 ms passed');
  }, 20_000);

  it('exits on SIGTERM when whoever read its output is gone', async () => {
    const server = orphaned;
    // As when the parent process has died: writing a log line now fails with EPIPE.
    server.child.stdout!.destroy();
    server.child.stderr!.destroy();
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const { at } = await server.exited;
    expect(at - signalledAt).toBeLessThan(10_000);
  }, 20_000);
});
