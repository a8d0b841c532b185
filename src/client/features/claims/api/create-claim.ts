import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Claim, createClaimSchema } from '../../../../contracts/claims';
import { api } from '../../../lib/api-client';
import { claimsQuery } from '../../../lib/api/get-claims';

export type ClaimDetails = z.output<typeof createClaimSchema>;

export const createClaim = (input: ClaimDetails) => api.post<Claim>('/api/claims', input);

export const useCreateClaim = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimsQuery().queryKey }),
  });
};
