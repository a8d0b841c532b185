import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { journalChanged } from './journal-changed';

export const deleteEntry = (id: string) =>
  api.delete<undefined>(`/api/journal/${encodeURIComponent(id)}`);

export const useDeleteEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEntry, onSuccess: () => journalChanged(queryClient) });
};
