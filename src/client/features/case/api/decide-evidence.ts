import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EvidenceDecisionInput } from '../../../../contracts/case';
import { api } from '../../../lib/api-client';
import { caseQuery } from '../../../lib/api/get-case';

export type EvidenceDecision = { conditionId: string; decision: EvidenceDecisionInput };

export const evidencePath = (conditionId: string) =>
  `/api/case/conditions/${encodeURIComponent(conditionId)}/evidence`;

/** Records the veteran's answer to a quote: it is (confirmed) or is not (rejected) evidence. */
export const decideEvidence = ({ conditionId, decision }: EvidenceDecision) =>
  api.put<unknown>(evidencePath(conditionId), decision);

export const useDecideEvidence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideEvidence,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseQuery().queryKey }),
  });
};
