import { Piscina } from 'piscina';
import type { AnalysisTask } from './analysis-task';
import type { Assistant, DocumentsAnalysis } from './assistant';
import { type OfflineEngine, offlineReply, warmUpOfflineEngine } from './offline-reply';
import type { AnalysisRules } from './rules-analysis';

// A long document takes the rules seconds; one thread keeps that off the event loop.
const IDLE_THREAD_MS = 5 * 60_000;

export type OfflineAssistant = Assistant & { close: () => Promise<void> };

/**
 * The rules-first engine, offline and deterministic. Analyses run in a worker thread so a long
 * document never holds up other requests; the content goes to the thread once, when it starts.
 * Replies come from the knowledge engine, built once by the caller and kept in memory.
 */
export function createOfflineAssistant(
  rules: Omit<AnalysisRules, 'holidayOn'>,
  { maxThreads = 1, ...engine }: OfflineEngine & { maxThreads?: number },
): OfflineAssistant {
  warmUpOfflineEngine(engine);
  const pool = new Piscina<AnalysisTask, DocumentsAnalysis>({
    filename: new URL('./analysis-worker.mjs', import.meta.url).href,
    workerData: rules,
    minThreads: 0,
    maxThreads,
    idleTimeout: IDLE_THREAD_MS,
    // A document that makes the rules' heap grow past this ends the thread, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  return {
    analyzeDocuments: (docs, context) => pool.run({ docs, context }),
    reply: (context, signal) => offlineReply(engine, context, signal),
    close: () => pool.close({ force: true }),
  };
}
