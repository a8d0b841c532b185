import type { Database } from './client';

/**
 * A query built once per database and named, run with `sql.placeholder` values. The hottest
 * reads skip Drizzle's query building on each request and PostgreSQL's parsing and planning on
 * each connection after the first. Inside a transaction (a different `Database`) it is built
 * again, as an ordinary query would be.
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query) {
  const built = new WeakMap<Database, Query>();
  return (db: Database): Query => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
