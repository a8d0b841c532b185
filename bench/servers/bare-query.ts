// The floor for any server that reads PostgreSQL on each request: node:http and one prepared
// query (BENCH_QUERY with the user id BENCH_USER_ID) through a pool of 10, rows sent as JSON.
// No session, no framework, no validation: what is left is the database round trip.
import { createServer } from 'node:http';
import pg from 'pg';
import { announceListening, answerStats } from './announce';

const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
const query = {
  name: 'bench_read',
  text: process.env.BENCH_QUERY!,
  values: [process.env.BENCH_USER_ID],
};

const server = createServer((_req, res) => {
  pool.query(query).then(
    ({ rows }) => {
      const body = JSON.stringify(rows);
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    },
    () => res.writeHead(503).end(),
  );
});
server.listen(0, '127.0.0.1', () => announceListening(server));
answerStats();
process.on('SIGTERM', () => server.close(() => process.exit(0)));
