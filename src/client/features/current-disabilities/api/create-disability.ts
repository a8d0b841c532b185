import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Disability, NewDisability } from '../../../../contracts/disabilities';
import { api } from '../../../lib/api-client';
import { disabilitiesQuery } from '../../../lib/api/get-disabilities';

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
