import lanesContent from '../../../content/review-lanes.json';
import type { Claim, ClaimWithDeadlines } from '../../contracts/claims';
import { claimDeadlines } from '../../domain/deadlines/claim-deadlines';
import type { HolidayLookup } from '../../domain/deadlines/filing-deadline';
import type { ReviewLanesContent } from '../../domain/deadlines/review-lanes';

let nextId = 1;

/**
 * A claim as GET /api/claims sends it (pending, filed 2026-03-02 unless `extra` says otherwise),
 * its deadlines counted by the same domain rules from `countedOn` with these holidays.
 */
export const claimAsListed = (
  disabilityName: string,
  extra: Partial<Claim>,
  { countedOn, holidayOn }: { countedOn: string; holidayOn: HolidayLookup },
): ClaimWithDeadlines => {
  const stored: Claim = {
    id: `00000000-0000-4000-9000-${String(nextId++).padStart(12, '0')}`,
    disabilityName,
    status: 'pending',
    submittedDate: '2026-03-02',
    notes: null,
    documents: [],
    decisionDate: null,
    decisionType: null,
    intentToFileDate: null,
    createdAt: '2026-03-02T15:00:00.000Z',
    updatedAt: '2026-03-02T15:00:00.000Z',
    ...extra,
  };
  const content = lanesContent as ReviewLanesContent;
  return { ...stored, deadlines: claimDeadlines(stored, countedOn, holidayOn, content) };
};
