import { describe, expect, it } from 'vitest';
import type { ConditionFinding, DocumentType } from './analysis-types';
import { conditionMentions } from './condition-matching';
import { describedConditions } from './described-conditions';
import { createScan } from './document-scan';
import { analysisContent, vaConditions } from './fixtures/analysis-content';

const described = (type: DocumentType, text: string, found: ConditionFinding[] = []) => {
  const pages = [{ page: 1, text }];
  const mentions = conditionMentions(text, vaConditions).map((mention) => ({
    ...mention,
    page: 1,
  }));
  return describedConditions(
    type,
    createScan(pages, pages),
    mentions,
    found,
    analysisContent.clinicalCues,
    analysisContent.sentenceRoles,
  ).map((finding) => ({
    name: finding.name,
    code: finding.diagnosticCode,
    status: finding.status,
    quote: finding.quote.text,
  }));
};

describe('describedConditions: what a document is about, never a diagnosis', () => {
  it('reads the conditions a VA letter asks evidence for', () => {
    const letter =
      'We are working on your claim for the following conditions:\n - Tinnitus\n - Left shoulder condition\nPlease send your private treatment records.';
    expect(described('other', letter)).toEqual([
      { name: 'Tinnitus', code: '6260', status: 'described', quote: '- Tinnitus' },
      {
        name: 'shoulder',
        code: '5201',
        status: 'described',
        quote: '- Left shoulder condition',
      },
    ]);
  });

  it('reads the condition an opinion is asked about, once, at its first mention', () => {
    const opinion =
      "Question: is the Veteran's tinnitus at least as likely as not related to service?\nThe tinnitus began after separation.";
    expect(described('medical-opinion', opinion).map((finding) => finding.quote)).toEqual([
      "Question: is the Veteran's tinnitus at least as likely as not related to service?",
    ]);
  });

  it('reads a body part only as someone’s: "Back home" names no back condition', () => {
    expect(described('lay-statement', 'Back home he could not sleep.')).toEqual([]);
    expect(described('lay-statement', 'He would not sit in the back seats.')).toEqual([]);
    expect(described('lay-statement', 'He hurt his back lifting a crate.')).toMatchObject([
      { name: 'back', code: '5237', status: 'described' },
    ]);
  });

  it('skips a rule of law and a condition the document already diagnoses', () => {
    expect(
      described(
        'medical-opinion',
        'Service connection may be established for PTSD when the evidence shows a stressor.',
      ),
    ).toEqual([]);
    for (const rule of [
      'A layperson is competent to identify tinnitus.',
      'Examples of such disabilities include flat feet and tinnitus.',
      'Arthritis will be presumed to have been incurred in service.',
    ]) {
      expect(described('medical-opinion', rule), rule).toEqual([]);
    }
    const diagnosed: ConditionFinding = {
      name: 'Migraine',
      diagnosticCode: '8100',
      status: 'diagnosed',
      quote: { page: 1, text: 'Diagnosis: Migraine' },
    };
    expect(described('medical-opinion', 'Her migraines stop her working.', [diagnosed])).toEqual(
      [],
    );
  });

  it('leaves the records that diagnose to the diagnosis readers', () => {
    expect(described('private-medical-record', 'She reports migraines twice a month.')).toEqual([]);
  });
});
