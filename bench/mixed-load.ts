// Many veterans at once, each going through a whole visit (sign in, read, ask, upload, sign
// out), against Wingman in its own process on PostgreSQL: latency per route, errors, memory and
// the event-loop delay measured inside the server (issue 10).
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fixturePath } from '../src/server/documents/fixtures/fixture-path';
import { withScratchDatabase } from './scratch-database';
import type { RunningServer } from './servers/start-server';
import { ms, percentile, type Report } from './report';
import { browserOf, signUpVeterans, withWingman, type Timing, type Upload } from './visits';

const VIRTUAL_USERS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_MIXED_SECONDS) || 60;
// Sign-in allows 50 per address, uploads and messages 60 per veteran, in 15 minutes; visits go
// round-robin over this many veterans, each with its own address: room for 50 × VETERANS visits.
const VETERANS = 250;
const IDLE_MS = 3_000;
const ERRORS_SHOWN = 5;
const QUESTIONS = [
  'What is the deadline to appeal?',
  'How is a combined rating calculated?',
  'What form do I use to file a claim?',
  'What is a nexus letter?',
  'How does the bilateral factor work?',
];

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
  await visit(browserOf(server.url, accounts[0]!), QUESTIONS[0]!, upload);

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
