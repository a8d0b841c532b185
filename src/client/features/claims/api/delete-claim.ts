import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { claimsQuery } from '../../../lib/api/get-claims';

export const deleteClaim = (id: string) =>
  api.delete<undefined>(`/api/claims/${encodeURIComponent(id)}`);

export const useDeleteClaim = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimsQuery().queryKey }),
  });
};
