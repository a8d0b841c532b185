import type { DocumentPage, RatingDecision } from '../../domain/analysis/analysis-types';

/** One document as the Assistant reads it: its pages and the name the veteran knows it by. */
export interface DocumentToAnalyze {
  name: string;
  pages: DocumentPage[];
  /** Pages in the file when fewer were read (a page budget); the rest are listed as not analysed. */
  totalPages?: number;
}

export interface AnalysisContext {
  /** YYYY-MM-DD on the server's clock (UTC), for deadlines counted from a letter's date. */
  today: string;
  /** Conditions the veteran claimed, so an exam can be checked for each. */
  claimedConditions?: string[];
}

export interface DocumentsAnalysis {
  /** The analysis in the display format of spec §2: one document's, or one over all of them. */
  text: string;
  /** The rating decision recognised in each document, in the order given; undefined where none. */
  ratingDecisions: (RatingDecision | undefined)[];
}

/**
 * What Wingman does with documents. The offline engine applies the rules of src/domain/analysis;
 * an engine backed by a language model implements the same contract.
 */
export interface Assistant {
  analyzeDocuments(docs: DocumentToAnalyze[], context: AnalysisContext): Promise<DocumentsAnalysis>;
}
