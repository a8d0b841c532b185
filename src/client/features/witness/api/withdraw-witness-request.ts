import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { witnessRequestsQuery } from './get-witness-requests';

/** Withdraws a request: its link stops working and its answers are removed. */
export const withdrawWitnessRequest = (id: string) =>
  api.delete<void>(`/api/witness-requests/${id}`);

export const useWithdrawWitnessRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawWitnessRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: witnessRequestsQuery().queryKey }),
  });
};
