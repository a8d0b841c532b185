import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntryInput, SavedJournalEntry } from '../../../../contracts/journal';
import { api } from '../../../lib/api-client';
import { journalChanged } from './journal-changed';

export const updateEntry = ({ id, input }: { id: string; input: JournalEntryInput }) =>
  api.put<SavedJournalEntry>(`/api/journal/${encodeURIComponent(id)}`, input);

export const useUpdateEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEntry, onSuccess: () => journalChanged(queryClient) });
};
