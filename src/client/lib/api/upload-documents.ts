import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BatchUploadResult, DocumentDto } from '../../../contracts/documents';
import { ApiRequestError } from '../api-client';
import { documentsQuery } from './get-documents';

/** Bytes of the request body sent so far, as the browser reports them. */
export type UploadProgress = { loaded: number; total: number };

type SendOptions = {
  /** Called as the body goes out; fetch cannot report this, so the request uses XMLHttpRequest. */
  onProgress?: (progress: UploadProgress) => void;
  /** Every byte is sent; the server is now reading and analysing the files. */
  onSent?: () => void;
};

const parseBody = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * POSTs a multipart body with the session cookie. A non-OK answer rejects with the same
 * ApiRequestError as every other call, so the server's message can be shown.
 */
export function sendFormData<T>(path: string, body: FormData, options: SendOptions = {}) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        options.onProgress?.({ loaded: event.loaded, total: event.total });
      }
    };
    request.upload.onload = () => options.onSent?.();
    request.onload = () => {
      const text = request.responseText;
      const parsed = parseBody(text);
      if (request.status >= 200 && request.status < 300) resolve(parsed as T);
      else reject(new ApiRequestError(request.status, request.statusText, text, parsed));
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new TypeError('Upload cancelled'));
    request.send(body);
  });
}

/** Spec §4: one file goes to the single upload, several to one batch with a combined analysis. */
export function uploadDocuments(
  files: readonly File[],
  options: SendOptions = {},
): Promise<DocumentDto[]> {
  const body = new FormData();
  if (files.length === 1) {
    body.append('file', files[0]!);
    return sendFormData<DocumentDto>('/api/documents/upload', body, options).then((document) => [
      document,
    ]);
  }
  for (const file of files) body.append('files', file);
  return sendFormData<BatchUploadResult>('/api/documents/upload-batch', body, options).then(
    (result) => result.documents,
  );
}

/** Uploads, then refreshes the list whatever the answer (a batch may have stored some files). */
export function useUploadDocuments() {
  const queryClient = useQueryClient();
  return useCallback(
    (files: readonly File[], options?: SendOptions) =>
      uploadDocuments(files, options).finally(
        () => void queryClient.invalidateQueries({ queryKey: documentsQuery().queryKey }),
      ),
    [queryClient],
  );
}
