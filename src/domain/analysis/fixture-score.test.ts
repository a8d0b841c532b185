/**
 * Scores the analysis against the labelled fixture set: each synthetic document's expected
 * type must match exactly, its expected findings must all be present and its "absent" ones
 * missing, its evidence strength must match, and every quote must be verbatim.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeFixture } from './fixtures/analyze-fixture';
import type { DocumentAnalysis, DocumentPage, Quote } from './analysis-types';
import { findingLabels } from './fixtures/finding-labels';
import { fixtures } from './fixtures/fixture-documents';
import { isVerbatim } from './quote';

const TODAY = '2026-11-23';

/** Every { page, text } object anywhere in the analysis. */
function allQuotes(value: unknown): Quote[] {
  if (Array.isArray(value)) return value.flatMap(allQuotes);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own =
    typeof record.page === 'number' && typeof record.text === 'string'
      ? [record as unknown as Quote]
      : [];
  return [...own, ...Object.values(record).flatMap(allQuotes)];
}

function score(
  analysis: DocumentAnalysis,
  pages: DocumentPage[],
  expected: (typeof fixtures)[number]['expected'],
) {
  const labels = findingLabels(analysis);
  const problems: string[] = [];
  if (analysis.documentType.type !== expected.type) {
    problems.push(`type ${analysis.documentType.type}, expected ${expected.type}`);
  }
  if (analysis.evidenceStrength.overall !== expected.strength) {
    problems.push(`strength ${analysis.evidenceStrength.overall}, expected ${expected.strength}`);
  }
  for (const finding of expected.findings) {
    if (!labels.has(finding)) problems.push(`missing finding ${finding}`);
  }
  for (const finding of expected.absent ?? []) {
    if (labels.has(finding)) problems.push(`unexpected finding ${finding}`);
  }
  for (const quote of allQuotes(analysis)) {
    if (!isVerbatim(pages, quote))
      problems.push(`quote not verbatim on page ${quote.page}: ${quote.text}`);
  }
  return problems;
}

const results: { name: string; problems: string[] }[] = [];

describe('labelled fixture set', () => {
  it('holds at least 10 documents, each with expectations', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
  });

  it.each(fixtures)('$name', (fixture) => {
    const { name, pages, expected } = fixture;
    const analysis = analyzeFixture(fixture, TODAY);
    const problems = score(analysis, pages, expected);
    results.push({ name, problems });
    expect(problems).toEqual([]);
  });

  afterAll(() => {
    const passed = results.filter((result) => result.problems.length === 0).length;
    const lines = results.map(
      (result) =>
        `  ${result.problems.length === 0 ? 'pass' : 'FAIL'}  ${result.name}${result.problems.length ? `: ${result.problems.join('; ')}` : ''}`,
    );
    console.info(
      `Fixture score: ${passed} of ${results.length} documents pass\n${lines.join('\n')}`,
    );
  });
});
