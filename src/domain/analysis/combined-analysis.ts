/**
 * One analysis over several documents (a batch upload, or files added to an analysis): each
 * claim element takes its best coverage from whichever document gives it, so a sick-call note
 * and a nexus letter together can cover what neither covers alone.
 */
import type {
  ClaimElement,
  CoverageStatus,
  DocumentAnalysis,
  ElementCoverage,
  NextStepContent,
  Strength,
} from './analysis-types';

export interface NamedAnalysis {
  /** The file name the veteran knows the document by. */
  name: string;
  analysis: DocumentAnalysis;
}

export interface CombinedCoverage extends ElementCoverage {
  /** The document the answer comes from; quotes are on its pages. */
  document: string;
}

export interface CombinedAnalysis {
  documents: NamedAnalysis[];
  coverage: CombinedCoverage[];
  /** The strongest single document: one strong piece of evidence is what a claim leans on. */
  overallStrength: Strength;
  missing: string[];
  nextSteps: string[];
}

const STATUS_RANK: Record<CoverageStatus, number> = { supported: 2, partial: 1, missing: 0 };
const STRENGTH_RANK: Record<Strength, number> = { strong: 2, moderate: 1, weak: 0 };

export function combineAnalyses(
  documents: readonly NamedAnalysis[],
  content: NextStepContent,
): CombinedAnalysis {
  if (documents.length === 0) throw new RangeError('Combine at least one document');
  // A Board decision judges no claim element, so the elements come from the documents that do.
  const elements = [
    ...new Set(
      documents.flatMap(({ analysis }) => analysis.coverage.map((entry) => entry.element)),
    ),
  ];
  const coverage = elements.map((element: ClaimElement): CombinedCoverage => {
    const candidates = documents.flatMap(({ name, analysis }) =>
      analysis.coverage
        .filter((entry) => entry.element === element)
        .map((entry) => ({ document: name, ...entry })),
    );
    // Ties keep the earlier document, so the order the veteran gave is the order of preference.
    return candidates.reduce((best, candidate) =>
      STATUS_RANK[candidate.status] > STATUS_RANK[best.status] ? candidate : best,
    );
  });
  const overallStrength = documents
    .map(({ analysis }) => analysis.evidenceStrength.overall)
    .reduce((best, strength) => (STRENGTH_RANK[strength] > STRENGTH_RANK[best] ? strength : best));
  const uncovered = coverage.filter((element) => element.status !== 'supported');
  const elementTexts = new Set(
    Object.values(content.steps).flatMap((step) => [step.missing, step.next]),
  );
  // Element steps come from the combined coverage; each document's other advice is kept.
  const documentAdvice = (list: (analysis: DocumentAnalysis) => string[]) =>
    documents.flatMap(({ analysis }) => list(analysis).filter((text) => !elementTexts.has(text)));
  return {
    documents: [...documents],
    coverage,
    overallStrength,
    missing: [
      ...new Set([
        ...uncovered.map((element) => content.steps[element.element].missing),
        ...documentAdvice((analysis) => analysis.missing),
      ]),
    ],
    nextSteps: [
      ...new Set([
        ...uncovered.map((element) => content.steps[element.element].next),
        ...documentAdvice((analysis) => analysis.nextSteps),
      ]),
    ],
  };
}
