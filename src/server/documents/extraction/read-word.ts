import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { declaredUnpackedSize } from './zip-declared-size';

/**
 * The XML a real document of up to 10 MB unpacks to stays far below this; more means a file
 * built to exhaust memory, which is treated as damaged instead of read.
 */
export const MAX_DOCX_XML_BYTES = 64 * 1024 * 1024;

/** The text of a Word 2007+ document; mammoth has no notion of pages, so it is one page. */
export async function readDocx(bytes: Uint8Array): Promise<string> {
  const xml = declaredUnpackedSize(bytes, (name) => /\.(?:xml|rels)$/i.test(name));
  if (xml === null || xml > MAX_DOCX_XML_BYTES) {
    throw new Error('the document unpacks to more XML than a real document has');
  }
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}

/** The main text of a Word 97–2003 document (headers, footnotes and comments left out). */
export async function readDoc(bytes: Uint8Array): Promise<string> {
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  return document.getBody();
}
