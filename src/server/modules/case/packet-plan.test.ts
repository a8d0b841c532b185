// Which of VA's forms a case fills, and what evidence.pdf's index cites: from the case alone,
// before any PDF is drawn.
import { describe, expect, it } from 'vitest';
import type { CaseCondition, CaseStatement } from '../../../contracts/case';
import { buildCaseCondition } from '../../../domain/case/case-condition';
import type { BuildCaseConditionInput } from '../../../domain/case/case-input';
import { caseRules, claimed } from '../../../domain/case/fixtures/case-rules';
import { loadFormTemplates } from '../../forms/form-templates';
import { testIdentity } from '../../test/va-form-files';
import { planEvidenceBook } from './evidence-book';
import { planPacketForms, supplementalWithoutNewEvidence, withRatedNames } from './packet-forms';

const templates = loadFormTemplates();
const nobody = testIdentity({ firstName: 'Dana', lastName: 'Reyes' });

const NEXUS = {
  documentId: 'doc-nexus',
  documentName: 'nexus-letter.pdf',
  findings: [
    {
      document: 'nexus-letter.pdf',
      kind: 'condition' as const,
      label: 'tinnitus',
      quote: { page: 1, text: 'Diagnosis: tinnitus, bilateral.' },
    },
  ],
};

function condition(
  fields: Parameters<typeof claimed>[0],
  more: Partial<BuildCaseConditionInput> = {},
): CaseCondition {
  return buildCaseCondition({
    condition: claimed({ ...fields, id: fields.id ?? fields.name }),
    rules: caseRules,
    documents: [NEXUS],
    decisions: [],
    statements: [],
    disabilities: [],
    ...more,
  });
}

const statement = (fields: Partial<CaseStatement> & Pick<CaseStatement, 'id' | 'kind'>) => ({
  conditionId: null,
  elementKey: null,
  text: 'I first noticed the ringing after the range in 2009.',
  witnessName: null,
  witnessRelationship: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

const entryNames = (plan: ReturnType<typeof planPacketForms>) => plan.map((form) => form.entryName);

describe('the forms a case fills', () => {
  const tinnitus = condition({ name: 'Tinnitus', basis: 'direct' });
  const knee = condition({
    name: 'Knee strain',
    basis: 'direct',
    side: 'left',
    reviewLane: 'higher-level-review',
    decisionDate: '2026-06-03',
  });
  const statements = [
    statement({ id: 's1', kind: 'personal' }),
    statement({
      id: 's2',
      kind: 'witness',
      witnessName: 'Ana Reyes',
      witnessRelationship: 'my wife',
    }),
    statement({ id: 's3', kind: 'personal' }),
  ];
  const provider = {
    id: 'p1',
    name: 'Coastal ENT',
    street: null,
    city: 'Savannah',
    state: 'GA',
    postalCode: null,
    country: null,
    treatmentFrom: '2019-04-01',
    treatmentTo: null,
    conditionIds: ['Tinnitus'],
  };
  const caseFile = { conditions: [tinnitus, knee], statements, providers: [provider] };
  const plan = planPacketForms({
    caseFile,
    identity: nobody,
    presumptiveTitles: new Map(),
    intentToFileRunning: false,
  });

  it('a 526EZ for new claims, a review form per lane, a statement form each, the 4142 and, while gaps remain, a 0966', () => {
    expect(entryNames(plan)).toEqual([
      '21-526EZ.pdf',
      '20-0996.pdf',
      '21-4138-1.pdf',
      '21-4138-2.pdf',
      '21-10210-1.pdf',
      '21-4142.pdf',
      '21-0966.pdf',
    ]);
  });

  it('the 526EZ lists only the new claims; the review names the issue with its side and decision date', () => {
    const claim = JSON.stringify(plan[0]!.fill(templates.get('21-526EZ')!));
    expect(claim).toContain('Tinnitus');
    expect(claim).not.toContain('Knee strain');
    const review = JSON.stringify(plan[1]!.fill(templates.get('20-0996')!));
    expect(review).toContain('Knee strain, left');
    expect(review).toMatch(/06.*03.*2026|2026-06-03/);
  });

  it('a witness who is "my wife" is family or friend on the 10210', () => {
    const template = templates.get('21-10210')!;
    const witness = plan.find((form) => form.entryName === '21-10210-1.pdf')!.fill(template);
    expect(witness.values[template.fields['witness.relationship.familyOrFriend']!]).toBe(true);
  });

  it('a witness statement tied to a condition names that condition on its 10210', () => {
    const template = templates.get('21-10210')!;
    const tied = planPacketForms({
      caseFile: {
        conditions: [tinnitus],
        statements: [
          statement({
            id: 'w',
            kind: 'witness',
            witnessName: 'Ana Reyes',
            conditionId: tinnitus.id,
          }),
        ],
        providers: [],
      },
      identity: nobody,
      presumptiveTitles: new Map(),
      intentToFileRunning: true,
    });
    const witness = tied.find((form) => form.entryName === '21-10210-1.pdf')!.fill(template);
    const text = witness.flows.find(
      (flow) => flow.fields[0] === template.fields['statement.1'],
    )!.text;
    expect(text).toMatch(/^Regarding the veteran's claim for: Tinnitus\n/);
  });

  it('no 0966 once every new claim is ready, and no 526EZ without new claims', () => {
    const onlyReview = planPacketForms({
      caseFile: { conditions: [knee], statements: [], providers: [] },
      identity: nobody,
      presumptiveTitles: new Map(),
      intentToFileRunning: false,
    });
    expect(entryNames(onlyReview)).toEqual(['20-0996.pdf']);
  });

  it('no second 0966 while an intent to file for compensation is already running', () => {
    const withIntent = planPacketForms({
      caseFile,
      identity: nobody,
      presumptiveTitles: new Map(),
      intentToFileRunning: true,
    });
    expect(entryNames(withIntent)).toEqual(
      entryNames(plan).filter((name) => name !== '21-0966.pdf'),
    );
  });
});

describe("the 21-526EZ's item 16 and its service sections, from the veteran's record", () => {
  const template = templates.get('21-526EZ')!;
  const back = condition({
    name: 'my back',
    basis: 'increase',
    disabilityId: 'rated-back',
  });

  it("names a condition linked to a rated disability by the rated condition's name, not the veteran's words", () => {
    const plan = planPacketForms({
      caseFile: withRatedNames({ conditions: [back], statements: [], providers: [] }, [
        { id: 'rated-back', name: 'Lumbosacral strain' },
      ]),
      identity: nobody,
      presumptiveTitles: new Map(),
      intentToFileRunning: true,
    });
    const fill = plan[0]!.fill(template);
    const item16 = fill.flows.find(
      (flow) => flow.fields[0] === template.fields['conditions.0.name'],
    );
    expect(item16?.text).toBe('Lumbosacral strain');
    expect(JSON.stringify(fill)).not.toContain('my back');
  });

  it('passes the saved service history to Sections IV and VI, each place sorted by its list', () => {
    const plan = planPacketForms({
      caseFile: { conditions: [back], statements: [], providers: [] },
      identity: nobody,
      presumptiveTitles: new Map(),
      intentToFileRunning: true,
      serviceHistory: {
        periods: [{ branch: 'marines', from: '1988-01-04', to: '1992-01-03' }],
        places: [{ place: 'Kuwait', from: '1991-01-10', to: '1991-04-20' }],
        exposures: [],
      },
      hazardOfPlace: (place) => (place === 'Kuwait' ? 'gulf-war' : null),
    });
    const fill = plan[0]!.fill(template);
    expect(fill.values[template.fields['service.branch']!]).toBe('6');
    expect(fill.values[template.fields['service.entry.year']!]).toBe('1988');
    expect(fill.values[template.fields['exposure.gulfWar.served']!]).toBe('0');
  });
});

describe('the Supplemental Claim (20-0995)', () => {
  const template = templates.get('20-0995')!;
  const apnea = condition({
    id: 'apnea',
    name: 'Sleep apnea',
    basis: 'direct',
    reviewLane: 'supplemental-claim',
    decisionDate: '2025-06-03',
  });
  const back = condition({ id: 'back', name: 'Lumbar strain', basis: 'direct' });
  const provider = (id: string, name: string, conditionIds: string[]) => ({
    id,
    name,
    street: null,
    city: 'Savannah',
    state: 'GA',
    postalCode: null,
    country: null,
    treatmentFrom: '2025-09-01',
    treatmentTo: null,
    conditionIds,
  });
  const surgeon = provider('p-back', 'Coastal Spine Surgeons', ['back']);
  const sleepLab = provider('p-sleep', 'Lowcountry Sleep Center', ['apnea']);

  it("lists as evidence only the providers of its own conditions, never the back surgeon's practice", () => {
    const plan = planPacketForms({
      caseFile: { conditions: [apnea, back], statements: [], providers: [surgeon, sleepLab] },
      identity: nobody,
      presumptiveTitles: new Map(),
      intentToFileRunning: true,
    });
    const review = JSON.stringify(
      plan.find((form) => form.entryName === '20-0995.pdf')!.fill(template),
    );
    expect(review).toContain('Lowcountry Sleep Center');
    expect(review).not.toContain('Coastal Spine Surgeons');
    expect(review).not.toContain('Lumbar strain');
  });

  it('is flagged when nothing new was added since the decision', () => {
    const caseFile = { conditions: [apnea, back], statements: [], providers: [surgeon] };
    expect(supplementalWithoutNewEvidence(caseFile, new Map())).toEqual(['Sleep apnea']);
    expect(
      supplementalWithoutNewEvidence({ ...caseFile, providers: [surgeon, sleepLab] }, new Map()),
    ).toEqual([]);
    const said = statement({ id: 's', kind: 'personal', conditionId: 'apnea' });
    expect(supplementalWithoutNewEvidence({ ...caseFile, statements: [said] }, new Map())).toEqual(
      [],
    );
  });
});

describe("evidence.pdf's index", () => {
  it('cites only what the veteran confirmed, each document as one exhibit numbered by first citation', () => {
    const decisions: BuildCaseConditionInput['decisions'] = [
      {
        elementKey: 'diagnosis',
        documentId: 'doc-nexus',
        page: 1,
        quote: 'Diagnosis: tinnitus, bilateral.',
        state: 'confirmed',
      },
    ];
    const confirmed = condition({ name: 'Tinnitus', basis: 'direct' }, { decisions });
    const proposedOnly = condition({ name: 'Tinnitus', basis: 'direct' });
    const diagnosisKey = confirmed.elements.find((element) =>
      element.items.some((item) => item.state === 'confirmed'),
    )?.key;
    expect(diagnosisKey).toBe('diagnosis');

    const { book, exhibitDocuments } = planEvidenceBook({
      conditions: [confirmed, proposedOnly],
      statements: [],
      veteranName: 'Dana Reyes',
      preparedOn: '2026-11-28',
    });
    expect(exhibitDocuments).toEqual([{ documentId: 'doc-nexus', title: 'nexus-letter.pdf' }]);
    const [first, second] = book.conditions;
    const diagnosis = first!.elements.find((element) => element.entries.length > 0)!;
    expect(diagnosis.statusLabel).toBe('In the record');
    expect(diagnosis.entries).toEqual([
      { exhibit: 1, what: 'nexus-letter.pdf', page: 1, quote: 'Diagnosis: tinnitus, bilateral.' },
    ]);
    // A proposal the veteran has not confirmed is not evidence yet.
    expect(second!.elements.every((element) => element.entries.length === 0)).toBe(true);
  });

  it('an element the basis does not need says why, in place of evidence', () => {
    const secondary = condition({
      name: 'Tinnitus',
      basis: 'secondary',
      secondaryTo: 'Hearing loss',
    });
    const notNeeded = secondary.elements.find((element) => element.status === 'not-needed')!;
    expect(notNeeded.notNeededWhy).toBeTruthy();
    const { book } = planEvidenceBook({
      conditions: [secondary],
      statements: [],
      veteranName: null,
      preparedOn: '2026-11-28',
    });
    const listed = book.conditions[0]!.elements.find(
      (element) => element.label === notNeeded.label,
    )!;
    expect(listed).toEqual({
      label: notNeeded.label,
      statusLabel: 'Not needed',
      entries: [{ exhibit: null, what: notNeeded.notNeededWhy, page: null, quote: null }],
    });
  });

  it('leaves the symptom journal out of the index: VA gets its words only in a saved statement', () => {
    const tinnitus = condition(
      { name: 'Tinnitus', basis: 'direct' },
      { journal: [{ condition: 'tinnitus', fromDate: '2026-03-03', toDate: null }] },
    );
    const diagnosis = tinnitus.elements.find((element) => element.key === 'diagnosis')!;
    expect(diagnosis.items.map((item) => item.kind)).toContain('symptom-journal');
    const { book } = planEvidenceBook({
      conditions: [tinnitus],
      statements: [],
      veteranName: null,
      preparedOn: '2026-11-28',
    });
    const entries = book.conditions[0]!.elements.flatMap((element) => element.entries);
    expect(entries.map((entry) => entry.what).join(' ')).not.toMatch(/journal/i);
  });

  it('says a service history fits the rule, but cites it as nothing: the service records are the proof', () => {
    const sinusitis = condition(
      { name: 'Chronic sinusitis', basis: 'presumptive', presumptiveRule: 'particulate-matter' },
      {
        serviceHistory: {
          met: [{ ruleId: 'particulate-matter', status: 'met', fact: 'Kuwait, 1 Jan 1991' }],
          nearMisses: [],
        },
      },
    );
    const { book } = planEvidenceBook({
      conditions: [sinusitis],
      statements: [],
      veteranName: null,
      preparedOn: '2026-12-07',
    });
    expect(
      book.conditions[0]!.elements.find((element) => element.label === 'Qualifying service'),
    ).toEqual({
      label: 'Qualifying service',
      statusLabel: 'Service fits the rule; records still to send',
      entries: [],
    });
  });

  it("lists the veteran's and the witness's statements in the packet under their condition and element", () => {
    const ptsd = condition({ id: 'ptsd', name: 'PTSD', basis: 'increase' });
    const severity = ptsd.elements.find((element) => element.status !== 'not-needed')!;
    const statements = [
      statement({ id: 'own', kind: 'personal', conditionId: 'ptsd', elementKey: severity.key }),
      statement({
        id: 'wife',
        kind: 'witness',
        conditionId: 'ptsd',
        elementKey: severity.key,
        witnessName: 'Ana Reyes',
      }),
      statement({ id: 'loose', kind: 'personal', conditionId: 'ptsd' }),
    ];
    const { book } = planEvidenceBook({
      conditions: [ptsd],
      statements,
      veteranName: 'Dana Reyes',
      vaFileNumber: '987654321',
      preparedOn: '2026-11-28',
    });
    const element = book.conditions[0]!.elements.find((each) => each.label === severity.label)!;
    expect(element.entries.map((entry) => entry.what)).toEqual([
      "The veteran's statement (VA Form 21-4138), in 21-4138-1.pdf",
      'Statement of Ana Reyes (VA Form 21-10210), in 21-10210-1.pdf',
    ]);
    const loose = book.conditions[0]!.elements.at(-1)!;
    expect(loose.label).toBe('Statements about this condition');
    expect(loose.entries.map((entry) => entry.what)).toEqual([
      "The veteran's statement (VA Form 21-4138), in 21-4138-2.pdf",
    ]);
    expect(book.identification).toBe('Dana Reyes · VA file number 987654321');
  });

  it('titles an exhibit by what it is and its date rather than its file name', () => {
    const decisions: BuildCaseConditionInput['decisions'] = [
      {
        elementKey: 'diagnosis',
        documentId: 'doc-nexus',
        page: 1,
        quote: 'Diagnosis: tinnitus, bilateral.',
        state: 'confirmed',
      },
    ];
    const { book, exhibitDocuments } = planEvidenceBook({
      conditions: [condition({ name: 'Tinnitus', basis: 'direct' }, { decisions })],
      statements: [],
      veteranName: null,
      preparedOn: '2026-11-28',
      documentTitles: new Map([
        ['doc-nexus', 'Private medical opinion (nexus letter), 14 Feb 2024'],
      ]),
    });
    expect(exhibitDocuments[0]!.title).toBe('Private medical opinion (nexus letter), 14 Feb 2024');
    const entries = book.conditions[0]!.elements.flatMap((element) => element.entries);
    expect(entries[0]!.what).toBe('Private medical opinion (nexus letter), 14 Feb 2024');
  });
});
