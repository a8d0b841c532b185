/**
 * What VA rates a document's condition on (content/analysis/rating-bases.json): occupational and
 * social impairment for mental health, range of motion and flare-ups for joints, prostrating
 * attacks for migraines, treatment for sleep apnea. A DBQ names its basis by its own section
 * headings; any other document by the conditions it names. The findings on that basis are quoted.
 */
import type {
  FingerprintContent,
  Quote,
  RatingBasis,
  RatingBasisContent,
  SentenceRoleContent,
} from './analysis-types';
import { findAll, phraseRegExp, quoteMatch, type DocumentScan } from './document-scan';
import { canBeEvidence } from './sentence-roles';

export interface RatingBasisFindings {
  basis: RatingBasis;
  /** The document's findings on that basis; empty when it records none. */
  quotes: Quote[];
}

const MAX_QUOTES = 3;

/** Each DBQ heading counts once towards the exam type, like any other exam marker. */
export function withDbqHeadings(
  content: FingerprintContent,
  bases: RatingBasisContent,
): FingerprintContent {
  const headings = bases.bases.flatMap((basis) =>
    basis.dbqHeadings.map((heading) => ({ ...heading, weight: 1 })),
  );
  return {
    ...content,
    fingerprints: content.fingerprints.map((fingerprint) =>
      fingerprint.type === 'exam'
        ? { ...fingerprint, markers: [...fingerprint.markers, ...headings] }
        : fingerprint,
    ),
  };
}

function byHeadings(scan: DocumentScan, bases: readonly RatingBasis[]): RatingBasis | undefined {
  let best: { basis: RatingBasis; count: number } | undefined;
  for (const basis of bases) {
    const count = basis.dbqHeadings.filter(
      (heading) => findAll(scan.pages, heading.pattern).length > 0,
    ).length;
    if (count > 0 && (!best || count > best.count)) best = { basis, count };
  }
  return best?.basis;
}

function byCodes(bases: readonly RatingBasis[], codes: readonly string[]): RatingBasis | undefined {
  return bases.find((basis) =>
    codes.some((code) => {
      const pattern = phraseRegExp(basis.diagnosticCodes);
      pattern.lastIndex = 0;
      return pattern.test(code);
    }),
  );
}

export function ratingBasisFindings(
  scan: DocumentScan,
  content: RatingBasisContent,
  diagnosticCodes: readonly string[],
  roles: SentenceRoleContent,
): RatingBasisFindings | undefined {
  const basis = byHeadings(scan, content.bases) ?? byCodes(content.bases, diagnosticCodes);
  if (!basis) return undefined;
  const quotes = new Map<string, Quote>();
  for (const match of findAll(scan.pages, basis.severityCues)) {
    if (quotes.size === MAX_QUOTES) break;
    const quote = quoteMatch(scan, match, 'line');
    if (canBeEvidence(quote, roles)) quotes.set(`${quote.page}:${quote.text}`, quote);
  }
  return { basis, quotes: [...quotes.values()] };
}
