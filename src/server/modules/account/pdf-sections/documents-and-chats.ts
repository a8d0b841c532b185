/** The export PDF's sections on documents (with their analyses) and chats with Wingman. */
import type { AnalysisLine } from '../../../../contracts/structured-analysis';
import type { PdfSection } from './pdf-section';
import { moment, withoutMarkdown } from './pdf-words';

/** A line of an analysis in words (the screen's marks are not in the PDF's font). */
function analysisLine(line: AnalysisLine): string {
  const detailed = (head: string, detail: string) => (detail ? `${head}. ${detail}` : head);
  switch (line.kind) {
    case 'bullet':
      return `• ${line.text}`;
    case 'quote':
      return `“${line.text}”`;
    case 'status':
      return `• ${detailed(`${line.item}: ${line.status}`, line.detail)}`;
    case 'strength':
      return `• ${detailed(`${line.item}: ${line.strength}`, line.detail)}`;
  }
}

/** Documents with their analyses; their text and files are in the JSON export only. */
export const documentsSection: PdfSection<'documents'> = {
  title: 'Documents and their analyses',
  empty: 'No documents uploaded.',
  write(doc, documents) {
    for (const document of documents) {
      doc.heading(document.originalName, 3);
      doc.paragraph(`Uploaded ${moment(document.uploadedAt)}`, { muted: true });
      if (!document.analysis) {
        doc.paragraph('No analysis is stored for this document.', { muted: true });
        continue;
      }
      for (const section of document.analysis.sections) {
        doc.paragraph(section.title, { bold: true });
        for (const line of section.lines) doc.paragraph(analysisLine(line), { indent: 12 });
      }
    }
  },
};

export const chatsSection: PdfSection<'chats'> = {
  title: 'Chats',
  empty: 'No chats.',
  write(doc, chats, { documentName, disabilityName }) {
    for (const chat of chats) {
      doc.heading(chat.title, 3);
      if (chat.messages.length === 0) doc.paragraph('No messages.', { muted: true });
      for (const message of chat.messages) {
        const who = message.role === 'user' ? 'You' : 'Wingman';
        doc.paragraph(`${who}, ${moment(message.createdAt)}`, { bold: true });
        doc.paragraph(withoutMarkdown(message.content), { indent: 12 });
        const attached = [
          ...message.attachedDocumentIds.map(documentName),
          ...message.attachedDisabilityIds.map(disabilityName),
        ];
        if (attached.length > 0) {
          doc.paragraph(`With it: ${attached.join('; ')}`, { indent: 12, muted: true });
        }
        doc.gap();
      }
    }
  },
};
