// The index's layout: headings are never left alone at the foot of a page.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { layoutIndex } from './evidence-index';
import type { EvidenceBook } from './packet-types';

async function fonts() {
  const pdf = await PDFDocument.create();
  return {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
}

/** Conditions of four elements each, none with evidence yet. */
const bookOf = (count: number): EvidenceBook => ({
  veteranName: 'Dana Reyes',
  preparedOn: '2026-11-28',
  exhibits: [],
  conditions: Array.from({ length: count }, (_, index) => ({
    name: `Condition number ${index + 1}`,
    basisLabel: 'Direct service connection',
    ready: false,
    elements: ['A current diagnosis', 'Something in service', 'A link', 'Severity'].map(
      (label) => ({ label, statusLabel: 'Still to get', entries: [] }),
    ),
  })),
});

describe('the evidence index layout', () => {
  it.each([6, 7, 8, 9, 10, 11, 12, 13])(
    'with %i conditions, no page ends on a condition, its basis line or an element heading',
    async (count) => {
      const pages = layoutIndex(bookOf(count), new Map(), await fonts());
      expect(pages.length).toBeGreaterThan(1);
      for (const page of pages.slice(0, -1)) {
        const last = page.at(-1)!.text;
        expect(last, `a page ends on "${last}"`).toBe('No evidence listed.');
      }
    },
  );
});
