/**
 * The account export as a readable PDF: every section of the JSON export, set out for a veteran
 * to read or print. Documents appear with their analyses only; their text and files are in the
 * JSON export.
 */
import { createFlowingText, type FlowingText } from '../../pdf/flowing-text';
import { accountSection, profileSection } from './pdf-sections/about-you';
import { chatsSection, documentsSection } from './pdf-sections/documents-and-chats';
import { caseSection, witnessRequestsSection } from './pdf-sections/my-case';
import type {
  ExportPdfData,
  ExportSectionKey,
  PdfReading,
  PdfSection,
} from './pdf-sections/pdf-section';
import { moment } from './pdf-sections/pdf-words';
import {
  claimsSection,
  disabilitiesSection,
  intentsToFileSection,
  ratingGuidanceSection,
} from './pdf-sections/ratings-and-claims';
import { examsSection, journalSection } from './pdf-sections/records';

/**
 * One section per section of the export's schema, in the order the PDF reads: the type asks
 * for every one, so the two files cannot hold different things.
 */
export const exportPdfSections: { [Key in ExportSectionKey]: PdfSection<Key> } = {
  account: accountSection,
  profile: profileSection,
  disabilities: disabilitiesSection,
  ratingGuidance: ratingGuidanceSection,
  claims: claimsSection,
  intentsToFile: intentsToFileSection,
  case: caseSection,
  witnessRequests: witnessRequestsSection,
  journal: journalSection,
  exams: examsSection,
  documents: documentsSection,
  chats: chatsSection,
};

/** Looks up what a section points to by id; a thing deleted since reads as such. */
function namesIn(data: ExportPdfData) {
  const lookUp = (items: readonly { id: string; name: string }[], gone: string) => {
    const names = new Map(items.map(({ id, name }) => [id, name]));
    return (id: string) => names.get(id) ?? gone;
  };
  return {
    documentName: lookUp(
      data.documents.map(({ id, originalName }) => ({ id, name: originalName })),
      'a document since deleted',
    ),
    disabilityName: lookUp(data.disabilities, 'a disability since removed'),
    conditionName: lookUp(data.case.conditions, 'a condition since removed'),
  };
}

function writeSection<Key extends ExportSectionKey>(
  doc: FlowingText,
  key: Key,
  data: ExportPdfData,
  reading: PdfReading,
) {
  const section: PdfSection<Key> = exportPdfSections[key];
  const part = data[key];
  doc.heading(section.title, 2);
  if (Array.isArray(part) && part.length === 0 && 'empty' in section) {
    doc.paragraph(String(section.empty), { muted: true });
    return;
  }
  section.write(doc, part, reading);
}

export async function buildExportPdf(
  data: ExportPdfData,
  context: Pick<PdfReading, 'labels' | 'openDeadlinesOf'>,
): Promise<Uint8Array> {
  const doc = await createFlowingText('Your Wingman data');
  doc.heading('Your Wingman data', 1);
  doc.paragraph(
    `Everything Wingman holds about your account, as of ${moment(data.exportedAt)}. The JSON export holds the same data, with your documents' text and files, for other programs to read.`,
    { muted: true },
  );
  const reading = { ...context, ...namesIn(data) };
  for (const key of Object.keys(exportPdfSections) as ExportSectionKey[]) {
    writeSection(doc, key, data, reading);
  }
  return doc.save(`Wingman data of ${data.account.email}`);
}
