import type { DocumentAnalysis, RecognisedDecision } from './analysis-types';

/** The rating or Board decision an analysis recognised, tagged with its kind; undefined if none. */
export function recognisedDecision(analysis: DocumentAnalysis): RecognisedDecision | undefined {
  if (analysis.ratingDecision) return { kind: 'rating-decision', rating: analysis.ratingDecision };
  if (analysis.boardDecision) return { kind: 'board-decision', board: analysis.boardDecision };
  return undefined;
}
