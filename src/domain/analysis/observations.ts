/**
 * What a record says of the veteran, by kind (content/analysis/clinical-cues.json
 * observations): a symptom, a sign, a test, a treatment, an effect on work or home. Read only
 * from documents that record the veteran, never from a decision or a VA letter, and kept only
 * where the sentence states something: a form's question yields its answer, if it was answered
 * in words, and never its own words.
 */
import type {
  ClinicalCueContent,
  DocumentType,
  Observation,
  Quote,
  SentenceRoleContent,
} from './analysis-types';
import { findAll, quoteMatch, type DocumentScan, type PageMatch } from './document-scan';
import { answerOf, statedFinding } from './sentence-roles';

/** Documents whose words are about the veteran: exams, records, opinions and statements. */
const RECORDS_OF_THE_VETERAN: readonly DocumentType[] = [
  'exam',
  'private-medical-record',
  'service-treatment-record',
  'medical-opinion',
  'lay-statement',
  'personal-statement',
];

/** Enough of each kind to show; a long record repeats itself. */
const PER_KIND = 10;

/** The sentence around a match if it states something, else the answer on its line. */
function observed(
  scan: DocumentScan,
  match: PageMatch,
  roles: SentenceRoleContent,
): Quote | undefined {
  return (
    statedFinding(quoteMatch(scan, match, 'sentence'), roles) ??
    answerOf(quoteMatch(scan, match, 'line'), roles)
  );
}

export function findObservations(
  scan: DocumentScan,
  type: DocumentType,
  cues: ClinicalCueContent,
  roles: SentenceRoleContent,
): Observation[] {
  if (!RECORDS_OF_THE_VETERAN.includes(type)) return [];
  const found: (Observation & { start: number })[] = [];
  for (const { label, patterns } of cues.observations) {
    let kept = 0;
    for (const match of findAll(scan.pages, patterns)) {
      if (kept === PER_KIND) break;
      const quote = observed(scan, match, roles);
      if (!quote) continue;
      // One passage is one observation, under the first kind that finds it, quoted in full.
      const overlapping = found.findIndex((other) => overlaps(other.quote, quote));
      if (overlapping >= 0) {
        if (quote.text.length > found[overlapping]!.quote.text.length) {
          found[overlapping] = { ...found[overlapping]!, quote };
        }
        continue;
      }
      found.push({ label, quote, start: match.start });
      kept++;
    }
  }
  return found
    .sort((a, b) => a.quote.page - b.quote.page || a.start - b.start)
    .map(({ label, quote }) => ({ label, quote }));
}

const overlaps = (a: Quote, b: Quote) =>
  a.page === b.page && (a.text.includes(b.text) || b.text.includes(a.text));
