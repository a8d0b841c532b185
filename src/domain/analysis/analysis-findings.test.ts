import { describe, expect, it } from 'vitest';
import { analysisFindings } from './analysis-findings';
import { analyzeFixture, fixtureNamed } from './fixtures/analyze-fixture';
import { fixtures } from './fixtures/fixture-documents';

const findingsOf = (name: string) => {
  const fixture = fixtureNamed(name);
  return { fixture, findings: analysisFindings(`${name}.pdf`, analyzeFixture(fixture)) };
};

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('analysisFindings', () => {
  it.each(fixtures.map((fixture) => fixture.name))(
    '%s: every finding quotes its own page of the document',
    (name) => {
      const { fixture, findings } = findingsOf(name);
      for (const finding of findings) {
        expect(finding.document).toBe(`${name}.pdf`);
        const page = fixture.pages.find((candidate) => candidate.page === finding.quote.page);
        expect(words(page!.text)).toContain(words(finding.quote.text));
      }
    },
  );

  it('names what each finding is evidence of', () => {
    const kinds = (name: string) =>
      new Set(findingsOf(name).findings.map((finding) => finding.kind));
    expect([...kinds('board-decision-mixed')]).toEqual(
      expect.arrayContaining(['board-issue', 'board-finding']),
    );
    expect([...kinds('rating-decision')]).toEqual(
      expect.arrayContaining(['decision-issue', 'decision-reason']),
    );
    expect([...kinds('favourable-nexus-opinion')]).toEqual(
      expect.arrayContaining(['condition', 'nexus-statement', 'nexus-factor', 'claim-element']),
    );
  });

  it('keeps a condition a witness describes apart from a diagnosis', () => {
    const { findings } = findingsOf('witness-statement-knee');
    const conditions = findings.filter((finding) => /condition$/.test(finding.kind));
    expect(conditions.length).toBeGreaterThan(0);
    for (const finding of conditions) expect(finding.kind).toBe('described-condition');
  });
});
