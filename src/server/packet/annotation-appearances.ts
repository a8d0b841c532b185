/**
 * Draws a page's annotations (a signature drawn in a reader, a stamp, a comment box) into its
 * content. An embedded page brings only its content, so without this they would be lost.
 * Form boxes are flattened by pdf-lib beforehand; links and pop-ups show nothing on paper.
 */
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFPage,
  PDFRef,
  PDFStream,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';

const NOT_PRINTED = new Set(['Widget', 'Link', 'Popup']);
// Annotation flags (PDF 32000-1, 12.5.3): Hidden, and NoView.
const HIDDEN = 1 << 1;
const NO_VIEW = 1 << 5;

type Box = [number, number, number, number];
type Matrix = [number, number, number, number, number, number];

export function drawAnnotationAppearances(page: PDFPage) {
  const annotations = page.node.Annots();
  if (!annotations) return;
  for (let index = 0; index < annotations.size(); index++) {
    const annotation = annotations.lookupMaybe(index, PDFDict);
    if (!annotation) continue;
    const subtype = annotation.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText();
    const flags = annotation.lookupMaybe(PDFName.of('F'), PDFNumber)?.asNumber() ?? 0;
    if (!subtype || NOT_PRINTED.has(subtype) || flags & (HIDDEN | NO_VIEW)) continue;
    const appearance = normalAppearance(annotation);
    const rect = boxOf(annotation.lookupMaybe(PDFName.of('Rect'), PDFArray));
    if (!appearance || !rect) continue;
    const stream = page.doc.context.lookup(appearance, PDFStream);
    const bbox = boxOf(stream.dict.lookupMaybe(PDFName.of('BBox'), PDFArray));
    if (!bbox) continue;
    const matrix = numbersOf(stream.dict.lookupMaybe(PDFName.of('Matrix'), PDFArray));
    const [a, b, c, d, e, f] = fitToRect(bbox, matrix ?? [1, 0, 0, 1, 0, 0], rect);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(a, b, c, d, e, f),
      drawObject(page.node.newXObject('Annotation', appearance)),
      popGraphicsState(),
    );
  }
}

/** The appearance shown when nothing is hovered: one stream, or the one of its current state. */
function normalAppearance(annotation: PDFDict): PDFRef | undefined {
  const normal = annotation.lookupMaybe(PDFName.of('AP'), PDFDict)?.get(PDFName.of('N'));
  if (!(normal instanceof PDFRef)) return undefined;
  const states = annotation.context.lookup(normal);
  if (states instanceof PDFStream) return normal;
  const state = annotation.lookupMaybe(PDFName.of('AS'), PDFName);
  const chosen = states instanceof PDFDict && state ? states.get(state) : undefined;
  return chosen instanceof PDFRef ? chosen : undefined;
}

function numbersOf(array: PDFArray | undefined): number[] | undefined {
  if (!array) return undefined;
  const numbers = array
    .asArray()
    .map((item) => (item instanceof PDFNumber ? item.asNumber() : NaN));
  return numbers.every(Number.isFinite) ? numbers : undefined;
}

function boxOf(array: PDFArray | undefined): Box | undefined {
  const numbers = numbersOf(array);
  if (numbers?.length !== 4) return undefined;
  const [x1, y1, x2, y2] = numbers as Box;
  return [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)];
}

/**
 * The matrix that puts the appearance's box, as its own Matrix turns it, onto the annotation's
 * rectangle (PDF 32000-1, 12.5.5). The form's Matrix is applied by the viewer itself.
 */
function fitToRect(bbox: Box, matrix: number[], rect: Box): Matrix {
  const [a, b, c, d, e, f] = matrix as Matrix;
  const corners = [
    [bbox[0], bbox[1]],
    [bbox[2], bbox[1]],
    [bbox[0], bbox[3]],
    [bbox[2], bbox[3]],
  ].map(([x, y]) => [a * x! + c * y! + e, b * x! + d * y! + f] as const);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [left, bottom] = [Math.min(...xs), Math.min(...ys)];
  const width = Math.max(...xs) - left;
  const height = Math.max(...ys) - bottom;
  const scaleX = width > 0 ? (rect[2] - rect[0]) / width : 1;
  const scaleY = height > 0 ? (rect[3] - rect[1]) / height : 1;
  return [scaleX, 0, 0, scaleY, rect[0] - scaleX * left, rect[1] - scaleY * bottom];
}
