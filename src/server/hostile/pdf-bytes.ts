/**
 * PDFs written byte by byte, for files no PDF library would make: objects nested thousands
 * deep, page trees that loop. The cross-reference table is correct, so a reader reaches the
 * hostile part through the file's own structure rather than by repairing it.
 */

/** A PDF of these object bodies, numbered 1, 2, … in order; object 1 is the catalog. */
export function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.7\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  // Each entry is exactly 20 bytes: ten-digit offset, five-digit generation, type, end of line.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  const size = objects.length + 1;
  const xref = `xref\n0 ${size}\n0000000000 65535 f \n${entries.join('')}`;
  const trailer = `trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body + xref + trailer, 'latin1');
}

/** A stream object holding these page operators. */
export const contentStream = (operators: string) =>
  `<< /Length ${Buffer.byteLength(operators, 'latin1')} >>\nstream\n${operators}\nendstream`;

/** Page operators writing one line of text. */
export const textOperators = (line: string) => `BT /F1 12 Tf 72 720 Td (${line}) Tj ET`;

// The resources of textOperators: a standard font, which every reader has built in.
const pageResources =
  '<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>';

/** A letter-size page object under the parent, drawn by the content stream, with extra entries. */
export const pageObject = (parent: number, contents: number, entries = '') =>
  `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 612 792] /Resources ${pageResources} /Contents ${contents} 0 R ${entries}>>`;

/**
 * A PDF of one page drawn by these operators, under these Pages nodes: they are objects 2, 3, …
 * and the page comes right after them, so the last node's kid is the page.
 */
export function pageTreePdf(nodes: string[], operators: string, pageEntries = ''): Buffer {
  const pageNumber = nodes.length + 2;
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    ...nodes,
    pageObject(pageNumber - 1, pageNumber + 1, pageEntries),
    contentStream(operators),
  ]);
}

/** A one-page PDF, its page drawn by these operators and holding these extra entries. */
export const onePagePdf = (operators: string, pageEntries = '') =>
  pageTreePdf(['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'], operators, pageEntries);
