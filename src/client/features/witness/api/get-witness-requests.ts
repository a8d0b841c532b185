import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WitnessRequest } from '../../../../contracts/witness';
import { api } from '../../../lib/api-client';

/** The veteran's witness requests, newest first, with the answers of those answered. */
export const getWitnessRequests = () => api.get<WitnessRequest[]>('/api/witness-requests');

export const witnessRequestsQuery = () =>
  queryOptions({ queryKey: ['witness-requests'], queryFn: getWitnessRequests });

export const useWitnessRequests = () => useQuery(witnessRequestsQuery());
