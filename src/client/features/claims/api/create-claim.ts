import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SavedClaim, createClaimSchema } from '../../../../contracts/claims';
import { api } from '../../../lib/api-client';
import { claimsQuery } from '../../../lib/api/get-claims';
import { intentsToFileQuery } from '../../../lib/api/get-intents-to-file';

export type ClaimDetails = z.output<typeof createClaimSchema>;

export const createClaim = (input: ClaimDetails) => api.post<SavedClaim>('/api/claims', input);

export const useCreateClaim = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClaim,
    // The intents to file list the claims they protect.
    onSuccess: () =>
      Promise.all(
        [claimsQuery(), intentsToFileQuery()].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
