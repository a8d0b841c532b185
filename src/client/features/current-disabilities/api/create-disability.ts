import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createDisabilitySchema, Disability } from '../../../../contracts/disabilities';
import { api } from '../../../lib/api-client';
import { disabilitiesQuery } from './get-disabilities';

export type NewDisability = z.output<typeof createDisabilitySchema>;

export const createDisability = (input: NewDisability) =>
  api.post<Disability>('/api/disabilities', input);

export const useCreateDisability = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDisability,
    // Spec §7: refetch the list; this also marks every cached guidance stale (it reads the list).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disabilitiesQuery().queryKey }),
  });
};
