import type { AccountExport } from '../../../contracts/account';

type ExportedDocument = AccountExport['documents'][number];

/** A document as listed in the snapshot: everything but its text and its file. */
export type ListedDocument = Omit<ExportedDocument, 'text' | 'originalFileBase64'>;

const INDENT = '  ';

/**
 * The export file as JSON text (indented, as the veteran may open it), written piece by piece:
 * a veteran's documents can add up to gigabytes, so only one document's text and file are read
 * and held at a time, when the reader is ready for them.
 */
export async function* exportJson(
  { documents, ...rest }: Omit<AccountExport, 'documents'> & { documents: ListedDocument[] },
  readContent: (
    document: ListedDocument,
  ) => Promise<Pick<ExportedDocument, 'text' | 'originalFileBase64'>>,
): AsyncGenerator<string> {
  // `documents` comes last, so everything before its opening bracket is written at once.
  const head = JSON.stringify({ ...rest, documents: [] }, null, INDENT);
  const emptyList = `[]\n}`;
  yield `${head.slice(0, -emptyList.length)}[`;
  for (const [index, document] of documents.entries()) {
    const { originalFileBase64: file, ...content } = await readContent(document);
    // The file is the last field, written apart: at megabytes, it is never copied into the
    // rest of the entry, and base64 needs no JSON escaping.
    const entry = JSON.stringify(
      { ...document, ...content, originalFileBase64: null },
      null,
      INDENT,
    ).replaceAll('\n', `\n${INDENT.repeat(2)}`);
    const beforeFile = entry.lastIndexOf('null');
    yield `${index === 0 ? '' : ','}\n${INDENT.repeat(2)}${entry.slice(0, beforeFile)}`;
    if (file !== null) yield `"${file}"`;
    yield entry.slice(file === null ? beforeFile : beforeFile + 'null'.length);
  }
  yield documents.length === 0 ? ']\n}' : `\n${INDENT}]\n}`;
}
