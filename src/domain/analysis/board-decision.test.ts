import { describe, expect, it } from 'vitest';
import { analysisSections } from './analysis-sections';
import { renderAnalysisText } from './analysis-text';
import { analyzeDocument } from './analyze-document';
import { analysisContent, vaConditions } from './fixtures/analysis-content';
import { fixtures } from './fixtures/fixture-documents';

const fixture = (name: string) =>
  fixtures.find((candidate) => `${candidate.name}.txt` === name)!.pages[0]!.text;

const analyse = (name: string) =>
  analyzeDocument({
    pages: [{ page: 1, text: fixture(name) }],
    conditions: vaConditions,
    content: analysisContent,
    today: '2024-04-01',
  });

const BOILERPLATE = [
  'Service connection may be established',
  'Service connection for PTSD requires',
  'McClain v. Nicholson',
  'The Board must assess',
  'A medical opinion that is at least as likely as not in favor',
];

/** Every quote the analysis offers as evidence, an opinion or a finding. */
const evidenceQuotes = (analysis: ReturnType<typeof analyse>) => [
  ...analysis.conditions.map((finding) => finding.quote.text),
  ...analysis.inServiceEvents.map((quote) => quote.text),
  ...(analysis.nexus?.statements ?? []).map((statement) => statement.quote.text),
  ...analysis.coverage.flatMap((element) => element.quotes.map((quote) => quote.text)),
  ...(analysis.boardDecision?.findings ?? []).map((quote) => quote.text),
];

describe('a Board decision granting PTSD (the newer layout)', () => {
  const analysis = analyse('board-decision-ptsd-granted.txt');

  it('is recognised as a Board decision under the new appeals system', () => {
    expect(analysis.documentType.type).toBe('board-decision');
    expect(analysis.boardDecision).toMatchObject({ decisionDate: '2024-03-14', system: 'ama' });
  });

  it('reads the grant from the ORDER and says the regional office carries it out', () => {
    expect(
      analysis.boardDecision?.issues.map(({ condition, outcome }) => [condition, outcome]),
    ).toEqual([['posttraumatic stress disorder (PTSD)', 'granted']]);
    expect(analysis.nextSteps[0]).toMatch(
      /nothing to appeal.*assigns the rating and effective date/,
    );
    expect(analysis.boardDecision?.courtDeadline).toBeUndefined();
  });

  it('gives no claim-element verdict and quotes no legal rule as evidence', () => {
    expect(analysis.coverage).toEqual([]);
    expect(analysis.nexus).toBeUndefined();
    expect(analysis.summary).not.toMatch(/Still needed/);
    const text = renderAnalysisText(analysisSections(analysis));
    expect(text).not.toMatch(/WHAT IS MISSING|CLAIM ELEMENT COVERAGE/);
    for (const quote of evidenceQuotes(analysis)) {
      for (const boilerplate of BOILERPLATE) expect(quote).not.toContain(boilerplate);
    }
    expect(analysis.boardDecision?.findings[0]?.text).toMatch(/^Resolving reasonable doubt/);
  });
});

describe('a Board decision that grants, denies and remands (the older layout)', () => {
  const analysis = analyse('board-decision-mixed.txt');
  const issues = analysis.boardDecision?.issues ?? [];

  it('reads each issue of THE ISSUES with its outcome', () => {
    expect(analysis.documentType.type).toBe('board-decision');
    expect(
      issues.map(({ number, condition, kind, outcome }) => [number, condition, kind, outcome]),
    ).toEqual([
      [1, 'tinnitus', 'service-connection', 'granted'],
      [2, 'low back disability', 'service-connection', 'denied'],
      [3, 'sleep apnea', 'service-connection', 'remanded'],
    ]);
    expect(analysis.boardDecision).toMatchObject({ decisionDate: '2017-06-02', system: 'legacy' });
  });

  it('gives the 120 days to the Court for the denial and nothing to file for the remand', () => {
    // 2017-06-02 + 120 days is Saturday 2017-09-30: the Court's next open day is Monday.
    expect(analysis.boardDecision?.courtDeadline).toBe('2017-10-02');
    expect(issues.map((issue) => issue.nextSteps)).toEqual([
      ['grant-carried-out'],
      ['court-appeal', 'reconsideration', 'new-and-material'],
      ['remand-returns'],
    ]);
    expect(analysis.nextSteps.join('\n')).toMatch(
      /Denied: low back disability\. You can appeal to the U\.S\. Court of Appeals for Veterans Claims within 120 days.*2017-10-02/,
    );
    expect(analysis.nextSteps.join('\n')).toMatch(
      /Remanded: sleep apnea\..*Nothing needs to be filed/,
    );
    expect(analysis.nextSteps.join('\n')).not.toMatch(/Higher-Level Review/);
  });

  it('quotes no legal rule or citation as evidence', () => {
    for (const quote of evidenceQuotes(analysis)) {
      for (const boilerplate of BOILERPLATE) expect(quote).not.toContain(boilerplate);
    }
  });
});

describe('the same decision read as an unrecognised document', () => {
  const content = {
    ...analysisContent,
    fingerprints: {
      ...analysisContent.fingerprints,
      fingerprints: analysisContent.fingerprints.fingerprints.filter(
        (fingerprint) => fingerprint.type !== 'board-decision',
      ),
    },
  };
  const analysis = analyzeDocument({
    pages: [{ page: 1, text: fixture('board-decision-ptsd-granted.txt') }],
    conditions: vaConditions,
    content,
    today: '2024-04-01',
  });

  it('still never quotes a legal rule or citation as an opinion or a diagnosis', () => {
    const quotes = evidenceQuotes(analysis);
    expect(quotes.some((quote) => quote.includes('psychologist diagnosed PTSD'))).toBe(true);
    for (const quote of quotes) {
      for (const boilerplate of BOILERPLATE) expect(quote).not.toContain(boilerplate);
    }
  });
});
