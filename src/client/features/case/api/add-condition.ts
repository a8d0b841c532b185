import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseCondition, CaseConditionInput } from '../../../../contracts/case';
import { api } from '../../../lib/api-client';
import { caseQuery } from '../../../lib/api/get-case';

export const addCondition = (input: CaseConditionInput) =>
  api.post<CaseCondition>('/api/case/conditions', input);

export const useAddCondition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCondition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseQuery().queryKey }),
  });
};
