import type { DocumentDto } from '../../../contracts/documents';
import { formatDate, formatDatesInText } from '../../lib/format-date';
import { formatSize } from '../../lib/format-size';

export const SHARE_DISCLAIMER =
  'This report is for educational purposes only. It is not legal or medical advice, and Wingman is not affiliated with the VA.';

/** Spec §2 share report: what the document is, its analysis, and an educational-only note. */
export function shareReport(document: DocumentDto): string {
  const analysis = document.analysisResult
    ? formatDatesInText(document.analysisResult.replace(/\*\*/g, '').trim())
    : 'Analysis not available';
  return [
    'Wingman Document Analysis',
    `Document: ${document.originalName}`,
    `Uploaded: ${formatDate(document.uploadedAt)}`,
    `Size: ${formatSize(document.size)}`,
    '',
    analysis,
    '',
    SHARE_DISCLAIMER,
  ].join('\n');
}

export const shareSubject = (document: DocumentDto) =>
  `Document analysis: ${document.originalName}`;

export const mailtoLink = (document: DocumentDto) =>
  `mailto:?subject=${encodeURIComponent(shareSubject(document))}&body=${encodeURIComponent(shareReport(document))}`;
