/**
 * Multipart requests to the document routes in tests, encoded by the platform's own FormData
 * exactly as a browser would send them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DocumentDto } from '../../contracts/documents';
import type { StructuredAnalysis } from '../../contracts/structured-analysis';

export type Upload = { name: string; bytes: Uint8Array };
type Cookies = Record<string, string>;

/** A file of the analysis fixtures (synthetic documents of every type), as a TXT upload. */
export async function analysisFixture(name: string): Promise<Upload> {
  const file = path.resolve(import.meta.dirname, '../../domain/analysis/fixtures', name);
  return { name, bytes: await readFile(file) };
}

export const textUpload = (name: string, text: string): Upload => ({
  name,
  bytes: Buffer.from(text, 'utf8'),
});

/** POSTs the fields and files as multipart/form-data, the way the Documents page does. */
export async function postForm(
  app: FastifyInstance,
  url: string,
  cookies: Cookies | undefined,
  parts: [field: string, value: Upload | string][],
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [field, value] of parts) {
    if (typeof value === 'string') form.append(field, value);
    else form.append(field, new Blob([new Uint8Array(value.bytes)]), value.name);
  }
  const request = new Request('http://wingman.test/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
    ...(cookies && { cookies }),
  });
}

export const giveConsent = (app: FastifyInstance, cookies: Cookies) =>
  app.inject({
    method: 'PATCH',
    url: '/api/auth/user/consent',
    cookies,
    payload: { documentConsentGiven: true },
  });

/** Uploads one file and returns the stored document; fails the test on any other answer. */
export async function uploadOne(app: FastifyInstance, cookies: Cookies, file: Upload) {
  const response = await postForm(app, '/api/documents/upload', cookies, [['file', file]]);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<DocumentDto>();
}

/** The lines of one section of an analysis, as the Documents page shows them. */
export function sectionOf(analysis: StructuredAnalysis | null, title: string): string[] {
  const section = analysis?.sections.find((entry) => entry.title === title);
  return (section?.lines ?? []).map((line) =>
    line.kind === 'bullet' || line.kind === 'quote'
      ? line.text
      : `${line.item}: ${line.kind === 'status' ? line.status : line.strength}`,
  );
}
