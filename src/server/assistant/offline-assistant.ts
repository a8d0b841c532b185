import { Piscina } from 'piscina';
import type { AnalysisTask } from './analysis-task';
import type { Assistant, DocumentsAnalysis } from './assistant';
import type { AnalysisRules } from './rules-analysis';

// A long document takes the rules seconds; one thread keeps that off the event loop.
const IDLE_THREAD_MS = 5 * 60_000;

export type OfflineAssistant = Assistant & { close: () => Promise<void> };

/**
 * The rules-first engine, offline and deterministic. Analyses run in a worker thread so a long
 * document never holds up other requests; the content goes to the thread once, when it starts.
 */
export function createOfflineAssistant(
  rules: Omit<AnalysisRules, 'holidayOn'>,
  { maxThreads = 1 }: { maxThreads?: number } = {},
): OfflineAssistant {
  const pool = new Piscina<AnalysisTask, DocumentsAnalysis>({
    filename: new URL('./analysis-worker.mjs', import.meta.url).href,
    workerData: rules,
    minThreads: 0,
    maxThreads,
    idleTimeout: IDLE_THREAD_MS,
  });
  return {
    analyzeDocuments: (docs, context) => pool.run({ docs, context }),
    close: () => pool.close({ force: true }),
  };
}
