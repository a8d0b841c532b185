import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { combineAnalyses } from './combined-analysis';
import { combinedAnalysisSections } from './combined-analysis-sections';
import { renderAnalysisText } from './analysis-text';
import { analysisContent, vaConditions } from './fixtures/analysis-content';
import { fixtures } from './fixtures/fixture-documents';

const analysed = (name: string) => {
  const fixture = fixtures.find((candidate) => candidate.name === name)!;
  return {
    name: `${name}.pdf`,
    analysis: analyzeDocument({
      pages: fixture.pages,
      conditions: vaConditions,
      content: analysisContent,
      today: '2026-11-23',
    }),
  };
};

describe('combineAnalyses: several documents, one answer per claim element', () => {
  it('takes each element from the document that covers it best', () => {
    const combined = combineAnalyses(
      [
        analysed('str-sick-call'),
        analysed('favourable-nexus-opinion'),
        analysed('personal-statement'),
      ],
      analysisContent.nextSteps,
    );
    expect(
      combined.coverage.map((element) => [element.element, element.status, element.document]),
    ).toEqual([
      ['current-diagnosis', 'supported', 'favourable-nexus-opinion.pdf'],
      ['in-service-event', 'supported', 'str-sick-call.pdf'],
      ['nexus', 'supported', 'favourable-nexus-opinion.pdf'],
      ['severity', 'partial', 'personal-statement.pdf'],
    ]);
    expect(combined.overallStrength).toBe('strong');
    expect(combined.missing).toEqual([analysisContent.nextSteps.steps.severity.missing]);
    expect(combined.nextSteps).toEqual([analysisContent.nextSteps.steps.severity.next]);
  });

  it("keeps each document's own advice, such as exam gaps and unreadable pages", () => {
    const combined = combineAnalyses(
      [analysed('dbq-with-gaps'), analysed('poor-scan')],
      analysisContent.nextSteps,
    );
    expect(
      combined.nextSteps.some((step) => step.startsWith('These gaps can make the exam inadequate')),
    ).toBe(true);
    expect(combined.nextSteps.some((step) => step.startsWith('Pages 2, 3 could not be read'))).toBe(
      true,
    );
  });

  it('renders in the display format, each finding under its file name', () => {
    const sections = combinedAnalysisSections(
      combineAnalyses(
        [analysed('str-sick-call'), analysed('favourable-nexus-opinion'), analysed('poor-scan')],
        analysisContent.nextSteps,
      ),
    );
    const text = renderAnalysisText(sections);
    expect(text).toMatch(/^\*\*📚 DOCUMENTS\*\*\n- str-sick-call\.pdf: Service treatment record\n/);
    expect(text).toContain(
      '\n- In-service event: ✅ supported — A record made during service documents the complaint or injury. (str-sick-call.pdf, page 1: ',
    );
    expect(text).toContain('\n- favourable-nexus-opinion.pdf: strong — ');
    expect(text).toContain('\n- poor-scan.pdf: 1 of 3 pages analyzed\n');
    expect(text).toMatch(
      /\n> We read 3 documents together\. Between them they support the current diagnosis, in-service event and nexus \(link to service\)\. .*2 pages could not be analyzed/,
    );
  });

  it('needs at least one document', () => {
    expect(() => combineAnalyses([], analysisContent.nextSteps)).toThrow(RangeError);
  });
});
