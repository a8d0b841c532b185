import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalEntry } from '../../../../contracts/journal';
import { api } from '../../../lib/api-client';

/** Every entry of the veteran's journal, newest first. */
export const getJournal = () => api.get<JournalEntry[]>('/api/journal');

/** Every read of the journal starts with this key, so a change refreshes them all. */
export const JOURNAL_KEY = 'journal';

export const journalQuery = () =>
  queryOptions({ queryKey: [JOURNAL_KEY, 'entries'], queryFn: getJournal });

export const useJournal = () => useQuery(journalQuery());
