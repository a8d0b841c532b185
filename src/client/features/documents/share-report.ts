import type { DocumentDto } from '../../../contracts/documents';
import { renderAnalysisText } from '../../../domain/analysis/analysis-text';
import { formatDate, formatDatesInText } from '../../lib/format-date';
import { formatSize } from '../../lib/format-size';
import { disclaimers } from '../../lib/disclaimers';

/** Spec §2 share report: what the document is, its analysis, and an educational-only note. */
export function shareReport(document: DocumentDto): string {
  const analysis = document.analysis
    ? formatDatesInText(renderAnalysisText(document.analysis.sections).replace(/\*\*/g, ''))
    : 'Analysis not available';
  return [
    'Wingman Document Analysis',
    `Document: ${document.originalName}`,
    `Uploaded: ${formatDate(document.uploadedAt)}`,
    `Size: ${formatSize(document.size)}`,
    '',
    analysis,
    '',
    disclaimers.shareReport,
  ].join('\n');
}

export const shareSubject = (document: DocumentDto) =>
  `Document analysis: ${document.originalName}`;

export const mailtoLink = (document: DocumentDto) =>
  `mailto:?subject=${encodeURIComponent(shareSubject(document))}&body=${encodeURIComponent(shareReport(document))}`;
