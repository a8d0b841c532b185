import type { Server } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Tells the benchmark which port the server took: one line on standard output. */
export function announceListening(server: Server) {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening on TCP');
  console.log(`listening ${address.port}`);
}

export type ServerStats = { rssMiB: number; loopDelayP99Ms: number; loopDelayMaxMs: number };

/**
 * Over the IPC channel, 'stats' answers the process's memory and its event-loop delay since the
 * last 'stats' (10 ms resolution), measured inside the server where the delay happens.
 */
export function answerStats() {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on('message', (message) => {
    if (message !== 'stats') return;
    const stats: ServerStats = {
      rssMiB: process.memoryUsage().rss / 2 ** 20,
      loopDelayP99Ms: delay.percentile(99) / 1e6,
      loopDelayMaxMs: delay.max / 1e6,
    };
    delay.reset();
    process.send?.(stats);
  });
}
