import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseQuery } from '../../../lib/api/get-case';

export const deleteStatement = (id: string) =>
  api.delete<undefined>(`/api/case/statements/${encodeURIComponent(id)}`);

export const useDeleteStatement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseQuery().queryKey }),
  });
};
