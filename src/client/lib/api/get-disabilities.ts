import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Disability } from '../../../contracts/disabilities';
import { api } from '../api-client';

export const getDisabilities = () => api.get<Disability[]>('/api/disabilities');

export const disabilitiesQuery = () =>
  queryOptions({ queryKey: ['disabilities'], queryFn: getDisabilities });

export const useDisabilities = () => useQuery(disabilitiesQuery());
