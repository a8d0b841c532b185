import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntryInput, SavedJournalEntry } from '../../../../contracts/journal';
import { api } from '../../../lib/api-client';
import { journalChanged } from './journal-changed';

export const createEntry = (input: JournalEntryInput) =>
  api.post<SavedJournalEntry>('/api/journal', input);

export const useCreateEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEntry, onSuccess: () => journalChanged(queryClient) });
};
