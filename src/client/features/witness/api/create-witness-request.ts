import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedWitnessRequest, WitnessRequestInput } from '../../../../contracts/witness';
import { api } from '../../../lib/api-client';
import { witnessRequestsQuery } from './get-witness-requests';

export const createWitnessRequest = (input: WitnessRequestInput) =>
  api.post<CreatedWitnessRequest>('/api/witness-requests', input);

export const useCreateWitnessRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWitnessRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: witnessRequestsQuery().queryKey }),
  });
};
