import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contracts/disabilities';
import {
  batchUploadResultSchema,
  documentSchema,
  renameDocumentSchema,
} from '../../../contracts/documents';
import { apiErrorSchema } from '../../../contracts/errors';
import type { RateLimits } from '../../config';
import { HttpError } from '../../http-error';
import { limitRequests } from '../../plugins/rate-limit';
import { requireUserId } from '../../plugins/session';
import type { DocumentsService } from './documents.service';
import { multipartLimits, readMultipart } from './multipart-files';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const uploadErrors = {
  ...errors,
  403: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};

/** An RFC 6266 attachment header: an ASCII fallback and the exact name in UTF-8. */
export function attachmentHeader(name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The documents of spec §7, under /api/documents; the /api scope has checked the session.
 * Refusals: 400 bad form or too many files, 403 no upload consent, 404 not this veteran's,
 * 409 content already gone (add-to-analysis), 410 the original is removed or expired
 * (download), 413 a file over 10 MB, 415 a kind of file we do not accept, 429 too many uploads.
 */
export const documentsRoutes: FastifyPluginAsyncZod<{
  documents: DocumentsService;
  limits: RateLimits;
}> = async (app, { documents, limits }) => {
  // Multipart is parsed on these routes only; files are read into memory, never to disk.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });

  const uploadLimit = limitRequests(app, 'documents-upload', [
    { max: limits.uploadsPerUser, windowMs: limits.windowMs, key: requireUserId },
  ]);
  // Before the body is read: without consent, no file is taken in.
  const consent = async (request: Parameters<typeof requireUserId>[0]) =>
    documents.requireConsent(requireUserId(request));

  app.get('/', { schema: { response: { 200: z.array(documentSchema), ...errors } } }, (request) =>
    documents.list(requireUserId(request)),
  );

  app.get(
    '/:id',
    { schema: { params: idParamsSchema, response: { 200: documentSchema, ...errors } } },
    (request) => documents.get(requireUserId(request), request.params.id),
  );

  app.post(
    '/upload',
    {
      preHandler: [consent, uploadLimit],
      schema: { response: { 201: documentSchema, ...uploadErrors } },
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, { fileField: 'file' });
      if (files.length > 1) {
        throw new HttpError(400, 'Please send one file here, or use the batch upload.');
      }
      const { documents: stored } = await documents.upload(requireUserId(request), files);
      return reply.status(201).send(stored[0]!);
    },
  );

  app.post(
    '/upload-batch',
    {
      preHandler: [consent, uploadLimit],
      schema: { response: { 201: batchUploadResultSchema, ...uploadErrors } },
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, { fileField: 'files' });
      return reply.status(201).send(await documents.upload(requireUserId(request), files));
    },
  );

  app.post(
    '/:id/add-to-analysis',
    {
      preHandler: uploadLimit,
      schema: { params: idParamsSchema, response: { 200: documentSchema, ...uploadErrors } },
    },
    async (request) => {
      const { files, fields } = await readMultipart(request, {
        fileField: 'newFiles',
        // userId is accepted for the spec's client and ignored: the session says whose it is.
        textFields: ['existingDocIds', 'userId'],
      });
      const existingDocIds = fields.existingDocIds!;
      const invalid = existingDocIds.find(
        (value) => !idParamsSchema.shape.id.safeParse(value).success,
      );
      if (invalid !== undefined) {
        throw new HttpError(400, 'Not a valid id', [
          { path: 'existingDocIds', message: 'Not a valid id' },
        ]);
      }
      return documents.addToAnalysis(requireUserId(request), request.params.id, {
        newFiles: files,
        existingDocIds,
      });
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        params: idParamsSchema,
        body: renameDocumentSchema,
        response: { 200: documentSchema, ...errors },
      },
    },
    (request) =>
      documents.rename(requireUserId(request), request.params.id, request.body.originalName),
  );

  app.patch(
    '/:id/delete-content',
    { schema: { params: idParamsSchema, response: { 200: documentSchema, ...errors } } },
    (request) => documents.removeContent(requireUserId(request), request.params.id),
  );

  app.patch(
    '/:id/delete-analysis',
    { schema: { params: idParamsSchema, response: { 200: documentSchema, ...errors } } },
    (request) => documents.removeAnalysis(requireUserId(request), request.params.id),
  );

  app.delete(
    '/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 204: z.undefined(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await documents.remove(requireUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/:id/file',
    // The bytes go out as they are; errors take the usual shape through the error handler.
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      const file = await documents.file(requireUserId(request), request.params.id);
      return reply
        .header('content-type', file.mimeType ?? 'application/octet-stream')
        .header('content-disposition', attachmentHeader(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
};
