import type { Disability } from '../../contracts/disabilities';

let nextId = 1;

/** A disability as GET /api/disabilities answers it. */
export const disability = (
  name: string,
  currentPercentage: number,
  extra: Partial<Disability> = {},
): Disability => ({
  id: `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
  name,
  currentPercentage,
  diagnosticCode: null,
  side: null,
  spineSegment: null,
  ratedUnderCode: null,
  ratingLevels: null,
  createdAt: '2026-01-10T15:00:00.000Z',
  updatedAt: '2026-01-10T15:00:00.000Z',
  ...extra,
});
