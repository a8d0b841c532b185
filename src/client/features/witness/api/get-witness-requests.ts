import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceivedWitnessRequest } from '../../../../contracts/witness';
import { api } from '../../../lib/api-client';

/** The veteran's witness requests, newest first, with the answers of those answered and their safety level. */
export const getWitnessRequests = () => api.get<ReceivedWitnessRequest[]>('/api/witness-requests');

export const witnessRequestsQuery = () =>
  queryOptions({ queryKey: ['witness-requests'], queryFn: getWitnessRequests });

export const useWitnessRequests = () => useQuery(witnessRequestsQuery());
