import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimWithDeadlines } from '../../../contracts/claims';
import { api } from '../api-client';
import { localTimeZone } from '../format-date';

/** Each claim with the deadlines the server counted from the veteran's own today. */
export const getClaims = () =>
  api.get<ClaimWithDeadlines[]>(`/api/claims?timeZone=${encodeURIComponent(localTimeZone())}`);

export const claimsQuery = () => queryOptions({ queryKey: ['claims'], queryFn: getClaims });

export const useClaims = () => useQuery(claimsQuery());
