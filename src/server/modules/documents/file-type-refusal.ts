import { ACCEPTED_EXTENSIONS } from '../../../contracts/documents';

type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];

/** What a file's name promises, in a veteran's words. */
const PROMISED: Record<AcceptedExtension, string> = {
  pdf: 'a PDF',
  doc: 'a Word document',
  docx: 'a Word document',
  txt: 'a plain text file',
  jpg: 'a JPG image',
  jpeg: 'a JPG image',
  png: 'a PNG image',
  gif: 'a GIF image',
  webp: 'a WEBP image',
  bmp: 'a BMP image',
};

const acceptedList = ACCEPTED_EXTENSIONS.map((ext) => ext.toUpperCase()).join(', ');

const isAcceptedExtension = (ext: string): ext is AcceptedExtension =>
  (ACCEPTED_EXTENSIONS as readonly string[]).includes(ext);

/**
 * Why a file whose bytes are none of the accepted kinds is refused, by its name: one named like
 * an accepted kind is said not to be that kind (a portal's error page saved as "records.pdf"),
 * with how to get the real document.
 */
export function fileTypeRefusal(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!isAcceptedExtension(ext)) {
    return `"${name}" is not a file type we accept. Accepted types: ${acceptedList}.`;
  }
  const promised = PROMISED[ext];
  return (
    `"${name}" is not ${promised}: what it holds is not a file type we accept (it may be ` +
    `damaged, or a web page saved under a .${ext} name). Download or save it again as ` +
    `${promised}, check that it opens, then upload it again.`
  );
}
