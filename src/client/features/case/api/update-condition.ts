import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseCondition, CaseConditionInput } from '../../../../contracts/case';
import { api } from '../../../lib/api-client';
import { caseQuery } from '../../../lib/api/get-case';

export const updateCondition = ({ id, changes }: { id: string; changes: CaseConditionInput }) =>
  api.patch<CaseCondition>(`/api/case/conditions/${encodeURIComponent(id)}`, changes);

export const useUpdateCondition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCondition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseQuery().queryKey }),
  });
};
