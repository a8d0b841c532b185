import type { ExtractionProblem } from '../../../contracts/documents';
import type { DocumentPage } from '../../../domain/analysis/analysis-types';

/** The kinds of file the server accepts, decided from the bytes (file-type), never the name. */
export type FileKind = 'pdf' | 'doc' | 'docx' | 'txt' | 'jpg' | 'png' | 'gif' | 'webp' | 'bmp';

export interface DetectedFile {
  kind: FileKind;
  /** The content type stored with the document and sent on download. */
  mimeType: string;
}

export type ExtractionResult =
  | {
      ok: true;
      pages: DocumentPage[];
      /** Pages in the file, when more than were read (page budget). */
      totalPages: number;
      method: 'text-layer' | 'ocr' | 'docx' | 'doc' | 'text';
    }
  | { ok: false; problem: ExtractionProblem };

export interface Extractor {
  /** Reads the text of an accepted file in a worker; never throws for a bad file. */
  extract(bytes: Uint8Array, kind: FileKind): Promise<ExtractionResult>;
  close(): Promise<void>;
}
