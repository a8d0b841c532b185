import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { Pool } from './pool';
import * as schema from './tables';

export type Schema = typeof schema;
/** PGlite and node-postgres share one query builder; services only see this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** Hears what any instance sends on a channel with `pg_notify`; see `Listener`. */
  listen: (channel: string, listener: Listener) => Promise<StopListening>;
  close: () => Promise<void>;
};

/**
 * `live(true)` once messages are being heard; `live(false)` when some may have been missed (the
 * connection was lost), until it is heard again — it reconnects by itself.
 */
export type Listener = { message: (payload: string) => void; live: (live: boolean) => void };
export type StopListening = () => Promise<void>;

const RELISTEN_AFTER_MS = 1000;
const STOP_WAIT_MS = 1000;
/** How the listening connection names itself to PostgreSQL (`pg_stat_activity`). */
export const LISTENER_NAME = 'wingman-listener';

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

// Any fixed number works; it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK_ID = 724_901;

export type DatabaseOptions = {
  /** postgres://… for a server; otherwise an embedded PGlite database. */
  url?: string | undefined;
  /** Folder for PGlite's files; omitted means in memory. */
  pgliteDir?: string | undefined;
  /** Sets search_path on every connection, so tests can use a schema of their own. */
  searchPath?: string;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.searchPath)
    : openPglite(options.pgliteDir);
}

async function openPostgres(url: string, searchPath?: string): Promise<DatabaseHandle> {
  const pool = new Pool({
    connectionString: url,
    max: 10,
    // A server that accepts connections but never answers must not hold requests forever.
    connectionTimeoutMillis: 5000,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // A connection the server ends (restart, failover, a cut network) must not take the process
  // down. Each connection gets its own listener: lost while idle, the pool drops it and opens a
  // new one on the next query; lost while checked out between two queries (in a transaction),
  // the next query on it fails and the request answers 503.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  });
  // The connection's own listener has said it; without a listener here the pool would throw.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    // Several instances may start at once: one migrates while the others wait on the lock.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, listener) => listenOnPostgres(url, channel, listener),
    close: () => pool.end(),
  };
}

/** A connection of its own, outside the pool, kept open and re-opened after a loss. */
async function listenOnPostgres(
  url: string,
  channel: string,
  listener: Listener,
): Promise<StopListening> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const current = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
      application_name: LISTENER_NAME,
    });
    client = current;
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      listener.live(false);
      void current.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_AFTER_MS).unref();
    };
    current.on('error', lose);
    current.on('end', lose);
    current.on('notification', (message) => listener.message(message.payload ?? ''));
    try {
      await current.connect();
      await current.query(`listen ${current.escapeIdentifier(channel)}`);
      // Stopped while connecting: this connection was not there to be ended then.
      if (stopped) return void current.end().catch(() => {});
      if (!lost) listener.live(true);
    } catch {
      lose();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    listener.live(false);
    // Ending politely waits for the server; a connection stuck on a cut network must not hold
    // up the app's shutdown.
    const ending = client?.end().catch(() => {});
    await Promise.race([ending, delay(STOP_WAIT_MS, undefined, { ref: false })]);
  };
}

const BYTEA_TYPE = 17;

/**
 * Options for every PGlite instance. PGlite's own bytea conversion goes byte by byte through
 * arrays of strings: for one 10 MB upload, seconds of the event loop and hundreds of megabytes
 * of garbage, with every other request waiting. Bytes are sent as they are instead: PGlite
 * passes a byte array as a binary parameter, though its types say a serializer returns a
 * string. Results arrive as text, which Node's hex codec reads in milliseconds.
 */
export const pgliteOptions = {
  serializers: { [BYTEA_TYPE]: (bytes: unknown) => bytes as string },
  parsers: { [BYTEA_TYPE]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

async function openPglite(dir?: string): Promise<DatabaseHandle> {
  if (dir) await mkdir(dir, { recursive: true });
  const client = new PGlite({ ...(dir && { dataDir: path.resolve(dir) }), ...pgliteOptions });
  return wrapPglite(client);
}

/** A handle on a PGlite instance made elsewhere (tests start from a prepared snapshot). */
export async function wrapPglite(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process holds the database, so nothing is ever missed.
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, listener.message);
      listener.live(true);
      return async () => {
        listener.live(false);
        // Nothing to stop if the database was closed first.
        await unlisten().catch(() => {});
      };
    },
    close: () => client.close(),
  };
}
