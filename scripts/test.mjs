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

const failedSteps = [];
/** Per layer, each test's outcome by a stable id; the API suite runs once per database. */
const layers = [];

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

const outcomeOf = (status) =>
  status === 'passed' ? 'passed' : status === 'failed' ? 'failed' : 'skipped';

/** Each test of a Vitest JSON report by file, name and occurrence (names may repeat). */
function vitestOutcomes(file) {
  const outcomes = new Map();
  if (!existsSync(file)) return outcomes;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.testResults) {
    const seen = new Map();
    for (const test of suite.assertionResults) {
      const name = `${path.relative(root, suite.name)} > ${test.fullName}`;
      const occurrence = (seen.get(name) ?? 0) + 1;
      seen.set(name, occurrence);
      outcomes.set(`${name} #${occurrence}`, outcomeOf(test.status));
    }
  }
  return outcomes;
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
  layers.push({ title, outcomes: vitestOutcomes(file) });
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

/**
 * The outside data the evaluation and many tests read (README "Outside data"). On a developer's
 * machine without it those tests say they skip; in CI a missing copy would let them pass by
 * skipping, so the run stops here and says why.
 */
const outsideData = [
  process.env.WINGMAN_SHARED_DATA ?? path.join(root, '../shared/data'),
  path.join(root, '../shared/va-forms'),
];
const missingData = outsideData.filter((dir) => !existsSync(dir));
if (missingData.length > 0) {
  const where = missingData.join(' and ');
  if (process.env.CI) {
    console.error(
      `\nThe outside data is missing: ${where}. CI needs it; tests would skip without it.`,
    );
    process.exit(1);
  }
  console.warn(`\nThe outside data is missing (${where}): the tests that read it will skip.`);
}

run('Typecheck, lint and format', 'npm', ['run', '-s', 'check']);
vitest('Unit and component', ['unit', 'component'], 'unit');
// Scores, not pass or fail: the assistant on questions nobody on the team wrote (README).
run('Evaluation on outside data (npm run eval)', 'npm', ['run', '-s', 'eval']);
vitest('API on PGlite', ['api'], 'api-pglite', { TEST_DB: 'pglite' });

const pgUrl = await postgresUrl();
if (pgUrl)
  vitest('API on PostgreSQL', ['api'], 'api-postgres', {
    TEST_DB: 'postgres',
    TEST_DATABASE_URL: pgUrl,
  });
else
  console.log(
    '\n▶ API on PostgreSQL: skipped, no server answers on 127.0.0.1:5432 (set TEST_DATABASE_URL).',
  );

if (run('Chromium for the browser tests', 'node', ['scripts/ensure-chromium.mjs'])) {
  const built = run('Build the client', 'npm', ['run', '-s', 'build']);
  if (built) {
    run('Browser (Playwright, Chromium)', npx('playwright'), ['test']);
    const e2e = path.join(results, 'e2e.json');
    if (existsSync(e2e)) {
      const { stats } = JSON.parse(readFileSync(e2e, 'utf8'));
      layers.push({
        title: 'Browser (Playwright, Chromium)',
        counts: {
          passed: stats.expected + stats.flaky,
          failed: stats.unexpected,
          skipped: stats.skipped,
        },
      });
    }
  }
}

const countOutcomes = (outcomes) => {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const outcome of outcomes) counts[outcome] += 1;
  return counts;
};
const describeCounts = ({ passed, failed, skipped }) =>
  `${passed} passed, ${failed} failed, ${skipped} skipped`;

// A test that runs on both databases is one test: failed if it failed on either, passed if
// it passed on one and failed on none, skipped only if skipped on both.
const apiTests = new Map();
for (const layer of layers.filter((l) => l.title.startsWith('API on '))) {
  for (const [id, outcome] of layer.outcomes) {
    const before = apiTests.get(id);
    apiTests.set(
      id,
      before === 'failed' || outcome === 'failed'
        ? 'failed'
        : before === 'passed' || outcome === 'passed'
          ? 'passed'
          : 'skipped',
    );
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const add = (counts) => {
  for (const key of Object.keys(totals)) totals[key] += counts[key];
};
console.log('\nTests by layer:');
for (const layer of layers) {
  const counts = layer.counts ?? countOutcomes(layer.outcomes.values());
  console.log(`  ${layer.title}: ${describeCounts(counts)}`);
  if (!layer.title.startsWith('API on ')) add(counts);
}
if (apiTests.size) {
  const api = countOutcomes(apiTests.values());
  console.log(`  API, each test once: ${describeCounts(api)}`);
  add(api);
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join('; ')}`);
if (failedSteps.length && totals.failed === 0) totals.failed = failedSteps.length;
console.log(`\nwingman: ${describeCounts(totals)}`);
process.exit(failedSteps.length ? 1 : 0);
