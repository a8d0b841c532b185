import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../domain/analysis/analyze-document';
import { combineAnalyses } from '../domain/analysis/combined-analysis';
import { analysisContent, vaConditions } from '../domain/analysis/fixtures/analysis-content';
import { fixtures } from '../domain/analysis/fixtures/fixture-documents';
import {
  analysisContentSchema,
  combinedAnalysisSchema,
  documentAnalysisSchema,
  explanationContentSchema,
  medicationContentSchema,
  nextStepContentSchema,
  suspiciousContentSchema,
} from './analysis';

describe('content/analysis/*.json', () => {
  it('every file passes its schema', () => {
    const result = analysisContentSchema.safeParse(analysisContent);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('every diagnostic code a medication points to is in content/conditions', () => {
    const codes = new Set(vaConditions.map((condition) => condition.diagnosticCode));
    const unknown = analysisContent.medications.medications.flatMap((medication) =>
      medication.diagnosticCodes.filter((code) => !codes.has(code)),
    );
    expect(unknown).toEqual([]);
  });

  it('the schema checks every text the domain reads', () => {
    // Parsing strips unknown keys, so a text the schema does not list would vanish here.
    expect(analysisContentSchema.parse(analysisContent)).toEqual(analysisContent);
  });

  it('exam adequacy checks have distinct ids', () => {
    const ids = analysisContent.examAdequacy.checks.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    {
      why: 'a pattern that does not compile',
      schema: suspiciousContentSchema,
      file: { ...analysisContent.suspicious, patterns: ['ignore (previous'] },
      path: 'patterns.0',
    },
    {
      why: 'a checkedOn date not written YYYY-MM-DD',
      schema: suspiciousContentSchema,
      file: { ...analysisContent.suspicious, checkedOn: '11/23/2026' },
      path: 'checkedOn',
    },
    {
      why: 'an explanation left empty',
      schema: explanationContentSchema,
      file: {
        ...analysisContent.explanations,
        coverage: { ...analysisContent.explanations.coverage, noOpinion: ' ' },
      },
      path: 'coverage.noOpinion',
    },
    {
      why: 'a file without sources',
      schema: medicationContentSchema,
      file: { ...analysisContent.medications, sources: [] },
      path: 'sources',
    },
    {
      why: 'advice that lost its {deadline} placeholder',
      schema: nextStepContentSchema,
      file: {
        ...analysisContent.nextSteps,
        advice: { ...analysisContent.nextSteps.advice, reviewDeadline: 'Request a review soon.' },
      },
      path: 'advice.reviewDeadline',
    },
  ])('refuses $why', ({ schema, file, path }) => {
    const result = schema.safeParse(file);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('documentAnalysisSchema mirrors the domain result', () => {
  it.each(fixtures)('$name: parses to the same object, nothing stripped', ({ pages, expected }) => {
    const analysis = analyzeDocument({
      pages,
      conditions: vaConditions,
      content: analysisContent,
      today: '2026-11-23',
      ...(expected.claimedConditions ? { claimedConditions: expected.claimedConditions } : {}),
    });
    expect(documentAnalysisSchema.parse(analysis)).toEqual(analysis);
  });

  it('combinedAnalysisSchema: a combined analysis parses to the same object', () => {
    const documents = fixtures.slice(0, 3).map(({ name, pages }) => ({
      name,
      analysis: analyzeDocument({
        pages,
        conditions: vaConditions,
        content: analysisContent,
        today: '2026-11-23',
      }),
    }));
    const combined = combineAnalyses(documents, analysisContent.nextSteps);
    expect(combinedAnalysisSchema.parse(combined)).toEqual(combined);
  });
});
