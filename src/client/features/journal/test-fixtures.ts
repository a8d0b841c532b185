/**
 * For the journal's component tests: the answers GET /api/journal/bases and /summary give, built
 * as the server builds them from the real content (content/journal and the condition files)
 * and the domain's own sorting.
 */
import journalFile from '../../../../content/journal/condition-fields.json';
import knee from '../../../../content/conditions/musculoskeletal-knee.json';
import spine from '../../../../content/conditions/musculoskeletal-spine.json';
import mental from '../../../../content/conditions/mental.json';
import neurological from '../../../../content/conditions/neurological.json';
import respiratory from '../../../../content/conditions/respiratory.json';
import type { CaseCondition } from '../../../contracts/case';
import {
  journalContentSchema,
  journalQuestion,
  type JournalBases,
  type JournalEntry,
  type JournalSummary,
} from '../../../contracts/journal';
import { journalSummary } from '../../../domain/journal/journal-summary';
import { statementDraft } from '../../../domain/journal/statement-draft';

const content = journalContentSchema.parse(journalFile);
const catalog = [...knee, ...spine, ...mental, ...neurological, ...respiratory] as {
  diagnosticCode: string;
  percentageOptions: { percentage: number; criteria: string }[];
}[];

const criteriaOf = (code: string) =>
  [...catalog.find((condition) => condition.diagnosticCode === code)!.percentageOptions].sort(
    (a, b) => b.percentage - a.percentage,
  );

export const VA_DECIDES = content.vaDecides;

export const basesResponse = (fits: string | null = null): JournalBases => ({
  vaDecides: content.vaDecides,
  bases: content.bases.map((basis) => ({
    key: basis.key,
    label: basis.label,
    fields: basis.fields.map(journalQuestion),
    criteria: criteriaOf(basis.criteriaCode).map(({ percentage, criteria }) => ({
      percentage,
      criteria,
      sortsEntries: basis.levels.some((level) => level.percentage === percentage),
    })),
    sources: basis.sources,
  })),
  fits,
});

/** The line of a basis's criteria in the schedule's words. */
export const criteriaLine = (basisKey: string, percentage: number) => {
  const basis = content.bases.find((candidate) => candidate.key === basisKey)!;
  return criteriaOf(basis.criteriaCode).find((line) => line.percentage === percentage)!.criteria;
};

export const summaryResponse = (
  condition: string,
  entries: readonly JournalEntry[],
): JournalSummary => {
  const basis = content.bases.find((candidate) => candidate.key === entries[0]?.basis)!;
  return {
    condition,
    basis: basis.key,
    vaDecides: content.vaDecides,
    levels: journalSummary(criteriaOf(basis.criteriaCode), basis.levels, entries),
  };
};

export const draftText = (condition: string, entries: readonly JournalEntry[]) =>
  statementDraft(condition, content.statement, content.bases, entries);

let nextId = 1;
export const journalEntry = (
  fields: Pick<JournalEntry, 'condition' | 'basis' | 'fromDate' | 'whatHappened'> &
    Partial<JournalEntry>,
): JournalEntry => ({
  id: `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
  toDate: null,
  severity: null,
  duration: null,
  stoppedDoing: null,
  workLost: null,
  treatment: null,
  whoSawIt: null,
  fields: {},
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

let nextCaseId = 1;
/** A claimed condition as GET /api/case sends it; with `journal`, its map lists that journal. */
export const claimedCondition = (
  name: string,
  { side = null, journal }: { side?: CaseCondition['side']; journal?: string } = {},
): CaseCondition => ({
  id: `00000000-0000-4000-9000-${String(nextCaseId++).padStart(12, '0')}`,
  name,
  basis: 'direct',
  secondaryTo: null,
  presumptiveRule: null,
  disabilityId: null,
  side,
  approximateStart: null,
  explanation: null,
  reviewLane: null,
  decisionDate: null,
  origin: 'manual',
  originDocumentId: null,
  elements: [
    {
      key: 'diagnosis',
      label: 'A current diagnosis',
      need: 'A doctor’s diagnosis of the condition you have now.',
      citation: '38 CFR 3.303',
      status: 'to-get',
      notNeededWhy: null,
      items: journal
        ? [
            {
              id: `journal-${nextCaseId}`,
              kind: 'symptom-journal',
              state: 'confirmed',
              documentId: null,
              documentName: null,
              page: null,
              quote: null,
              statementId: null,
              disabilityId: null,
              journalCondition: journal,
              label: 'Symptom journal',
            },
          ]
        : [],
      nextEvidence: [],
      serviceHistoryNote: null,
    },
  ],
  ready: false,
  readiness: { done: 0, total: 3 },
  createdAt: '2026-11-20T10:00:00.000Z',
});
