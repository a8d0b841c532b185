/**
 * An exhibit titled by what it is, as the analysis recognised it, and the first date its text
 * gives: "VA rating decision letter, 3 Jun 2025". A document the analysis could not place keeps
 * the name it was uploaded under.
 */
import type { StructuredAnalysis } from '../../../contracts/structured-analysis';
import { DATE_PATTERN, readDocumentDate } from '../../../domain/analysis/document-dates';

const SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
// The date a record is written on sits near its head; later dates are history.
const HEAD_LENGTH = 2000;

export function exhibitTitle(document: {
  originalName: string;
  analysis: StructuredAnalysis | null;
  text: string | null;
}): string {
  // A combined analysis reads several documents: its type is not this one's alone.
  const own =
    document.analysis && document.analysis.documents.length <= 1 ? document.analysis : null;
  const type = own?.sections
    .find((section) => section.title === 'DOCUMENT TYPE')
    ?.lines.find((line) => line.kind === 'bullet');
  const label =
    type && type.kind === 'bullet' && !/^Closest match|not recogni[sz]ed/i.test(type.text)
      ? type.text.replace(/\.$/, '')
      : null;
  if (!label) return document.originalName;
  const date = firstDate(document.text);
  return date ? `${label}, ${date}` : label;
}

/** "14 Feb 2024" from the first date in the document's head. */
function firstDate(text: string | null): string | null {
  const match = text && new RegExp(DATE_PATTERN, 'i').exec(text.slice(0, HEAD_LENGTH));
  const iso = match ? readDocumentDate(match[0]) : undefined;
  if (!iso) return null;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day} ${SHORT_MONTHS[month - 1]} ${year}`;
}
