import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimWithDeadlines } from '../../../../contracts/claims';
import { api } from '../../../lib/api-client';
import { localTimeZone } from '../../../lib/format-date';

// The same read and key as My Claims: deadlines counted by the server from the veteran's today.
export const getClaimDeadlines = () =>
  api.get<ClaimWithDeadlines[]>(`/api/claims?timeZone=${encodeURIComponent(localTimeZone())}`);

export const claimDeadlinesQuery = () =>
  queryOptions({ queryKey: ['claims'], queryFn: getClaimDeadlines });

export const useClaimDeadlines = () => useQuery(claimDeadlinesQuery());
