import { analysisSections } from '../../domain/analysis/analysis-sections';
import { renderAnalysisText } from '../../domain/analysis/analysis-text';
import type {
  AnalysisContent,
  ConditionReference,
  DocumentPage,
} from '../../domain/analysis/analysis-types';
import { analyzeDocument } from '../../domain/analysis/analyze-document';
import { combineAnalyses } from '../../domain/analysis/combined-analysis';
import { combinedAnalysisSections } from '../../domain/analysis/combined-analysis-sections';
import type { HolidayLookup } from '../../domain/deadlines/filing-deadline';
import type { AnalysisContext, DocumentsAnalysis, DocumentToAnalyze } from './assistant';

/** Pages of one document the rules read; the rest are listed as not analysed. */
export const ANALYSIS_MAX_PAGES = 200;

export type AnalysisRules = {
  content: AnalysisContent;
  conditions: readonly ConditionReference[];
  holidayOn: HolidayLookup;
  maxPages?: number;
};

/** Pages the extractor did not read, as empty pages past the limit, so none is dropped silently. */
function withUnreadPages({ pages, totalPages }: DocumentToAnalyze): {
  pages: DocumentPage[];
  maxPages: number;
} {
  if (!totalPages || totalPages <= pages.length) return { pages, maxPages: Infinity };
  const last = pages.at(-1)?.page ?? 0;
  const unread = Array.from({ length: totalPages - pages.length }, (_, index) => ({
    page: last + index + 1,
    text: '',
  }));
  return { pages: [...pages, ...unread], maxPages: pages.length };
}

/**
 * The rules-first analysis of src/domain/analysis, rendered in the display format: one
 * document's own, or one combined over several. Deterministic, every finding quoted.
 */
export function analyzeWithRules(
  docs: readonly DocumentToAnalyze[],
  { today, claimedConditions }: AnalysisContext,
  { content, conditions, holidayOn, maxPages = ANALYSIS_MAX_PAGES }: AnalysisRules,
): DocumentsAnalysis {
  if (docs.length === 0) throw new RangeError('Analyse at least one document');
  const analyses = docs.map((doc) => {
    const read = withUnreadPages(doc);
    return {
      name: doc.name,
      analysis: analyzeDocument({
        pages: read.pages,
        conditions,
        content,
        today,
        holidayOn,
        maxPages: Math.min(read.maxPages, maxPages),
        ...(claimedConditions && { claimedConditions }),
      }),
    };
  });
  const sections =
    analyses.length === 1
      ? analysisSections(analyses[0]!.analysis)
      : combinedAnalysisSections(combineAnalyses(analyses, content.nextSteps));
  return {
    text: renderAnalysisText(sections),
    ratingDecisions: analyses.map(({ analysis }) => analysis.ratingDecision),
  };
}
