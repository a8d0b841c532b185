import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ExtractionTask } from './extract-file';
import type { ExtractionResult, Extractor } from './extraction-types';

export interface ExtractorOptions {
  /** Files read at once (worker threads); one core is left to the web server by default. */
  maxThreads?: number;
  /** Time one file may take once a worker starts on it; the worker is then stopped. */
  timeoutMs?: number;
  /** Pages of a PDF read at most; the rest are reported as not analysed. */
  maxPages?: number;
  /** Scanned PDF pages read by OCR at most. */
  maxOcrPages?: number;
  /** Time after which no further scanned page is started (half the time limit by default). */
  maxOcrMs?: number;
}

const DEFAULTS = { timeoutMs: 60_000, maxPages: 200, maxOcrPages: 20 };
// Threads keep their OCR engine between files; an idle one is let go after this.
const IDLE_THREAD_MS = 5 * 60_000;

/** Reads uploaded files in worker threads, each under a time limit, off the event loop. */
const WORKER_HEAP_MB = 1024;

export function createExtractor(options: ExtractorOptions = {}): Extractor {
  const { timeoutMs, maxPages, maxOcrPages } = { ...DEFAULTS, ...options };
  // A long scan stops early with the pages read so far rather than losing them all to the limit.
  const maxOcrMs = options.maxOcrMs ?? timeoutMs / 2;
  const pool = new Piscina<ExtractionTask, ExtractionResult>({
    filename: new URL('./extraction-worker.mjs', import.meta.url).href,
    // No thread until the first upload: an app that is never sent a file starts none.
    minThreads: 0,
    maxThreads: options.maxThreads ?? Math.max(1, availableParallelism() - 1),
    idleTimeout: IDLE_THREAD_MS,
    // Between files the thread's event loop must run: its OCR engine talks to it by messages.
    atomics: 'disabled',
    // A file that makes a reader's heap grow past this (one built to unpack to gigabytes) ends
    // its thread, not the server; the document is kept with its problem, like any dead worker.
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });

  return {
    async extract(bytes, kind) {
      const abort = new AbortController();
      const { port1: started, port2: reportStart } = new MessageChannel();
      let timer: NodeJS.Timeout | undefined;
      let settled = false;
      started.once('message', () => {
        if (!settled) timer = setTimeout(() => abort.abort(), timeoutMs);
      });
      try {
        // The bytes are copied to the worker, not moved: the caller still stores them.
        return await pool.run(
          { bytes, kind, maxPages, maxOcrPages, maxOcrMs, started: reportStart },
          { signal: abort.signal, transferList: [reportStart] },
        );
      } catch (error) {
        // Aborting a running task terminates its thread, so a stuck parser frees its slot.
        if (abort.signal.aborted) return { ok: false, problem: 'timeout' };
        throw error;
      } finally {
        settled = true;
        clearTimeout(timer);
        started.close();
      }
    },
    close: () => pool.close({ force: true }),
  };
}
