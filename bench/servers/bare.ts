// The ceiling for the read benchmarks: node:http answering every request with the body in
// BENCH_BODY, with no session, no database and no framework.
import { createServer } from 'node:http';
import { announceListening, answerStats } from './announce';

const body = Buffer.from(process.env.BENCH_BODY ?? '');
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => announceListening(server));
answerStats();
process.on('SIGTERM', () => server.close(() => process.exit(0)));
