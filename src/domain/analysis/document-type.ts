/**
 * What kind of document this is, by fingerprint: each type's markers (headings, set phrases)
 * add their weight once; of the types that reach their threshold the highest score wins, and
 * below every threshold the answer is "unrecognised" rather than a guess.
 */
import type { DocumentTypeResult, FingerprintContent, MatchedMarker } from './analysis-types';
import { findAll, quoteMatch, type DocumentScan } from './document-scan';

export function classifyDocument(
  scan: DocumentScan,
  content: FingerprintContent,
): DocumentTypeResult {
  const scored = content.fingerprints.map((fingerprint) => {
    const markers: MatchedMarker[] = [];
    let score = 0;
    for (const marker of fingerprint.markers) {
      const [first] = findAll(scan.pages, marker.pattern);
      if (!first) continue;
      score += marker.weight;
      markers.push({ label: marker.label, quote: quoteMatch(scan, first, 'line') });
    }
    return { fingerprint, markers, score, ratio: score / fingerprint.threshold };
  });
  const qualified = scored.filter((candidate) => candidate.ratio >= 1);
  // Among qualified types the most evidence wins: a DBQ with an opinion section is an exam.
  const winner = qualified.reduce<(typeof scored)[number] | undefined>(
    (leader, candidate) => (!leader || candidate.score > leader.score ? candidate : leader),
    undefined,
  );
  if (winner) {
    return {
      type: winner.fingerprint.type,
      label: winner.fingerprint.label,
      markers: winner.markers,
    };
  }
  const best = scored.reduce<(typeof scored)[number] | undefined>(
    (leader, candidate) => (!leader || candidate.ratio > leader.ratio ? candidate : leader),
    undefined,
  );
  const result: DocumentTypeResult = {
    type: 'unrecognised',
    label: 'Unrecognized document',
    markers: [],
  };
  if (best && best.score > 0) {
    result.nearest = {
      type: best.fingerprint.type,
      label: best.fingerprint.label,
      score: best.score,
      threshold: best.fingerprint.threshold,
    };
  }
  return result;
}
