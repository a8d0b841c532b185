import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { ServerStats } from './announce';

export type RunningServer = {
  url: string;
  /** The server's process, for reading its memory from /proc. */
  pid: number;
  /** Memory and event-loop delay since the last call (servers that answer 'stats'). */
  stats: () => Promise<ServerStats>;
  stop: () => Promise<void>;
};

/** Starts one of bench/servers in its own Node process and waits for its port. */
export async function startServer(
  file: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, file)],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before listening`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stats: async () => {
      child.send('stats');
      const [stats] = (await once(child, 'message')) as [ServerStats];
      return stats;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
