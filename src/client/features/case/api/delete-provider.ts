import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseQuery } from '../../../lib/api/get-case';

export const deleteProvider = (id: string) =>
  api.delete<undefined>(`/api/case/providers/${encodeURIComponent(id)}`);

export const useDeleteProvider = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseQuery().queryKey }),
  });
};
