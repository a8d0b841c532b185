import { describe, expect, it } from 'vitest';
import type { AccountExport } from '../../../contracts/account';
import { SPEC_PROFILE_DEFAULTS } from '../../../contracts/fixtures/profile-defaults';
import { exportJson, type ListedDocument } from './export-json';

const snapshot = {
  format: 'wingman-export' as const,
  version: 1 as const,
  exportedAt: '2026-11-25T12:00:00.000Z',
  account: {
    id: '7d1f4c52-3a55-4a63-9b8e-0c2f1d9e6a11',
    email: 'jane.doe@example.org',
    firstName: 'Jane',
    lastName: null,
    emailVerified: true,
    documentConsentGiven: true,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
  },
  profile: SPEC_PROFILE_DEFAULTS,
  chats: [],
  disabilities: [],
  ratingGuidance: [],
  claims: [],
};

const listed = (id: string, originalName: string): ListedDocument => ({
  id,
  filename: `${id}.txt`,
  originalName,
  size: 42,
  mimeType: 'text/plain',
  hasContent: true,
  isContentExpired: false,
  fileContentExpiresAt: '2026-11-28T12:00:00.000Z',
  fileContentDeletedAt: null,
  analysisResult: 'Summary: "a quote"\nand a second line',
  analysis: null,
  analysisNote: null,
  uploadedAt: '2026-11-25T11:00:00.000Z',
  extractionProblem: null,
  recognisedDecision: null,
});

const contentOf = async (document: ListedDocument) => ({
  text: `Text of ${document.originalName}\n\twith "quotes"`,
  originalFileBase64: Buffer.from(document.originalName).toString('base64'),
});

async function written(documents: ListedDocument[]) {
  let text = '';
  for await (const piece of exportJson({ ...snapshot, documents }, contentOf)) text += piece;
  return text;
}

describe('the export written piece by piece', () => {
  it.each([
    ['no documents', []],
    ['one document', [listed('a', 'notes.txt')]],
    ['three documents', [listed('a', 'one.txt'), listed('b', 'two.txt'), listed('c', 'three.txt')]],
  ])('is the same file as the whole export written at once, with %s', async (_case, documents) => {
    const whole: AccountExport = {
      ...snapshot,
      documents: await Promise.all(
        documents.map(async (document) => ({ ...document, ...(await contentOf(document)) })),
      ),
    };
    expect(await written(documents)).toBe(JSON.stringify(whole, null, 2));
  });

  it('reads each document’s content only when the reader reaches it', async () => {
    const read: string[] = [];
    const pieces = exportJson(
      { ...snapshot, documents: [listed('a', 'one.txt'), listed('b', 'two.txt')] },
      async (document) => {
        read.push(document.id);
        return contentOf(document);
      },
    );
    const readWhenWritten = new Map<string, string[]>();
    let first = true;
    for await (const piece of pieces) {
      if (first) expect(read).toEqual([]);
      first = false;
      for (const name of ['one.txt', 'two.txt']) {
        const file = (await contentOf(listed('', name))).originalFileBase64;
        if (piece.includes(file)) readWhenWritten.set(name, [...read]);
      }
    }
    expect(readWhenWritten).toEqual(
      new Map([
        ['one.txt', ['a']],
        ['two.txt', ['a', 'b']],
      ]),
    );
  });
});
