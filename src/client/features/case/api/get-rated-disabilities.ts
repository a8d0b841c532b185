import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Disability } from '../../../../contracts/disabilities';
import { api } from '../../../lib/api-client';

// The same read and key as Current Disabilities, so both screens share one cached list and its
// changes reach the home panel.
export const getRatedDisabilities = () => api.get<Disability[]>('/api/disabilities');

export const ratedDisabilitiesQuery = () =>
  queryOptions({ queryKey: ['disabilities'], queryFn: getRatedDisabilities });

export const useRatedDisabilities = () => useQuery(ratedDisabilitiesQuery());
