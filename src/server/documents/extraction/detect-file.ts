import { fileTypeFromBuffer } from 'file-type';
import type { DetectedFile, FileKind } from './extraction-types';
import { decodePlainText } from './plain-text';

const signedKinds: Partial<Record<string, FileKind>> = {
  pdf: 'pdf',
  docx: 'docx',
  jpg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
};

const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * What an uploaded file is, from its bytes alone, or null when it is not a kind we accept
 * (an executable renamed .pdf, a zip that is not a DOCX, HTML or SVG named .txt, …).
 */
export async function detectFile(bytes: Uint8Array): Promise<DetectedFile | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type)
    return decodePlainText(bytes) === null ? null : { kind: 'txt', mimeType: 'text/plain' };
  // An OLE compound file is a Word 97–2003 document only when it holds a WordDocument stream
  // (Excel, Outlook and installer files share the container); its directory names are UTF-16.
  if (type.ext === 'cfb') {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(
      WORD_DOCUMENT_STREAM,
    )
      ? { kind: 'doc', mimeType: 'application/msword' }
      : null;
  }
  const kind = signedKinds[type.ext];
  return kind ? { kind, mimeType: type.mime } : null;
}
