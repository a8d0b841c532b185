/**
 * The evidence map on documents nobody on the team wrote (../shared/data/documents-dev, read in
 * place, never copied): a nexus letter, a decision letter and a DBQ analysed as uploads are,
 * then the veteran's case built from their stored findings. Skipped where the folder is absent.
 */
import { describe, expect, it } from 'vitest';
import type { CaseCondition } from '../../contracts/case';
import { analysisFindings } from '../analysis/analysis-findings';
import type { DocumentAnalysis, DocumentPage } from '../analysis/analysis-types';
import { analyzeDocument } from '../analysis/analyze-document';
import { analysisContent, vaConditions } from '../analysis/fixtures/analysis-content';
import { toPages } from '../analysis/fixtures/fixture-documents';
import { recognisedDecision } from '../analysis/recognised-decision';
import { buildCaseCondition } from './case-condition';
import type {
  AnalysedDocument,
  CaseConditionRecord,
  EvidenceDecisionRecord,
  RatedDisability,
} from './case-input';
import { caseSuggestions } from './case-suggestions';
import { caseRules, claimed } from './fixtures/case-rules';

const texts = import.meta.glob<string>('../../../../shared/data/documents-dev/*.txt', {
  eager: true,
  query: '?raw',
  import: 'default',
});

interface Upload extends AnalysedDocument {
  pages: DocumentPage[];
  analysis: DocumentAnalysis;
}

function upload(prefix: string): Upload {
  const [path, text] = Object.entries(texts).find(([name]) => name.includes(`/${prefix}-`))!;
  const documentName = path.split('/').pop()!;
  const pages = toPages(text);
  const analysis = analyzeDocument({
    pages,
    conditions: vaConditions,
    content: analysisContent,
    today: '2026-11-28',
  });
  return {
    documentId: `doc-${prefix}`,
    documentName,
    findings: analysisFindings(documentName, analysis),
    pages,
    analysis,
  };
}

const PTSD: RatedDisability = {
  id: 'disability-ptsd',
  name: 'PTSD',
  currentPercentage: 50,
  diagnosticCode: '9411',
  side: null,
};

const present = Object.keys(texts).length > 0;

describe.skipIf(!present)('the evidence map on documents-dev', () => {
  // A skipped suite is still collected, so the documents are read only where they are.
  const documents = present ? ['nx05', 'rd04', 'ex07'].map(upload) : [];
  const [nexusLetter, decisionLetter, dbq] = documents as [Upload, Upload, Upload];

  const build = (condition: CaseConditionRecord, decisions: EvidenceDecisionRecord[] = []) =>
    buildCaseCondition({
      condition,
      rules: caseRules,
      documents,
      decisions,
      statements: [],
      disabilities: [PTSD],
    });

  const element = (condition: CaseCondition, key: string) =>
    condition.elements.find((candidate) => candidate.key === key)!;

  /** Every proposed quote is the document's own words, on the page it names. */
  const expectVerbatim = (condition: CaseCondition) => {
    for (const item of condition.elements.flatMap((candidate) => candidate.items)) {
      if (item.kind !== 'document') continue;
      const source = documents.find((document) => document.documentId === item.documentId)!;
      expect(source.pages[item.page! - 1]!.text).toContain(item.quote);
    }
  };

  it('the decision letter offers its denied issues for review, with the letter date', () => {
    const offers = caseSuggestions({
      conditions: [],
      documents,
      decisions: [decisionLetter].map((document) => ({
        documentId: document.documentId,
        documentName: document.documentName,
        decision: recognisedDecision(document.analysis)!,
      })),
      disabilities: [PTSD],
      vaConditions: caseRules.vaConditions,
      sentenceRoles: caseRules.sentenceRoles,
    });
    expect(offers.filter((offer) => offer.origin === 'decision')).toEqual([
      expect.objectContaining({
        name: 'obstructive sleep apnea',
        basis: 'secondary',
        decisionDate: '2025-06-03',
        quote: expect.objectContaining({ page: 1 }),
      }),
      expect.objectContaining({ name: 'hypertension', decisionDate: '2025-06-03' }),
    ]);
  });

  const hypertension = claimed({
    id: 'condition-hypertension',
    name: 'Hypertension',
    basis: 'secondary',
    secondaryTo: 'PTSD',
    reviewLane: 'supplemental-claim',
    decisionDate: '2025-06-03',
    origin: 'decision',
    originDocumentId: 'doc-rd04',
  });

  it('hypertension secondary to PTSD: the nexus letter proposes the diagnosis and the link, the rating proves PTSD', () => {
    const condition = build(hypertension);
    expectVerbatim(condition);
    const proposed = (key: string) =>
      element(condition, key).items.map(({ state, documentName, page, quote }) => ({
        state,
        documentName,
        page,
        quote,
      }));
    expect(proposed('diagnosis')).toEqual([
      {
        state: 'proposed',
        documentName: nexusLetter.documentName,
        page: 1,
        quote: '1. Essential hypertension (diagnosed 06/2012)',
      },
    ]);
    expect(proposed('secondary-link')).toEqual([
      expect.objectContaining({
        documentName: nexusLetter.documentName,
        page: 1,
        quote: expect.stringMatching(/^It is my opinion that his hypertension is at least as/),
      }),
      expect.objectContaining({
        documentName: nexusLetter.documentName,
        page: 2,
        quote: expect.stringMatching(/at least as likely as not due to aggravation by PTSD/),
      }),
    ]);
    // A denial is not evidence, and the DBQ's unfavourable sleep apnea opinion is not about it.
    const sources = condition.elements.flatMap((candidate) =>
      candidate.items.map((item) => item.documentId),
    );
    expect(sources).not.toContain(decisionLetter.documentId);
    expect(sources).not.toContain(dbq.documentId);
    expect(element(condition, 'service-connected-condition').status).toBe('in-record');
    expect(condition.readiness).toEqual({ done: 1, total: 3 });
  });

  it('confirmed, those proposals put every element in the record and the condition is ready', () => {
    const before = build(hypertension);
    const confirm = (key: string, index = 0): EvidenceDecisionRecord => {
      const item = element(before, key).items[index]!;
      return {
        elementKey: key,
        documentId: item.documentId!,
        page: item.page!,
        quote: item.quote!,
        state: 'confirmed',
      };
    };
    const after = build(hypertension, [confirm('diagnosis'), confirm('secondary-link')]);
    expect(after.elements.map(({ key, status }) => [key, status])).toEqual([
      ['diagnosis', 'in-record'],
      ['service-connected-condition', 'in-record'],
      ['secondary-link', 'in-record'],
      ['in-service-event', 'not-needed'],
    ]);
    expect(after.ready).toBe(true);
    expect(after.readiness).toEqual({ done: 3, total: 3 });
    expect(element(after, 'secondary-link').items.map((item) => item.state)).toEqual([
      'confirmed',
      'proposed',
    ]);
  });

  it('sleep apnea secondary to PTSD: the DBQ proposes the diagnosis; its unfavourable opinion leaves the link to get', () => {
    const sleepApnea = claimed({
      id: 'condition-osa',
      name: 'Sleep apnea',
      basis: 'secondary',
      secondaryTo: 'PTSD',
    });
    const condition = build(sleepApnea);
    expectVerbatim(condition);
    const diagnosis = element(condition, 'diagnosis');
    expect(diagnosis.items).toContainEqual(
      expect.objectContaining({
        state: 'proposed',
        documentName: dbq.documentName,
        page: 1,
        quote: expect.stringContaining('Diagnosed with OSA by private sleep'),
      }),
    );
    expect(diagnosis.items.every((item) => item.documentId === dbq.documentId)).toBe(true);
    const link = element(condition, 'secondary-link');
    expect(link.items).toEqual([]);
    expect(link.status).toBe('to-get');
    expect(link.nextEvidence[0]?.kind).toBe('medical-opinion');

    const dbqDiagnosis = diagnosis.items.find((item) =>
      item.quote?.includes('Diagnosed with OSA'),
    )!;
    const after = build(sleepApnea, [
      {
        elementKey: 'diagnosis',
        documentId: dbqDiagnosis.documentId!,
        page: dbqDiagnosis.page!,
        quote: dbqDiagnosis.quote!,
        state: 'confirmed',
      },
    ]);
    expect(element(after, 'diagnosis').status).toBe('in-record');
    expect(after.readiness).toEqual({ done: 2, total: 3 });
    expect(after.ready).toBe(false);
  });

  it("an increase for sleep apnea rated 30%: the next level's criteria, and the DBQ's findings proposed", () => {
    const rated: RatedDisability = {
      id: 'disability-osa',
      name: 'Obstructive sleep apnea',
      currentPercentage: 30,
      diagnosticCode: '6847',
      side: null,
    };
    const condition = buildCaseCondition({
      condition: claimed({ name: 'Sleep apnea', basis: 'increase', disabilityId: rated.id }),
      rules: caseRules,
      documents,
      decisions: [],
      statements: [],
      disabilities: [PTSD, rated],
    });
    expectVerbatim(condition);
    const severity = element(condition, 'severity');
    expect(severity.need).toMatch(/For 50%, VA looks for: .*CPAP/);
    expect(
      severity.items.map(({ documentName, page, quote }) => ({ documentName, page, quote })),
    ).toContainEqual({
      documentName: dbq.documentName,
      page: 1,
      quote: expect.stringContaining('uses CPAP nightly'),
    });
    expect(severity.items.every((item) => item.documentId === dbq.documentId)).toBe(true);
    expect(condition.readiness).toEqual({ done: 0, total: 1 });
  });

  it("no proposal is a form's question, its bare Yes or No, or a line of the decision letter", () => {
    const conditions = [
      build(hypertension),
      build(claimed({ name: 'Sleep apnea', basis: 'secondary', secondaryTo: 'PTSD' })),
      build(claimed({ name: 'Sleep apnea', basis: 'direct' })),
    ];
    const quotes = conditions.flatMap((condition) =>
      condition.elements.flatMap((candidate) =>
        candidate.items.flatMap((item) => item.quote ?? []),
      ),
    );
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      // "Has a sleep study been performed?", "2C. Does the Veteran require … such"
      expect(quote).not.toMatch(/\?\s*(?:\[[ xX]?\]\s*(?:Yes|No)\s*)*$/);
      expect(quote).not.toMatch(/^\s*(?:\d+[A-Z]?\.\s*)?(?:Does|Do|Is|Has|Are|Was|Were)\s+the\b/i);
    }
    const sources = conditions.flatMap((condition) =>
      condition.elements.flatMap((candidate) => candidate.items.map((item) => item.documentId)),
    );
    expect(sources).not.toContain(decisionLetter.documentId);
  });
});
