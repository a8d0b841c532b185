import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Claim } from '../../../../contracts/claims';
import { api } from '../../../lib/api-client';

export const getClaims = () => api.get<Claim[]>('/api/claims');

export const claimsQuery = () => queryOptions({ queryKey: ['claims'], queryFn: getClaims });

export const useClaims = () => useQuery(claimsQuery());
