import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseStatement } from '../../../../contracts/case';
import type { WitnessRequest } from '../../../../contracts/witness';
import { api } from '../../../lib/api-client';
import { witnessRequestsQuery } from './get-witness-requests';

/** The answers as a witness statement in My Case. */
export const acceptWitnessRequest = (id: string) =>
  api.post<{ request: WitnessRequest; statement: CaseStatement }>(
    `/api/witness-requests/${id}/accept`,
    {},
  );

export const useAcceptWitnessRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptWitnessRequest,
    // My Case reads its statements afresh: it is a page of its own, loaded when opened.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: witnessRequestsQuery().queryKey }),
  });
};
