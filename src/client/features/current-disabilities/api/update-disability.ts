import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Disability, DisabilityChanges } from '../../../../contracts/disabilities';
import { api } from '../../../lib/api-client';
import { disabilitiesQuery } from '../../../lib/api/get-disabilities';

export const updateDisability = ({ id, changes }: { id: string; changes: DisabilityChanges }) =>
  api.patch<Disability>(`/api/disabilities/${encodeURIComponent(id)}`, changes);

export const useUpdateDisability = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisability,
    // Refetch the list; this also marks every cached guidance stale (it reads the list).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disabilitiesQuery().queryKey }),
  });
};
