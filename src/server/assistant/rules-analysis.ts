import { analysisFindings } from '../../domain/analysis/analysis-findings';
import { analysisSections, bullet } from '../../domain/analysis/analysis-sections';
import type { AnalysisLine, AnalysisSection } from '../../domain/analysis/analysis-text';
import type {
  AnalysisContent,
  ConditionReference,
  DocumentPage,
} from '../../domain/analysis/analysis-types';
import { analyzeDocument } from '../../domain/analysis/analyze-document';
import { combineAnalyses } from '../../domain/analysis/combined-analysis';
import { combinedAnalysisSections } from '../../domain/analysis/combined-analysis-sections';
import { recognisedDecision } from '../../domain/analysis/recognised-decision';
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

/**
 * Characters of one document the rules read. They take about a second per few hundred
 * thousand, and a 10 MB text file would hold a worker for half a minute; the rest is listed.
 */
export const ANALYSIS_MAX_CHARACTERS = 300_000;

type ReadPlan = {
  pages: DocumentPage[];
  maxPages: number;
  /** The page cut at the character budget, analysed only up to it. */
  partialPage?: number;
};

/**
 * The pages the rules read: up to the character budget (the page that crosses it is cut), then
 * the rest, and pages the extractor did not read, listed as not analysed so none is dropped.
 */
function planReading({ pages, totalPages }: DocumentToAnalyze): ReadPlan {
  const read: DocumentPage[] = [];
  let budget = ANALYSIS_MAX_CHARACTERS;
  let partialPage: number | undefined;
  for (const page of pages) {
    if (budget <= 0) break;
    if (page.text.length > budget) {
      read.push({ ...page, text: page.text.slice(0, budget) });
      partialPage = page.page;
    } else {
      read.push(page);
    }
    budget -= page.text.length;
  }
  const last = pages.at(-1)?.page ?? 0;
  const unread = Array.from({ length: Math.max(0, (totalPages ?? 0) - pages.length) }, (_, i) => ({
    page: last + i + 1,
    text: '',
  }));
  const all = [...read, ...pages.slice(read.length), ...unread];
  const maxPages = read.length < all.length ? read.length : Infinity;
  return { pages: all, maxPages, ...(partialPage !== undefined && { partialPage }) };
}

const partialLine = (page: number, name?: string): AnalysisLine =>
  bullet(
    `${name ? `${name}: ` : ''}Page ${page} analyzed in part: only its first ${ANALYSIS_MAX_CHARACTERS.toLocaleString('en-US')} characters were read`,
  );

/** Says which pages were cut, in the PAGES section. */
function withPartialPages(sections: AnalysisSection[], lines: AnalysisLine[]): AnalysisSection[] {
  if (lines.length === 0) return sections;
  return sections.map((section) =>
    section.title === 'PAGES' ? { ...section, lines: [...section.lines, ...lines] } : section,
  );
}

/**
 * The rules-first analysis of src/domain/analysis as display sections and quoted findings: one
 * document's own, or one combined over several. Deterministic, every finding quoted.
 */
export function analyzeWithRules(
  docs: readonly DocumentToAnalyze[],
  { today, claimedConditions }: AnalysisContext,
  { content, conditions, holidayOn, maxPages = ANALYSIS_MAX_PAGES }: AnalysisRules,
): DocumentsAnalysis {
  if (docs.length === 0) throw new RangeError('Analyse at least one document');
  const plans = docs.map(planReading);
  const analyses = docs.map((doc, index) => ({
    name: doc.name,
    analysis: analyzeDocument({
      pages: plans[index]!.pages,
      conditions,
      content,
      today,
      holidayOn,
      maxPages: Math.min(plans[index]!.maxPages, maxPages),
      ...(claimedConditions && { claimedConditions }),
    }),
  }));
  const single = analyses.length === 1;
  const partial = plans.flatMap(({ partialPage }, index) =>
    partialPage === undefined
      ? []
      : [partialLine(partialPage, single ? undefined : docs[index]!.name)],
  );
  const sections = withPartialPages(
    single
      ? analysisSections(analyses[0]!.analysis)
      : combinedAnalysisSections(combineAnalyses(analyses, content.nextSteps)),
    partial,
  );
  return {
    analysis: {
      version: 1,
      documents: docs.map((doc) => doc.name),
      sections,
      findings: analyses.flatMap(({ name, analysis }) => analysisFindings(name, analysis)),
    },
    decisions: analyses.map(({ analysis }) => recognisedDecision(analysis)),
  };
}
