import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { claimsQuery } from '../../../lib/api/get-claims';
import { intentsToFileQuery } from '../../../lib/api/get-intents-to-file';

export const deleteClaim = (id: string) =>
  api.delete<undefined>(`/api/claims/${encodeURIComponent(id)}`);

export const useDeleteClaim = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClaim,
    // The intents to file list the claims they protect.
    onSuccess: () =>
      Promise.all(
        [claimsQuery(), intentsToFileQuery()].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
