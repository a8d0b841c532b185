import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { evidencePath, type EvidenceDecision } from './decide-evidence';
import { caseQuery } from '../../../lib/api/get-case';

/** Takes the veteran's answer back: the quote is a proposal again. */
export const undoEvidenceDecision = ({ conditionId, decision }: EvidenceDecision) =>
  api.delete<unknown>(evidencePath(conditionId), decision);

export const useUndoEvidenceDecision = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoEvidenceDecision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseQuery().queryKey }),
  });
};
