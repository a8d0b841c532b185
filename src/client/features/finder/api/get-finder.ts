import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FinderResponse } from '../../../../contracts/finder';
import { api } from '../../../lib/api-client';

/** What else the veteran may claim, from their service history, ratings, case and documents. */
export const getFinder = () => api.get<FinderResponse>('/api/finder');

export const finderQuery = () =>
  queryOptions({
    queryKey: ['finder'],
    queryFn: getFinder,
    // It reads the profile, ratings, case and documents, which other screens change: read afresh
    // on each visit. While the screen is open it stays put, so an item just added stays listed.
    staleTime: 0,
  });

export const useFinder = () => useQuery(finderQuery());
