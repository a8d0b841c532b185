/**
 * PostgreSQL goes away under load (a restart, a failover, a cut network) and comes back:
 * requests during the outage answer 503 in the error shape instead of hanging or crashing
 * the process, the app recovers by itself, and every write it acknowledged is there.
 * The outage is made by a TCP proxy between the app and the server, so the shared
 * PostgreSQL of the machine is never touched.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Disability } from '../../contracts/disabilities';
import { callApi, createTestApp, registerUser, type TestApp } from '../test/test-app';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

const databaseUrl = inject('databaseUrl');
let t: TestApp | undefined;
let proxy: TcpProxy | undefined;
afterAll(async () => {
  await t?.close();
  await proxy?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a database outage under load', () => {
  it.runIf(databaseUrl)(
    'answers 503 while PostgreSQL is away, recovers by itself, and loses no acknowledged write',
    async () => {
      proxy = await startTcpProxy(new URL(databaseUrl!));
      t = await createTestApp({ databaseUrl: proxy.url });
      const { cookies } = await registerUser(t.app);

      let running = true;
      let counter = 0;
      const acknowledged: string[] = [];
      const statuses = new Set<number>();
      const writer = async () => {
        while (running) {
          const name = `Condition ${counter++}`;
          const response = await callApi(t!.app, 'POST', '/api/disabilities', cookies, {
            name,
            currentPercentage: 10,
          });
          statuses.add(response.statusCode);
          if (response.statusCode === 201) acknowledged.push(name);
          else expect(response.json()).toEqual({ message: expect.any(String) });
          await pause(20);
        }
      };
      const writers = Array.from({ length: 4 }, writer);

      await pause(300);
      await proxy.cut();
      await pause(1500);
      await proxy.restore();
      // Back by itself: a read succeeds within a few seconds, with no restart of the app.
      let recovered = false;
      for (let attempt = 0; attempt < 50 && !recovered; attempt++) {
        recovered = (await callApi(t.app, 'GET', '/api/disabilities', cookies)).statusCode === 200;
        if (!recovered) await pause(200);
      }
      await pause(300);
      running = false;
      await Promise.all(writers);

      expect(recovered).toBe(true);
      expect([...statuses].sort()).toEqual([201, 503]);
      const stored = (await callApi(t.app, 'GET', '/api/disabilities', cookies)).json<
        Disability[]
      >();
      const names = new Set(stored.map((disability) => disability.name));
      expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(0);
    },
  );
});
