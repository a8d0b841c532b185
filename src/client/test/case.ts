import type { CaseCondition, CaseElement, CaseResponse, EvidenceItem } from '../../contracts/case';

let nextId = 1;
/** A unique id shaped like the server's uuids. */
export const caseId = () => `00000000-0000-4000-a000-${String(nextId++).padStart(12, '0')}`;

export const SLEEP_STUDY_ID = '00000000-0000-4000-b000-000000000001';

/** A quote from one of the veteran's documents, as the evidence map lists it. */
export const quoteItem = (quote: string, extra: Partial<EvidenceItem> = {}): EvidenceItem => ({
  id: caseId(),
  kind: 'document',
  state: 'proposed',
  documentId: SLEEP_STUDY_ID,
  documentName: 'Sleep study.pdf',
  page: 3,
  quote,
  statementId: null,
  disabilityId: null,
  journalCondition: null,
  label: 'Sleep study',
  ...extra,
});

export const element = (
  key: string,
  label: string,
  extra: Partial<CaseElement> = {},
): CaseElement => ({
  key,
  label,
  need: `VA needs ${label.toLowerCase()}.`,
  citation: '38 CFR 3.310',
  status: 'to-get',
  notNeededWhy: null,
  items: [],
  nextEvidence: [],
  serviceHistoryNote: null,
  ...extra,
});

/** A condition as GET /api/case sends it. */
export const condition = (name: string, extra: Partial<CaseCondition> = {}): CaseCondition => ({
  id: caseId(),
  name,
  basis: 'direct',
  secondaryTo: null,
  presumptiveRule: null,
  disabilityId: null,
  side: null,
  approximateStart: null,
  explanation: null,
  reviewLane: null,
  decisionDate: null,
  origin: 'manual',
  originDocumentId: null,
  elements: [],
  ready: false,
  readiness: { done: 0, total: 0 },
  createdAt: '2026-03-10T15:00:00.000Z',
  ...extra,
});

export const caseOf = (extra: Partial<CaseResponse> = {}): CaseResponse => ({
  conditions: [],
  suggestions: [],
  statements: [],
  providers: [],
  ...extra,
});
