import { ACCEPTED_EXTENSIONS, MAX_FILE_BYTES, tooLargeMessage } from '../../contracts/documents';
import { nounFor } from '../../domain/wording/count-of';
import { showFailureToast } from './toast';

/**
 * Spec §5: what the Documents page's pickers take, by type and by extension (a browser may not
 * know the type of a .doc); the page also takes any image. The server checks the bytes again.
 */
export const ACCEPTED_FILES: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
  'image/*': ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.bmp'],
};

const acceptedTypes = new Set(Object.keys(ACCEPTED_FILES).filter((type) => !type.endsWith('*')));
const acceptedExtensions = new Set<string>(ACCEPTED_EXTENSIONS);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const isAcceptedFile = (file: File) =>
  acceptedExtensions.has(extensionOf(file.name)) ||
  acceptedTypes.has(file.type) ||
  file.type.startsWith('image/');

export type SortedFiles = { accepted: File[]; tooLarge: File[]; unsupported: File[] };

export function sortFiles(files: readonly File[]): SortedFiles {
  const sorted: SortedFiles = { accepted: [], tooLarge: [], unsupported: [] };
  for (const file of files) {
    if (!isAcceptedFile(file)) sorted.unsupported.push(file);
    else if (file.size > MAX_FILE_BYTES) sorted.tooLarge.push(file);
    else sorted.accepted.push(file);
  }
  return sorted;
}

/** Says which chosen files were left out and why, naming them (spec §5 toast titles). */
export function reportSkippedFiles({ tooLarge, unsupported }: SortedFiles) {
  if (tooLarge.length > 0) {
    showFailureToast(
      nounFor(tooLarge.length, 'File Too Large', 'Some Files Too Large'),
      tooLargeMessage(tooLarge.map((file) => file.name)),
    );
  } else if (unsupported.length > 0) {
    showFailureToast(
      'File Type Not Supported',
      `${unsupported.map((file) => file.name).join(', ')} skipped. Please choose PDF, Word (DOC, DOCX), text (TXT) or image files.`,
    );
  }
}

/** Splits the files the veteran chose, reports what was skipped, and returns the rest. */
export function keepAcceptedFiles(files: readonly File[]): File[] {
  const sorted = sortFiles(files);
  reportSkippedFiles(sorted);
  return sorted.accepted;
}
