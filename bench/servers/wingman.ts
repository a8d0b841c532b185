// Wingman as its own process for the load benchmarks, so the load generator does not share its
// event loop. BENCH_DATABASE_URL names PostgreSQL; without it the app uses PGlite in a temporary
// folder, on disk as `npm start` keeps it.
// Behind the benchmark's virtual users the client address comes from X-Forwarded-For, as
// behind a reverse proxy, so each user has limits of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { prepareDatabase } from '../../src/server/db/prepare';
import { announceListening, answerStats } from './announce';

const dataDir = await mkdtemp(path.join(tmpdir(), 'wingman-bench-'));
const database = await openDatabase({
  url: process.env.BENCH_DATABASE_URL || undefined,
  pgliteDir: path.join(dataDir, 'pgdata'),
});
await prepareDatabase(database);
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  TRUST_PROXY: 'true',
  SIGNUPS_PER_IP: '100000',
});
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
announceListening(app.server);
answerStats();
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => rm(dataDir, { recursive: true, force: true }))
    .then(() => process.exit(0));
});
