/**
 * A connection lost in the middle of a transaction must go back to the pool, or every outage
 * leaves the pool smaller until no request can get a connection at all.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { Pool } from './pool';

const databaseUrl = inject('databaseUrl');
let proxy: TcpProxy | undefined;
let pool: Pool | undefined;
afterEach(async () => {
  await pool?.end();
  await proxy?.close();
});

const sent = (statement: string) => (bytes: Buffer) => bytes.toString('latin1').includes(statement);

describe.runIf(databaseUrl)('the PostgreSQL pool', () => {
  async function onePooledConnection() {
    proxy = await startTcpProxy(new URL(databaseUrl!));
    // One connection: a connection that is not given back leaves nothing for the next query.
    pool = new Pool({ connectionString: proxy.url, max: 1, connectionTimeoutMillis: 2000 });
    pool.on('error', () => {});
    return drizzle(pool);
  }

  it('gets its connection back when the connection is lost as a transaction begins', async () => {
    const db = await onePooledConnection();
    proxy!.dropWhenSent(sent('begin'));

    await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();

    expect(pool!.totalCount).toBe(0);
    const { rows } = await db.execute(sql`select 2 as answer`);
    expect(rows).toEqual([{ answer: 2 }]);
  });

  it('gets its connection back when the connection is lost inside a transaction', async () => {
    const db = await onePooledConnection();
    proxy!.dropWhenSent(sent('select 1'));

    await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();

    const { rows } = await db.execute(sql`select 2 as answer`);
    expect(rows).toEqual([{ answer: 2 }]);
  });

  it('lets the holder of a connection release it once the pool has taken it back', async () => {
    await onePooledConnection();
    const client = await pool!.connect();
    await proxy!.cut();
    await expect.poll(() => pool!.totalCount).toBe(0);

    expect(() => client.release()).not.toThrow();
    await proxy!.restore();
    const { rows } = await pool!.query<{ answer: number }>('select 3 as answer');
    expect(rows).toEqual([{ answer: 3 }]);
  });
});
