// Signed-in reads under load: Wingman on PostgreSQL and on PGlite beside a bare node:http
// server answering the same bytes (the ceiling) and beside the Express + express-session +
// connect-pg-simple + passport stack on the same tables. Every server runs in its own process;
// autocannon runs here.
import autocannon from 'autocannon';
import { startServer, type RunningServer } from './servers/start-server';
import { withScratchDatabase } from './scratch-database';
import type { Report } from './report';

type Load = { rps: number; p50: number; p99: number };

const ROUTES = ['/api/disabilities', '/api/chat/sessions'] as const;
/** What each read asks of the database, for the one-query floor. */
const QUERIES: Record<(typeof ROUTES)[number], string> = {
  '/api/disabilities': 'select * from disabilities where user_id = $1 order by created_at, id',
  '/api/chat/sessions':
    'select * from chat_sessions where user_id = $1 order by updated_at desc, created_at desc',
};
const CONNECTIONS = 64;
const SECONDS = 10;
const DISABILITIES = ['PTSD', 'Tinnitus', 'Lower back', 'Left knee', 'Right knee', 'Migraine'];
const CHATS = ['Knee claim', 'Appeal deadline', 'Sleep apnea nexus', 'PTSD increase'];

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  // A short warm-up first: JIT, connection pools and prepared statements.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const json = (cookie?: string) => ({
  'content-type': 'application/json',
  ...(cookie && { cookie }),
});

/** A veteran with six disabilities (two rated as a bilateral pair) and four chats. */
async function seedVeteran(base: string) {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench password' }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status}`);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  for (const [index, name] of DISABILITIES.entries()) {
    await fetch(`${base}/api/disabilities`, {
      method: 'POST',
      headers: json(cookie),
      // Any level: the bench measures reads, not the schedule check.
      body: JSON.stringify({
        name,
        currentPercentage: ((index % 7) + 1) * 10,
        offScheduleConfirmed: true,
      }),
    });
  }
  for (const title of CHATS) {
    await fetch(`${base}/api/chat/sessions`, {
      method: 'POST',
      headers: json(cookie),
      body: JSON.stringify({ title }),
    });
  }
  return cookie;
}

async function measureWingman(server: RunningServer, cookie: string) {
  const results: Record<string, Load> = {};
  for (const route of ROUTES) results[route] = await load(server.url + route, { cookie });
  return results;
}

async function expressCookie(server: RunningServer) {
  const response = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ email: 'bench@example.com' }),
  });
  if (!response.ok) throw new Error(`express login: ${response.status}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

async function measureAlone(file: string, env: Record<string, string>) {
  const server = await startServer(file, env);
  try {
    return await load(server.url);
  } finally {
    await server.stop();
  }
}

const figures = (l: Load) => `${Math.round(l.rps)} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms`;
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;
const times = (part: number, whole: number) => `${(part / whole).toFixed(2)}×`;

export async function benchmarkReads(report: Report, databaseUrl: string) {
  await withScratchDatabase(databaseUrl, 'reads', async (url) => {
    const onPostgres = await startServer('wingman.ts', { BENCH_DATABASE_URL: url });
    let postgres: Record<string, Load>;
    let userId: string;
    const bodies: Record<string, string> = {};
    try {
      const cookie = await seedVeteran(onPostgres.url);
      const user = await fetch(`${onPostgres.url}/api/auth/user`, { headers: { cookie } });
      userId = ((await user.json()) as { id: string }).id;
      for (const route of ROUTES)
        bodies[route] = await (await fetch(onPostgres.url + route, { headers: { cookie } })).text();
      postgres = await measureWingman(onPostgres, cookie);
    } finally {
      await onPostgres.stop();
    }

    const stack = await startServer('express-stack.ts', { BENCH_DATABASE_URL: url });
    const express: Record<string, Load> = {};
    try {
      const cookie = await expressCookie(stack);
      for (const route of ROUTES) express[route] = await load(stack.url + route, { cookie });
    } finally {
      await stack.stop();
    }

    const onPglite = await startServer('wingman.ts', { BENCH_DATABASE_URL: '' });
    let pglite: Record<string, Load>;
    try {
      pglite = await measureWingman(onPglite, await seedVeteran(onPglite.url));
    } finally {
      await onPglite.stop();
    }

    for (const route of ROUTES) {
      const ceiling = await measureAlone('bare.ts', { BENCH_BODY: bodies[route]! });
      const floor = await measureAlone('bare-query.ts', {
        BENCH_DATABASE_URL: url,
        BENCH_QUERY: QUERIES[route],
        BENCH_USER_ID: userId,
      });
      const ours = postgres[route]!;
      const theirs = express[route]!;
      const embedded = pglite[route]!;
      report(`GET ${route}: bare node:http, same body (ceiling)`, figures(ceiling));
      report(
        `GET ${route}: bare node:http + the same query, PostgreSQL`,
        figures(floor),
        `one database round trip and nothing else: ${percent(floor.rps, ceiling.rps)} of the ceiling`,
      );
      report(
        `GET ${route}: Wingman, PostgreSQL`,
        figures(ours),
        `${percent(ours.rps, ceiling.rps)} of the ceiling, ${percent(ours.rps, floor.rps)} of bare + query, ${times(ours.rps, theirs.rps)} the Express stack; p99 ${times(ours.p99, ceiling.p99)} the ceiling's`,
      );
      report(
        `GET ${route}: Wingman, PGlite`,
        figures(embedded),
        `${percent(embedded.rps, ceiling.rps)} of the ceiling, ${times(embedded.rps, theirs.rps)} the Express stack; p99 ${times(embedded.p99, ceiling.p99)} the ceiling's`,
      );
      report(
        `GET ${route}: Express + express-session + connect-pg-simple + passport, PostgreSQL`,
        figures(theirs),
        `${percent(theirs.rps, ceiling.rps)} of the ceiling`,
      );
    }
  });
}
