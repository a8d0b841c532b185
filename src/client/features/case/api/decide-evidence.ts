import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EvidenceDecisionInput } from '../../../../contracts/case';
import { api } from '../../../lib/api-client';
import { caseQuery } from './get-case';

type EvidenceDecision = { conditionId: string; decision: EvidenceDecisionInput };

const evidencePath = (conditionId: string) =>
  `/api/case/conditions/${encodeURIComponent(conditionId)}/evidence`;

/** Records the veteran's answer to a quote: it is (confirmed) or is not (rejected) evidence. */
export const decideEvidence = ({ conditionId, decision }: EvidenceDecision) =>
  api.put<undefined>(evidencePath(conditionId), decision);

/** Takes the answer back: the quote is a proposal again. */
export const undoEvidenceDecision = ({ conditionId, decision }: EvidenceDecision) =>
  api.delete<undefined>(evidencePath(conditionId), decision);

const useEvidenceMutation = (mutationFn: (input: EvidenceDecision) => Promise<undefined>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseQuery().queryKey }),
  });
};

export const useDecideEvidence = () => useEvidenceMutation(decideEvidence);

export const useUndoEvidenceDecision = () => useEvidenceMutation(undoEvidenceDecision);
