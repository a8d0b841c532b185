import { Piscina } from 'piscina';
import type { PacketJob } from './packet-types';

export interface PacketBuilderOptions {
  /** Packets built at once (worker threads); one leaves the other core to the web server. */
  maxThreads?: number;
  /** Time a packet may take from the request, queueing included; the build is then stopped. */
  timeoutMs?: number;
}

export interface PacketBuilder {
  /** The packet's ZIP. Rejects with PacketBuildError only; the job's exhibit bytes are moved. */
  build(job: PacketJob): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** A packet that could not be made: the server is busy or the build failed. Nothing internal. */
export class PacketBuildError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed',
    options?: ErrorOptions,
  ) {
    super(
      reason === 'timeout'
        ? 'The packet took too long to build. Please try again in a few minutes.'
        : 'The packet could not be built.',
      options,
    );
    this.name = 'PacketBuildError';
  }
}

const DEFAULT_TIMEOUT_MS = 60_000;
const IDLE_THREAD_MS = 5 * 60_000;
// A hundred pages of scans held as a source and as the packet fit well inside this; a file
// built to explode in memory ends its thread, not the server.
const WORKER_HEAP_MB = 1024;

/** Builds claim packets in worker threads, each under a time limit, off the event loop. */
export function createPacketBuilder(options: PacketBuilderOptions = {}): PacketBuilder {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pool = new Piscina<PacketJob, Uint8Array>({
    filename: new URL('./packet-worker.mjs', import.meta.url).href,
    // No thread until the first download: packets are rare next to page views.
    minThreads: 0,
    maxThreads: options.maxThreads ?? 1,
    idleTimeout: IDLE_THREAD_MS,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  // A thread that dies with no build of its own (at start-up) is reported here, not thrown at
  // the process; the waiting build then ends at its time limit. Only the kind is logged.
  pool.on('error', (error: Error) => console.warn(`A packet worker thread failed (${error.name})`));

  return {
    async build(job) {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), timeoutMs);
      try {
        return await pool.run(job, { signal: abort.signal, transferList: exhibitBuffers(job) });
      } catch (error) {
        // Aborting a running build terminates its thread, so a stuck one frees its slot.
        throw new PacketBuildError(abort.signal.aborted ? 'timeout' : 'failed', { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.close({ force: true }),
  };
}

/**
 * The exhibits' buffers, moved to the worker rather than copied. Only a buffer a file fills
 * alone is moved: a view into a shared one (Node's small-Buffer pool) would take its
 * neighbours along. Templates are copied, since callers keep them cached.
 */
function exhibitBuffers(job: PacketJob): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const { bytes } of job.evidence.exhibits)
    if (
      bytes &&
      bytes.buffer instanceof ArrayBuffer &&
      bytes.byteOffset === 0 &&
      bytes.byteLength === bytes.buffer.byteLength
    )
      buffers.add(bytes.buffer);
  return [...buffers];
}
