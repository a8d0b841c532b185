import pg from 'pg';

/** Runs `work` on a new PostgreSQL database of its own, dropped afterwards. */
export async function withScratchDatabase<T>(
  serverUrl: string,
  purpose: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const name = `wingman_bench_${purpose}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
