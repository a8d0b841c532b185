import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';

/** The text of a Word 2007+ document; mammoth has no notion of pages, so it is one page. */
export async function readDocx(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}

/** The main text of a Word 97–2003 document (headers, footnotes and comments left out). */
export async function readDoc(bytes: Uint8Array): Promise<string> {
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  return document.getBody();
}
