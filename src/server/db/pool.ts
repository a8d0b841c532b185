import pg from 'pg';

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A `pg.Pool` that never loses a connection to a transaction whose connection died.
 *
 * Drizzle (0.45) sends a transaction's BEGIN before the `try` whose `finally` releases the
 * connection (drizzle-team/drizzle-orm#6241). When the connection is lost right then — a
 * restart, a failover, a cut network — it is never given back: the pool shrinks by one for good,
 * and after `max` such losses every request waits for a connection that never comes.
 *
 * Here a connection that is lost while checked out is given back at once, as broken, so the pool
 * throws it away and can open a new one; the holder's own `release()` then does nothing.
 */
export class Pool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // `pool.query` uses the callback form and always releases; only the promise form is guarded.
    if (callback) return super.connect(callback);
    return super.connect().then(giveBackWhenLost);
  }
}

function giveBackWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const giveBack = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', giveBack);
    release(error);
  };
  client.on('error', giveBack);
  client.release = giveBack;
  return client;
}
