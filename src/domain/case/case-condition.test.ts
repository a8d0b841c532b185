import { describe, expect, it } from 'vitest';
import type { CaseCondition } from '../../contracts/case';
import type { AnalysisFinding } from '../../contracts/structured-analysis';
import type {
  AnalysedDocument,
  BuildCaseConditionInput,
  CaseConditionRecord,
  CaseStatementRecord,
  EvidenceDecisionRecord,
  RatedDisability,
} from './case-input';
import { analysisFindings } from '../analysis/analysis-findings';
import { analyzeFixture, fixtureNamed } from '../analysis/fixtures/analyze-fixture';
import { buildCaseCondition } from './case-condition';
import { caseRules, claimed } from './fixtures/case-rules';

const finding = (
  kind: AnalysisFinding['kind'],
  label: string,
  page: number,
  text: string,
): AnalysisFinding => ({ document: 'file.pdf', kind, label, quote: { page, text } });

const SLEEP_STUDY: AnalysedDocument = {
  documentId: 'doc-sleep-study',
  documentName: 'sleep-study.pdf',
  findings: [
    finding(
      'condition',
      'obstructive sleep apnea',
      1,
      'Impression: obstructive sleep apnea, moderate.',
    ),
    finding('condition', 'hypertension', 2, 'History of hypertension, on lisinopril.'),
  ],
};

const NEXUS_LETTER: AnalysedDocument = {
  documentId: 'doc-nexus',
  documentName: 'nexus-letter.pdf',
  findings: [
    finding('condition', 'OSA', 1, 'Diagnosis: OSA, confirmed by polysomnography.'),
    finding(
      'nexus-statement',
      'at least as likely as not',
      2,
      'His sleep apnea is at least as likely as not aggravated by his service-connected PTSD.',
    ),
    finding(
      'nexus-statement',
      'at least as likely as not',
      2,
      'Weight gain from PTSD medication is at least as likely as not a cause.',
    ),
    finding(
      'nexus-statement',
      'less likely than not',
      3,
      'His hypertension is less likely than not related to service.',
    ),
    finding(
      'in-service-event',
      'In-service event',
      1,
      'He reported snoring in the barracks in 2008.',
    ),
  ],
};

const PTSD_RATED: RatedDisability = {
  id: 'disability-ptsd',
  name: 'Posttraumatic stress disorder',
  currentPercentage: 50,
  diagnosticCode: '9411',
  side: null,
};

const SLEEP_APNEA_RATED: RatedDisability = {
  id: 'disability-osa',
  name: 'Sleep apnea',
  currentPercentage: 30,
  diagnosticCode: '6847',
  side: null,
};

function build(
  condition: CaseConditionRecord,
  extra: Partial<Omit<BuildCaseConditionInput, 'condition' | 'rules'>> = {},
): CaseCondition {
  return buildCaseCondition({
    condition,
    rules: caseRules,
    documents: [],
    decisions: [],
    statements: [],
    disabilities: [],
    ...extra,
  });
}

const element = (condition: CaseCondition, key: string) => {
  const found = condition.elements.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No element ${key}`);
  return found;
};

const statuses = (condition: CaseCondition) =>
  Object.fromEntries(condition.elements.map(({ key, status }) => [key, status]));

describe('buildCaseCondition: the elements each basis needs', () => {
  it.each([
    {
      basis: 'direct',
      source: '38 CFR 3.303: diagnosis, in-service event, link',
      expected: { diagnosis: 'to-get', 'in-service-event': 'to-get', 'service-link': 'to-get' },
      total: 3,
    },
    {
      basis: 'aggravation',
      source: '38 CFR 3.306: noted at entry, worsening in service; aggravation is then presumed',
      expected: {
        diagnosis: 'to-get',
        'pre-service-baseline': 'to-get',
        'in-service-worsening': 'to-get',
        'service-link': 'not-needed',
      },
      total: 3,
    },
    {
      basis: 'presumptive',
      source: '38 CFR 3.307/3.309: the link is presumed',
      expected: {
        diagnosis: 'to-get',
        'qualifying-service': 'to-get',
        'time-window': 'to-get',
        'in-service-event': 'not-needed',
        'service-link': 'not-needed',
      },
      total: 3,
    },
    {
      basis: 'increase',
      source: 'already service connected: only severity',
      expected: {
        severity: 'to-get',
        diagnosis: 'not-needed',
        'in-service-event': 'not-needed',
        'service-link': 'not-needed',
      },
      total: 1,
    },
  ] as const)('$basis ($source)', ({ basis, expected, total }) => {
    const condition = build(
      claimed({ name: 'Tinnitus', basis, presumptiveRule: 'chronic-disease' }),
    );
    expect(statuses(condition)).toEqual(expected);
    expect(condition.ready).toBe(false);
    expect(condition.readiness).toEqual({ done: 0, total });
  });

  it('fills every field of the contract from the stored condition', () => {
    const condition = build(
      claimed({
        name: 'Tinnitus',
        basis: 'direct',
        side: 'both',
        approximateStart: '2009',
        explanation: 'Rifle range without hearing protection.',
        reviewLane: 'supplemental-claim',
        decisionDate: '2026-03-01',
        origin: 'decision',
        originDocumentId: 'doc-letter',
      }),
    );
    expect(condition).toMatchObject({
      id: 'condition-1',
      side: 'both',
      approximateStart: '2009',
      reviewLane: 'supplemental-claim',
      decisionDate: '2026-03-01',
      origin: 'decision',
      originDocumentId: 'doc-letter',
      createdAt: '2026-11-20T10:00:00.000Z',
    });
  });

  it('a missing element offers the next best evidence, best first, with the form that gets it', () => {
    const condition = build(claimed({ name: 'Tinnitus', basis: 'direct' }));
    expect(
      element(condition, 'diagnosis').nextEvidence.map(({ kind, form }) => [kind, form]),
    ).toEqual([
      ['private-records', '21-4142'],
      ['va-records', null],
      ['dbq', null],
    ]);
    expect(element(condition, 'in-service-event').nextEvidence[0]).toMatchObject({
      kind: 'service-records',
      form: 'SF-180',
    });
    expect(element(condition, 'service-link').nextEvidence[0]?.kind).toBe('medical-opinion');
  });

  it('a not-needed element says why and offers nothing to get', () => {
    const link = element(build(claimed({ name: 'Tinnitus', basis: 'increase' })), 'service-link');
    expect(link.notNeededWhy).toMatch(/already decided/);
    expect(link.nextEvidence).toEqual([]);
  });

  it('a presumptive claim takes its qualifying service and time window from the chosen rule', () => {
    const condition = build(
      claimed({
        name: 'Diabetes mellitus type 2',
        basis: 'presumptive',
        presumptiveRule: 'herbicide',
      }),
    );
    const herbicide = caseRules.presumptive.rules.find((rule) => rule.id === 'herbicide')!;
    expect(element(condition, 'qualifying-service')).toMatchObject({
      need: herbicide.qualifyingService,
      citation: herbicide.citation,
    });
    expect(element(condition, 'time-window').need).toBe(herbicide.timeWindow);
  });

  it('a presumptive claim under a rule no longer listed keeps the general need', () => {
    const condition = build(
      claimed({
        name: 'Diabetes mellitus type 2',
        basis: 'presumptive',
        presumptiveRule: 'retired',
      }),
    );
    expect(element(condition, 'qualifying-service').need).toBe(
      caseRules.evidence.elements['qualifying-service']!.need,
    );
  });

  it("an increase names the next level's criteria from the rating schedule (sleep apnea 30% → 50%, 38 CFR 4.97)", () => {
    const condition = build(
      claimed({ name: 'Sleep apnea', basis: 'increase', disabilityId: SLEEP_APNEA_RATED.id }),
      { disabilities: [PTSD_RATED, SLEEP_APNEA_RATED] },
    );
    expect(element(condition, 'severity')).toMatchObject({
      need: expect.stringMatching(/50%.*CPAP/),
      citation: '38 CFR 4.97',
    });
  });

  it('an increase for a disability at the top of its code, or unknown, asks for current severity', () => {
    const top = { ...SLEEP_APNEA_RATED, currentPercentage: 100 };
    const general = caseRules.evidence.elements['severity']!.need;
    expect(
      element(
        build(claimed({ name: 'Sleep apnea', basis: 'increase', disabilityId: top.id }), {
          disabilities: [top],
        }),
        'severity',
      ).need,
    ).toBe(general);
    expect(
      element(build(claimed({ name: 'Sleep apnea', basis: 'increase' })), 'severity').need,
    ).toBe(general);
  });
});

describe('buildCaseCondition: the service-connected condition of a secondary claim', () => {
  it.each([
    { secondaryTo: 'PTSD', source: 'abbreviation' },
    { secondaryTo: 'ptsd', source: 'abbreviation typed in lower case' },
    { secondaryTo: 'post-traumatic stress disorder', source: 'alias' },
  ])(
    'a rated disability matching "$secondaryTo" ($source) puts it in the record',
    ({ secondaryTo }) => {
      const condition = build(claimed({ name: 'Sleep apnea', basis: 'secondary', secondaryTo }), {
        disabilities: [SLEEP_APNEA_RATED, PTSD_RATED],
      });
      const serviceConnected = element(condition, 'service-connected-condition');
      expect(serviceConnected.status).toBe('in-record');
      expect(serviceConnected.items).toEqual([
        expect.objectContaining({
          kind: 'rated-disability',
          state: 'confirmed',
          disabilityId: PTSD_RATED.id,
          label: 'Posttraumatic stress disorder, rated 50% by VA',
        }),
      ]);
      expect(serviceConnected.nextEvidence).toEqual([]);
      expect(condition.readiness).toEqual({ done: 1, total: 3 });
      expect(element(condition, 'in-service-event').status).toBe('not-needed');
    },
  );

  it('no rated disability of that name leaves it to get, with the rating decision as next evidence', () => {
    const condition = build(
      claimed({ name: 'Sleep apnea', basis: 'secondary', secondaryTo: 'Tinnitus' }),
      {
        disabilities: [PTSD_RATED],
      },
    );
    const serviceConnected = element(condition, 'service-connected-condition');
    expect(serviceConnected.status).toBe('to-get');
    expect(serviceConnected.nextEvidence[0]?.kind).toBe('va-records');
  });
});

describe('buildCaseCondition: what documents propose', () => {
  const secondaryApnea = claimed({ name: 'Sleep apnea', basis: 'secondary', secondaryTo: 'PTSD' });
  const documents = [SLEEP_STUDY, NEXUS_LETTER];

  it('proposes the diagnosis under any of its names, and not a diagnosis of another condition', () => {
    const diagnosis = element(build(secondaryApnea, { documents }), 'diagnosis');
    expect(
      diagnosis.items.map(({ state, documentName, page, quote }) => ({
        state,
        documentName,
        page,
        quote,
      })),
    ).toEqual([
      {
        state: 'proposed',
        documentName: 'sleep-study.pdf',
        page: 1,
        quote: 'Impression: obstructive sleep apnea, moderate.',
      },
      {
        state: 'proposed',
        documentName: 'nexus-letter.pdf',
        page: 1,
        quote: 'Diagnosis: OSA, confirmed by polysomnography.',
      },
    ]);
    expect(diagnosis.status).toBe('to-get');
  });

  it('proposes a favourable opinion about this condition as the link, never an unfavourable one or one about another condition', () => {
    const link = element(build(secondaryApnea, { documents }), 'secondary-link');
    expect(link.items.map((item) => item.quote)).toEqual([
      'His sleep apnea is at least as likely as not aggravated by his service-connected PTSD.',
      // Names only the cause, in a letter about sleep apnea: it speaks of this claim.
      'Weight gain from PTSD medication is at least as likely as not a cause.',
    ]);
  });

  it('a finding about another condition is not proposed for this one', () => {
    const hypertension = build(claimed({ name: 'Hypertension', basis: 'direct' }), { documents });
    expect(element(hypertension, 'diagnosis').items.map((item) => item.quote)).toEqual([
      'History of hypertension, on lisinopril.',
    ]);
    // "less likely than not" opposes; the favourable ones speak of sleep apnea.
    expect(element(hypertension, 'service-link').items).toEqual([]);
    expect(element(hypertension, 'in-service-event').items).toEqual([]);
  });

  it('an element the basis does not need gets no proposals', () => {
    expect(element(build(secondaryApnea, { documents }), 'in-service-event').items).toEqual([]);
  });

  it("proposes only what a document states: never a DBQ's question, heading or instruction, nor a letter's fixed paragraph", () => {
    const dbq: AnalysedDocument = {
      documentId: 'doc-dbq',
      documentName: 'sleep-apnea-dbq.pdf',
      findings: [
        finding(
          'condition',
          'sleep apnea',
          1,
          'Does the Veteran have or has he ever had sleep apnea?',
        ),
        finding('condition', 'sleep apnea', 1, 'SECTION I - DIAGNOSIS: SLEEP APNEA'),
        finding('condition', 'sleep apnea', 1, '(If "Yes," describe the sleep apnea):'),
        finding(
          'condition',
          'obstructive sleep apnea',
          1,
          'Has a sleep study been performed?  [X] Yes - diagnosed with obstructive sleep apnea',
        ),
        finding(
          'in-service-event',
          'In-service event',
          2,
          'We considered your service treatment records, which mention snoring in service.',
        ),
        finding(
          'in-service-event',
          'In-service event',
          2,
          'The evidence does not show sleep apnea began in service.',
        ),
      ],
    };
    const direct = build(claimed({ name: 'Sleep apnea', basis: 'direct' }), { documents: [dbq] });
    expect(element(direct, 'diagnosis').items.map((item) => item.quote)).toEqual([
      '[X] Yes - diagnosed with obstructive sleep apnea',
    ]);
    expect(element(direct, 'in-service-event').items).toEqual([]);
  });

  it('a proposal keeps its id between reads, and differs by element, document, page and quote', () => {
    const first = build(secondaryApnea, { documents });
    const again = build(secondaryApnea, { documents: [NEXUS_LETTER, SLEEP_STUDY] });
    const ids = (condition: CaseCondition) =>
      condition.elements.flatMap((candidate) => candidate.items.map((item) => item.id)).sort();
    expect(ids(again)).toEqual(ids(first));
    expect(new Set(ids(first)).size).toBe(ids(first).length);
  });
});

describe("buildCaseCondition: the veteran's answers", () => {
  const directApnea = claimed({ name: 'Sleep apnea', basis: 'direct' });
  const documents = [SLEEP_STUDY, NEXUS_LETTER];
  const answer = (
    elementKey: string,
    document: AnalysedDocument,
    page: number,
    quote: string,
    state: EvidenceDecisionRecord['state'],
  ): EvidenceDecisionRecord => ({
    elementKey,
    documentId: document.documentId,
    page,
    quote,
    state,
  });

  it('a confirmed proposal is in the record; a rejected one is shown and never counts', () => {
    const condition = build(directApnea, {
      documents,
      decisions: [
        answer(
          'diagnosis',
          SLEEP_STUDY,
          1,
          'Impression: obstructive sleep apnea, moderate.',
          'confirmed',
        ),
        answer(
          'in-service-event',
          NEXUS_LETTER,
          1,
          'He reported snoring in the barracks in 2008.',
          'rejected',
        ),
      ],
    });
    expect(element(condition, 'diagnosis').status).toBe('in-record');
    expect(element(condition, 'diagnosis').items.map((item) => item.state)).toEqual([
      'confirmed',
      'proposed',
    ]);
    const event = element(condition, 'in-service-event');
    expect(event.items.map((item) => item.state)).toEqual(['rejected']);
    expect(event.status).toBe('to-get');
    expect(condition.readiness).toEqual({ done: 1, total: 3 });
  });

  it("the veteran's own pick of a quote nothing proposed is shown and counts", () => {
    const condition = build(directApnea, {
      documents,
      decisions: [
        answer(
          'in-service-event',
          SLEEP_STUDY,
          2,
          'Snoring noted on deployment, 2008.',
          'confirmed',
        ),
      ],
    });
    const event = element(condition, 'in-service-event');
    expect(event.status).toBe('in-record');
    expect(event.items).toContainEqual(
      expect.objectContaining({
        state: 'confirmed',
        documentName: 'sleep-study.pdf',
        page: 2,
        quote: 'Snoring noted on deployment, 2008.',
      }),
    );
  });

  it('answers for an element this basis does not have are left out', () => {
    const condition = build(directApnea, {
      documents,
      decisions: [
        answer(
          'severity',
          SLEEP_STUDY,
          1,
          'Impression: obstructive sleep apnea, moderate.',
          'confirmed',
        ),
      ],
    });
    expect(condition.elements.some((candidate) => candidate.key === 'severity')).toBe(false);
  });
});

describe('buildCaseCondition: statements', () => {
  const documents = [SLEEP_STUDY, NEXUS_LETTER];
  const directApnea = claimed({ name: 'Sleep apnea', basis: 'direct' });
  const statement = (fields: Partial<CaseStatementRecord>): CaseStatementRecord => ({
    id: 'statement-1',
    kind: 'personal',
    conditionId: directApnea.id,
    elementKey: 'in-service-event',
    text: 'My roommate complained about my snoring in 2008.',
    witnessName: null,
    witnessRelationship: null,
    createdAt: new Date('2026-11-21T10:00:00Z'),
    ...fields,
  });

  it.each([
    { given: ['personal'], status: 'recollection' },
    { given: ['witness'], status: 'witness' },
    { given: ['personal', 'witness'], status: 'witness' },
  ] as const)(
    '$given statements on the in-service event: $status (lay evidence accepted)',
    ({ given, status }) => {
      const statements = given.map((kind, index) =>
        statement({
          id: `statement-${index}`,
          kind,
          witnessName: kind === 'witness' ? 'Sgt. Dana Ortiz' : null,
        }),
      );
      const condition = build(directApnea, { statements });
      expect(element(condition, 'in-service-event').status).toBe(status);
      expect(element(condition, 'in-service-event').nextEvidence).toEqual([]);
      expect(condition.readiness).toEqual({ done: 1, total: 3 });
    },
  );

  it('a witness statement is labelled with who wrote it', () => {
    const condition = build(directApnea, {
      statements: [
        statement({ kind: 'witness', witnessName: 'Dana Ortiz', witnessRelationship: 'roommate' }),
      ],
    });
    expect(element(condition, 'in-service-event').items[0]).toMatchObject({
      kind: 'witness-statement',
      statementId: 'statement-1',
      label: 'Statement from Dana Ortiz, roommate',
    });
  });

  it('a statement on the link is shown but does not count, and the next evidence says why', () => {
    const condition = build(directApnea, {
      statements: [statement({ elementKey: 'service-link' })],
    });
    const link = element(condition, 'service-link');
    expect(link.items.map((item) => item.kind)).toEqual(['personal-statement']);
    expect(link.status).toBe('to-get');
    expect(link.nextEvidence[0]?.how).toMatch(
      /^Whether one thing caused another is usually a medical question/,
    );
  });

  it("another condition's statement is not shown", () => {
    const condition = build(directApnea, {
      statements: [statement({ conditionId: 'condition-2' })],
    });
    expect(element(condition, 'in-service-event').items).toEqual([]);
  });

  it('every needed element backed makes the condition ready', () => {
    const condition = build(directApnea, {
      documents,
      decisions: [
        {
          elementKey: 'diagnosis',
          documentId: SLEEP_STUDY.documentId,
          page: 1,
          quote: 'Impression: obstructive sleep apnea, moderate.',
          state: 'confirmed',
        },
        {
          elementKey: 'service-link',
          documentId: NEXUS_LETTER.documentId,
          page: 2,
          quote:
            'His sleep apnea is at least as likely as not aggravated by his service-connected PTSD.',
          state: 'confirmed',
        },
      ],
      statements: [statement({ kind: 'witness', witnessName: 'Dana Ortiz' })],
    });
    expect(statuses(condition)).toEqual({
      diagnosis: 'in-record',
      'in-service-event': 'witness',
      'service-link': 'in-record',
    });
    expect(condition.ready).toBe(true);
    expect(condition.readiness).toEqual({ done: 3, total: 3 });
  });
});

describe('buildCaseCondition: sides', () => {
  const knee = (name: string): AnalysedDocument => ({
    documentId: `doc-${name}`,
    documentName: `${name}.pdf`,
    findings: [finding('condition', name, 1, `Assessment: ${name}.`)],
  });

  it.each([
    { claim: 'Left knee', side: null, found: 'right knee strain', proposed: false },
    { claim: 'Knee strain', side: 'left', found: 'right knee strain', proposed: false },
    { claim: 'Left knee', side: null, found: 'left knee strain', proposed: true },
    { claim: 'Knee strain', side: null, found: 'right knee strain', proposed: true },
    { claim: 'Knee strain', side: 'both', found: 'right knee strain', proposed: true },
  ] as const)(
    'claimed "$claim" ($side), found "$found": proposed $proposed',
    ({ claim, side, found, proposed }) => {
      const condition = build(claimed({ name: claim, basis: 'direct', side }), {
        documents: [knee(found)],
      });
      expect(element(condition, 'diagnosis').items.length > 0).toBe(proposed);
    },
  );
});

describe('buildCaseCondition: labelled fixtures analysed for real', () => {
  const analysed = (name: string): AnalysedDocument => ({
    documentId: `doc-${name}`,
    documentName: `${name}.pdf`,
    findings: analysisFindings(`${name}.pdf`, analyzeFixture(fixtureNamed(name))),
  });

  it('a passage that tries to instruct its reader is never proposed, though the diagnosis is', () => {
    const condition = build(claimed({ name: 'Hypertension', basis: 'direct' }), {
      documents: [analysed('injection-attempt')],
    });
    expect(element(condition, 'diagnosis').items.map((item) => item.quote)).toContain(
      'Assessment: Hypertension',
    );
    expect(element(condition, 'service-link').items).toEqual([]);
  });

  it('a presumptive claim proposes the dated diagnosis for its time window too', () => {
    const condition = build(
      claimed({ name: 'Hypertension', basis: 'presumptive', presumptiveRule: 'chronic-disease' }),
      { documents: [analysed('injection-attempt')] },
    );
    const quotes = (key: string) => element(condition, key).items.map((item) => item.quote);
    expect(quotes('time-window')).toEqual(quotes('diagnosis'));
    expect(quotes('time-window').length).toBeGreaterThan(0);
  });
});

describe('buildCaseCondition: the symptom journal', () => {
  const journal = [
    { condition: 'Sleep apnea', fromDate: '2026-04-02', toDate: null },
    { condition: 'OSA', fromDate: '2026-01-15', toDate: '2026-01-16' },
    { condition: 'Tinnitus', fromDate: '2026-02-01', toDate: null },
  ];
  const apnea = claimed({ name: 'Obstructive sleep apnea', basis: 'direct' });
  const journalOn = (condition: CaseCondition) =>
    condition.elements.flatMap((candidate) =>
      candidate.items
        .filter((item) => item.kind === 'symptom-journal')
        .map((item) => [candidate.key, item.label, item.journalCondition]),
    );

  it('is listed on the elements content marks, by every name of the condition, and counts nowhere a statement cannot', () => {
    const condition = build(apnea, { journal });
    expect(journalOn(condition)).toEqual([
      ['diagnosis', 'Symptom journal: 2 entries, Jan 15 – Apr 02, 2026', 'Sleep apnea'],
    ]);
    expect(element(condition, 'diagnosis').status).toBe('to-get');
    expect(condition.readiness.done).toBe(0);
  });

  it('backs an element as the veteran’s recollection where a statement can, and yields to a record', () => {
    const rules = structuredClone(caseRules);
    rules.evidence.elements['in-service-event']!.symptomJournal = true;
    const condition = buildCaseCondition({
      condition: apnea,
      rules,
      documents: [],
      decisions: [],
      statements: [],
      disabilities: [],
      journal,
    });
    expect(element(condition, 'in-service-event').status).toBe('recollection');
    expect(element(condition, 'in-service-event').nextEvidence).toEqual([]);
    expect(condition.readiness.done).toBe(1);
  });

  it('is absent without entries for the condition', () => {
    expect(journalOn(build(apnea, { journal: journal.slice(2) }))).toEqual([]);
    expect(journalOn(build(apnea))).toEqual([]);
  });
});
