import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../fixtures/fixture-path';
import { declaredUnpackedSize } from './zip-declared-size';

const isXml = (name: string) => /\.(?:xml|rels)$/i.test(name);

describe('declaredUnpackedSize', () => {
  it('reads what a real Word document says its XML unpacks to', async () => {
    const docx = await readFile(fixturePath('buddy-statement.docx'));
    const size = declaredUnpackedSize(docx, isXml)!;
    expect(size).toBeGreaterThan(docx.length);
    expect(size).toBeLessThan(1024 * 1024);
    expect(declaredUnpackedSize(docx, () => false)).toBe(0);
  });

  it('finds no directory in a cut-off file or in something that is not a ZIP', async () => {
    const docx = await readFile(fixturePath('buddy-statement.docx'));
    expect(declaredUnpackedSize(docx.subarray(0, docx.length - 30), isXml)).toBeNull();
    expect(declaredUnpackedSize(Buffer.from('not a zip at all'), isXml)).toBeNull();
  });
});
