import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseQuery } from '../../../lib/api/get-case';

export const deleteCondition = (id: string) =>
  api.delete<undefined>(`/api/case/conditions/${encodeURIComponent(id)}`);

export const useDeleteCondition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCondition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseQuery().queryKey }),
  });
};
