import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import {
  MAX_DOCUMENT_NAME_LENGTH,
  MAX_FILE_BYTES,
  MAX_FILES_PER_REQUEST,
  tooLargeMessage,
} from '../../../contracts/documents';
import { HttpError } from '../../http-error';

/** A file as it arrived: the name the veteran gave it and every byte of it. */
export interface ReceivedFile {
  name: string;
  bytes: Buffer;
}

// Text fields are ids and the like; anything longer is not ours.
const MAX_FIELD_BYTES = 200;
const MAX_FIELDS = MAX_FILES_PER_REQUEST + 2;

/** The multipart limits of the document routes; the reader below turns each into a message. */
export const multipartLimits = {
  fileSize: MAX_FILE_BYTES,
  files: MAX_FILES_PER_REQUEST,
  fields: MAX_FIELDS,
  fieldSize: MAX_FIELD_BYTES,
  parts: MAX_FILES_PER_REQUEST + MAX_FIELDS,
};

const TOO_MANY_FILES = `Please upload at most ${MAX_FILES_PER_REQUEST} files at a time.`;

type ExpectedParts = {
  /** The field the files come in; files under any other name are refused. */
  fileField: string;
  /** Text fields that may repeat; others are refused. */
  textFields?: readonly string[];
};

/**
 * Reads a multipart request whole: every file into memory (each at most MAX_FILE_BYTES) and
 * the expected text fields. Nothing is stored here, so a refused request leaves nothing behind.
 */
export async function readMultipart(
  request: FastifyRequest,
  { fileField, textFields = [] }: ExpectedParts,
): Promise<{ files: ReceivedFile[]; fields: Record<string, string[]> }> {
  if (!request.isMultipart()) {
    throw new HttpError(400, 'Please send the files as a multipart form.');
  }
  const files: ReceivedFile[] = [];
  const fields: Record<string, string[]> = Object.fromEntries(textFields.map((f) => [f, []]));
  try {
    for await (const part of request.parts()) {
      await readPart(part, { fileField, textFields }, files, fields);
    }
  } catch (error) {
    throw asHttpError(error);
  }
  return { files, fields };
}

async function readPart(
  part: Multipart,
  { fileField, textFields = [] }: ExpectedParts,
  files: ReceivedFile[],
  fields: Record<string, string[]>,
) {
  if (part.type === 'file') {
    if (part.fieldname !== fileField) {
      part.file.resume();
      throw new HttpError(400, `Unexpected file field "${part.fieldname}"; use "${fileField}".`);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    // Busboy stops at the size limit and marks the stream truncated rather than failing.
    if (part.file.truncated) throw new HttpError(413, tooLargeMessage([part.filename]));
    files.push({ name: storedFileName(part.filename), bytes: Buffer.concat(chunks) });
    return;
  }
  if (!textFields.includes(part.fieldname)) {
    throw new HttpError(400, `Unexpected field "${part.fieldname}".`);
  }
  if (part.valueTruncated) throw new HttpError(400, `The field "${part.fieldname}" is too long.`);
  fields[part.fieldname]!.push(String(part.value));
}

const UNNAMED = 'Untitled document';

/**
 * The name a file is kept under. The parser has already dropped any folders; control
 * characters (a NUL cannot be stored at all) go, a name longer than a rename allows is cut in
 * the middle so its extension stays, and a file sent without a name gets one.
 */
export function storedFileName(sent: string): string {
  // eslint-disable-next-line no-control-regex
  const name = sent.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!name) return UNNAMED;
  const characters = [...name];
  if (characters.length <= MAX_DOCUMENT_NAME_LENGTH) return name;
  const extension = /\.[\p{L}\p{N}]{1,8}$/u.exec(name)?.[0] ?? '';
  const keep = MAX_DOCUMENT_NAME_LENGTH - [...extension].length - 1;
  return `${characters.slice(0, keep).join('')}…${extension}`;
}

/**
 * The parser's errors in words. Reading parts only buffers bytes, so anything else it throws
 * means the body was cut short or malformed ("Unexpected end of multipart data"): the
 * caller's request, not our fault.
 */
function asHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(400, TOO_MANY_FILES);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(400, 'The upload form has too many fields.');
    default:
      return new HttpError(400, 'The upload was incomplete or not a valid form. Please try again.');
  }
}
