import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * A PostgreSQL database of the test's own, for state every other suite shares (such as the
 * stored session secret); dropped by `drop`. On PGlite every test app is fresh anyway: no URL.
 */
export async function createOwnDatabase() {
  const runUrl = inject('databaseUrl');
  if (!runUrl) return { url: undefined, drop: async () => {} };
  const url = new URL(runUrl);
  const name = `${url.pathname.slice(1)}_own_${randomBytes(4).toString('hex')}`;
  await administer(runUrl, `create database ${name}`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => administer(runUrl, `drop database if exists ${name} with (force)`),
  };
}

async function administer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
