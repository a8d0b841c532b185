import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SavedClaim, updateClaimSchema } from '../../../../contracts/claims';
import { api } from '../../../lib/api-client';
import { claimsQuery } from '../../../lib/api/get-claims';
import { intentsToFileQuery } from '../../../lib/api/get-intents-to-file';

export type ClaimChanges = z.output<typeof updateClaimSchema>;

export const updateClaim = ({ id, changes }: { id: string; changes: ClaimChanges }) =>
  api.patch<SavedClaim>(`/api/claims/${encodeURIComponent(id)}`, changes);

export const useUpdateClaim = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClaim,
    // The intents to file list the claims they protect.
    onSuccess: () =>
      Promise.all(
        [claimsQuery(), intentsToFileQuery()].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
