import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/client';
import { prepareDatabase } from '../db/prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | undefined;
    /** A migrated, seeded PGlite data directory (tar) each test app starts from. */
    pgliteSnapshot: string | undefined;
  }
}

/**
 * TEST_DB=postgres runs the API suite on a real server: a database of its own per run,
 * dropped afterwards, because the server outlives the run. Otherwise each file uses PGlite.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('databaseUrl', undefined);
    // Creating and migrating PGlite takes seconds; loading a prepared copy takes one.
    const client = new PGlite();
    await prepareDatabase(await wrapPglite(client));
    const folder = await mkdtemp(path.join(tmpdir(), 'wingman-pglite-'));
    const snapshot = path.join(folder, 'prepared.tar');
    await writeFile(snapshot, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await client.close();
    project.provide('pgliteSnapshot', snapshot);
    return () => rm(folder, { recursive: true, force: true });
  }
  project.provide('pgliteSnapshot', undefined);
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `wingman_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  project.provide('databaseUrl', url.toString());

  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}
