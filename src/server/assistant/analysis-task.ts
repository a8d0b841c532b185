// Runs inside an analysis worker thread (see analysis-worker.mjs): one request per call.
import { workerData } from 'node:worker_threads';
import { createFederalHolidayLookup } from '../reference/federal-holidays';
import type { AnalysisContext, DocumentToAnalyze } from './assistant';
import { analyzeWithRules, type AnalysisRules } from './rules-analysis';

export type AnalysisTask = { docs: DocumentToAnalyze[]; context: AnalysisContext };

// The content and conditions were read and validated once by the app, then handed to each thread.
const rules: AnalysisRules = {
  ...(workerData as Omit<AnalysisRules, 'holidayOn'>),
  holidayOn: createFederalHolidayLookup(),
};

export default function analyzeTask({ docs, context }: AnalysisTask) {
  return analyzeWithRules(docs, context, rules);
}
