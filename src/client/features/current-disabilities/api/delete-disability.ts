import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { disabilitiesQuery } from '../../../lib/api/get-disabilities';

export const deleteDisability = (id: string) =>
  api.delete<undefined>(`/api/disabilities/${encodeURIComponent(id)}`);

export const useDeleteDisability = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDisability,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disabilitiesQuery().queryKey }),
  });
};
