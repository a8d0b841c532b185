// Many veterans at once, each going through a whole visit (sign in, read, ask, upload, sign
// out), against Wingman in its own process on PostgreSQL: latency per route, errors, memory and
// the event-loop delay measured inside the server (issue 10).
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fixturePath } from '../src/server/documents/fixtures/fixture-path';
import { withScratchDatabase } from './scratch-database';
import { startServer, type RunningServer } from './servers/start-server';
import type { Report } from './report';

const VIRTUAL_USERS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_MIXED_SECONDS) || 60;
// Sign-in allows 50 per address, uploads and messages 60 per veteran, in 15 minutes; visits go
// round-robin over this many veterans, each with its own address: room for 50 × VETERANS visits.
const VETERANS = 250;
const SIGN_UPS_AT_ONCE = 8;
const IDLE_MS = 3_000;
const ERRORS_SHOWN = 5;
const PASSWORD = 'bench password';
const QUESTIONS = [
  'What is the deadline to appeal?',
  'How is a combined rating calculated?',
  'What form do I use to file a claim?',
  'What is a nexus letter?',
  'How does the bilateral factor work?',
];

// ---- Shared with bench/busy-uploads.ts -----------------------------------------------------

/** The value at percentile p of the values (nearest rank). */
export function percentile(values: readonly number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Runs work against Wingman in its own process: on PostgreSQL at databaseUrl, else PGlite. */
export async function withWingman<T>(
  databaseUrl: string | undefined,
  work: (server: RunningServer) => Promise<T>,
) {
  const server = await startServer('wingman.ts', { BENCH_DATABASE_URL: databaseUrl ?? '' });
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

export type Account = { email: string; address: string };
export type Upload = { name: string; bytes: Uint8Array };
type Timing = { route: string; ms: number; ok: boolean; problem?: string };

/**
 * A veteran's browser: its address (X-Forwarded-For, which the bench server trusts) and
 * session cookie. Every request is timed under its route's name and passed to `record`; an
 * answer other than 2xx/3xx, or a network failure, then throws.
 */
export function browserOf(base: string, account: Account, record: (timing: Timing) => void) {
  let cookie = '';

  async function send(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { 'x-forwarded-for': account.address };
    if (cookie) headers.cookie = cookie;
    const json = body !== undefined && !(body instanceof FormData);
    if (json) headers['content-type'] = 'application/json';
    const route = `${method} ${path}`;
    const started = performance.now();
    const finish = (ok: boolean, problem?: string) =>
      record({ route, ms: performance.now() - started, ok, problem });
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: json ? JSON.stringify(body) : (body as FormData | undefined),
      });
      text = await response.text();
    } catch (error) {
      finish(false, String(error));
      throw error;
    }
    const ok = response.status < 400;
    finish(ok, ok ? undefined : `${response.status} ${text}`);
    if (!ok) throw new Error(`${route} answered ${response.status}`);
    const session = response.headers.getSetCookie().find((c) => c.startsWith('wingman.sid='));
    if (session) cookie = session.split(';')[0]!;
    return text;
  }

  return {
    send,
    async register() {
      await send('POST', '/api/auth/register', { email: account.email, password: PASSWORD });
      await send('PATCH', '/api/auth/user/consent', { documentConsentGiven: true });
    },
    signIn: () => send('POST', '/api/auth/login', { email: account.email, password: PASSWORD }),
    signOut: () => send('POST', '/api/auth/logout'),
    /** As the Documents page sends them: one file to the single upload, several to a batch. */
    upload(files: Upload[]) {
      const form = new FormData();
      const field = files.length === 1 ? 'file' : 'files';
      for (const file of files)
        form.append(field, new Blob([new Uint8Array(file.bytes)]), file.name);
      return send('POST', `/api/documents/${files.length === 1 ? 'upload' : 'upload-batch'}`, form);
    },
  };
}

const ignore = () => {};

/** Signs up `count` veterans with upload consent, a few at a time, each from 10.0.x.y of its own. */
export async function signUpVeterans(base: string, count: number): Promise<Account[]> {
  const accounts = Array.from({ length: count }, (_, index) => ({
    email: `veteran${index}@bench.example`,
    address: `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`,
  }));
  for (let start = 0; start < count; start += SIGN_UPS_AT_ONCE) {
    await Promise.all(
      accounts.slice(start, start + SIGN_UPS_AT_ONCE).map(async (account) => {
        const browser = browserOf(base, account, ignore);
        await browser.register();
        await browser.signOut();
      }),
    );
  }
  return accounts;
}

// ---- The mixed load ------------------------------------------------------------------------

/** Latencies per route, and the errors, the first few of them shown. */
function createRecorder() {
  const latencies = new Map<string, number[]>();
  const recorder = {
    latencies,
    errors: 0,
    record({ route, ms: elapsed, ok, problem }: Timing) {
      if (!latencies.has(route)) latencies.set(route, []);
      latencies.get(route)!.push(elapsed);
      if (ok) return;
      if (recorder.errors++ < ERRORS_SHOWN) {
        console.error(`mixed load: ${route} failed: ${problem?.slice(0, 500)}`);
      }
    },
  };
  return recorder;
}

/** One visit, start to finish, as one veteran. */
async function visit(browser: ReturnType<typeof browserOf>, question: string, upload: Upload) {
  await browser.signIn();
  try {
    await browser.send('GET', '/api/disabilities');
    await browser.send('GET', '/api/chat/sessions');
    const chat = JSON.parse(await browser.send('POST', '/api/chat/sessions', {})) as {
      id: string;
    };
    await browser.send('POST', '/api/chat/message', { sessionId: chat.id, content: question });
    await browser.upload([upload]);
  } finally {
    await browser.signOut();
  }
}

export async function benchmarkMixedLoad(report: Report, databaseUrl: string) {
  await withScratchDatabase(databaseUrl, 'mixed', (url) =>
    withWingman(url, (server) => runMixedLoad(report, server)),
  );
}

async function runMixedLoad(report: Report, server: RunningServer) {
  await sleep(IDLE_MS);
  const idle = await server.stats();
  const accounts = await signUpVeterans(server.url, VETERANS);
  const upload = {
    name: 'medical-record.pdf',
    bytes: new Uint8Array(await readFile(fixturePath('medical-record.pdf'))),
  };

  // Worker threads (document reading, the offline Wingman) start on first use, not in the run.
  await visit(browserOf(server.url, accounts[0]!, ignore), QUESTIONS[0]!, upload);

  const recorder = createRecorder();
  let visitsStarted = 0;
  let visitsCompleted = 0;
  const deadline = performance.now() + DURATION_SECONDS * 1000;
  const virtualUser = async () => {
    while (performance.now() < deadline) {
      const index = ++visitsStarted;
      const browser = browserOf(server.url, accounts[index % VETERANS]!, recorder.record);
      try {
        await visit(browser, QUESTIONS[index % QUESTIONS.length]!, upload);
        visitsCompleted++;
      } catch {
        // Counted where it failed; the virtual user goes on with its next visit.
      }
    }
  };

  await server.stats();
  const started = performance.now();
  const users = Promise.all(Array.from({ length: VIRTUAL_USERS }, virtualUser));
  // Read at the deadline, while the last visits are still under way.
  await sleep(deadline - performance.now());
  const loaded = await server.stats();
  await users;
  const seconds = (performance.now() - started) / 1000;

  const requests = [...recorder.latencies.values()].reduce((sum, list) => sum + list.length, 0);
  report(
    `mixed load, ${VIRTUAL_USERS} virtual users for ${DURATION_SECONDS} s (PostgreSQL): visits`,
    `${visitsCompleted} completed, ${(visitsCompleted / seconds).toFixed(1)}/s`,
    'sign in, disabilities, chats, new chat + question, 2-page PDF upload, sign out',
  );
  report(
    'mixed load: requests',
    `${(requests / seconds).toFixed(0)} req/s`,
    `${requests} in ${seconds.toFixed(1)} s`,
  );
  for (const [route, latencies] of recorder.latencies) {
    report(
      `mixed load: ${route}`,
      `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))} (${latencies.length})`,
      'p50 / p99 (n)',
    );
  }
  report('mixed load: errors', String(recorder.errors), 'answers other than 2xx/3xx, network');
  report(
    'mixed load: server RSS',
    `idle ${idle.rssMiB.toFixed(0)} MiB, under load ${loaded.rssMiB.toFixed(0)} MiB`,
    'idle: 3 s after start-up; under load: at the end of the run',
  );
  report(
    'mixed load: server event-loop delay',
    `p99 ${ms(loaded.loopDelayP99Ms)}, max ${ms(loaded.loopDelayMaxMs)}`,
    'inside the server, over the run (10 ms resolution)',
  );
}
