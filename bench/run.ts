// `npm run bench`: Wingman's performance budgets (DESIGN §8), as ratios measured in one run on
// one machine. Results print as a Markdown table for docs/benchmarks.md.
import { createServer } from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchmarkAssistant } from './assistant';
import { benchmarkClientSize } from './client-size';
import { benchmarkExtraction } from './extraction';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare';

const root = path.resolve(import.meta.dirname, '..');
const rows: string[][] = [];
const report = (measure: string, value: string, note = '') => rows.push([measure, value, note]);

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 64, duration: 10, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function authenticatedReads(databaseUrl: string) {
  const name = `wingman_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await prepareDatabase(database);
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.join(root, 'tmp/bench-data') });
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench password' }),
    });
    const cookie = register.headers.get('set-cookie')!.split(';')[0]!;
    const names = [
      'PTSD',
      'Tinnitus',
      'Lower back',
      'Left knee',
      'Right knee',
      'Migraine',
      'Sleep apnea',
      'GERD',
    ];
    for (const [index, name] of names.entries()) {
      await fetch(`${base}/api/disabilities`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ name, currentPercentage: (index % 7) * 10 + 10 }),
      });
    }
    const body = await (await fetch(`${base}/api/disabilities`, { headers: { cookie } })).text();
    const ours = await load(`${base}/api/disabilities`, { cookie });
    await app.close();

    // The ceiling: a bare node:http server answering the same bytes, no session, no database.
    const bare = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(body),
    );
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const ceiling = await load(`http://127.0.0.1:${(bare.address() as { port: number }).port}/`);
    bare.close();
    report(
      'GET /api/disabilities (PostgreSQL, signed in), 64 connections',
      `${Math.round(ours.rps)} req/s, p99 ${ours.p99} ms`,
    );
    report('bare node:http, same body', `${Math.round(ceiling.rps)} req/s, p99 ${ceiling.p99} ms`);
    report(
      'Wingman / ceiling',
      `${((ours.rps / ceiling.rps) * 100).toFixed(1)} %`,
      'session lookup + one user-scoped query per request',
    );
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await benchmarkClientSize(report);
await authenticatedReads(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
await benchmarkExtraction(report);
await benchmarkAssistant(report);

console.log('| measure | result | note |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
