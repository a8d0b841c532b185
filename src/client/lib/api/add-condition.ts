import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseCondition, CaseConditionRequest } from '../../../contracts/case';
import { api } from '../api-client';
import { caseQuery } from './get-case';

/** Adds a claimed condition to My Case (from its own form or from the finder). */
export const addCondition = (input: CaseConditionRequest) =>
  api.post<CaseCondition>('/api/case/conditions', input);

export const useAddCondition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCondition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseQuery().queryKey }),
  });
};
