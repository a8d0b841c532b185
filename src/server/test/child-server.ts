import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

// The real server as `npm start` runs it, in a child process with its output piped back.
const root = path.resolve(import.meta.dirname, '../../..');
export const STARTUP_MS = 60_000;

export type ChildServer = {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
};

const started: ChildServer[] = [];
const dataDirs = new Set<string>();

/** Kills whatever is still running and removes the data folders; for `afterAll`. */
export async function stopChildServers() {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
    }
    await server.exited;
  }
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  dataDirs.clear();
}

/**
 * Starts the server on a free port with the run's database (PostgreSQL when the run has one,
 * otherwise embedded PGlite in `dataDir`). Pass the `dataDir` of a killed server to restart it.
 */
export async function startChildServer(
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<ChildServer> {
  const dir = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'wingman-main-')));
  dataDirs.add(dir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'info',
      SESSION_SECRET: 'a-session-secret-for-the-child-server-tests-0123456789',
      DATABASE_URL: inject('databaseUrl') ?? '',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const server: ChildServer = { child, port: 0, dataDir: dir, output: () => output, exited };
  started.push(server);

  await waitForOutput(server, /Wingman is ready/, Date.now() + STARTUP_MS);
  server.port = Number(/listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)![1]);
  return server;
}

export async function waitForOutput(
  server: ChildServer,
  pattern: RegExp,
  until = Date.now() + 10_000,
) {
  while (!pattern.test(server.output())) {
    if (server.child.exitCode !== null || Date.now() > until)
      throw new Error(`no ${pattern} in the server's output:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
