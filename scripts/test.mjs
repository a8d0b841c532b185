// `npm test`: every layer in turn — checks, unit and component, API on PGlite and on
// PostgreSQL, then the browser — and one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

const npx = (bin) => path.join(root, 'node_modules/.bin', bin);

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function vitest(title, projects, reportName, env) {
  const file = path.join(results, `${reportName}.json`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  run(title, npx('vitest'), args, env);
  countVitest(file);
}

async function postgresUrl() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch (error) {
    // Asked for explicitly (as CI does): an unreachable server is a failure, not a skip.
    if (process.env.TEST_DATABASE_URL)
      throw new Error(`PostgreSQL at TEST_DATABASE_URL is unreachable: ${error.message}`);
    return undefined;
  }
}

run('Typecheck, lint and format', 'npm', ['run', '-s', 'check']);
vitest('Unit and component tests', ['unit', 'component'], 'unit');
vitest('API tests on PGlite', ['api'], 'api-pglite', { TEST_DB: 'pglite' });

const pgUrl = await postgresUrl();
if (pgUrl)
  vitest('API tests on PostgreSQL', ['api'], 'api-postgres', {
    TEST_DB: 'postgres',
    TEST_DATABASE_URL: pgUrl,
  });
else
  console.log(
    '\n▶ API tests on PostgreSQL: skipped, no server answers on 127.0.0.1:5432 (set TEST_DATABASE_URL).',
  );

if (run('Browser tests (Playwright, Chromium)', 'node', ['scripts/ensure-chromium.mjs'])) {
  const built = run('Build the client', 'npm', ['run', '-s', 'build']);
  if (built) {
    run('Browser tests (Playwright, Chromium)', npx('playwright'), ['test']);
    const e2e = path.join(results, 'e2e.json');
    if (existsSync(e2e)) {
      const { stats } = JSON.parse(readFileSync(e2e, 'utf8'));
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
    }
  }
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join('; ')}`);
if (failedSteps.length && totals.failed === 0) totals.failed = failedSteps.length;
console.log(
  `\nwingman: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
);
process.exit(failedSteps.length ? 1 : 0);
