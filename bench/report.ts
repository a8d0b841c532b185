import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/** Adds one row to the table `npm run bench` prints. */
export type Report = (measure: string, value: string, note?: string) => void;

/** The value at percentile p of the values (nearest rank). */
export function percentile(values: readonly number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

/** How long the work took, and how long the main event loop was held up meanwhile. */
export async function timed<T>(work: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const start = performance.now();
  const result = await work();
  const elapsed = performance.now() - start;
  delay.disable();
  return { result, ms: elapsed, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
}

const IDLE_MS = 3_000;

/** The event loop's own jitter on this machine with nothing to do, to read the figure against. */
export async function idleDelay() {
  const { p99 } = await timed(() => new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
  return p99;
}
