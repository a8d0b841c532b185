import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
  });
  await prepareDatabase(database);
  // Pino's own stdout writer retries a broken pipe forever at exit (the reader of our output
  // gone), which kept the process alive; process.stdout reports it as an error we drop.
  process.stdout.on('error', () => {});
  const logStream = { write: (line: string) => void process.stdout.write(line) };
  const app = await buildApp({ config, database, logStream });
  app.addHook('onClose', () => database.close());

  // SIGTERM/SIGINT (and a crash) close gracefully: new requests are refused, requests in
  // flight finish, mail being sent is awaited. Whatever still hangs at the deadline is cut off.
  closeWithGrace(
    {
      delay: config.shutdownTimeoutMs,
      logger: { error: (entry: unknown) => app.log.error(entry) },
      onTimeout: (delay) =>
        app.log.error(`shutdown deadline of ${delay} ms passed; exiting with work unfinished`),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an unexpected error');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
      app.log.info('shut down');
    },
  );

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Wingman is ready at ${config.publicUrl} (database: ${database.kind === 'pglite' ? 'embedded PGlite in ' + path.join(config.dataDir, 'pgdata') : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  // Bad configuration is one clear line, not a stack trace.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
