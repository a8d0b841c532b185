import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalSummary } from '../../../../contracts/journal';
import { api } from '../../../lib/api-client';
import { JOURNAL_KEY } from './get-journal';

/** A condition's entries sorted under its criteria lines, in the schedule's words. */
export const getJournalSummary = (condition: string) =>
  api.get<JournalSummary>(`/api/journal/summary?${new URLSearchParams({ condition })}`);

export const journalSummaryQuery = (condition: string) =>
  queryOptions({
    queryKey: [JOURNAL_KEY, 'summary', condition.toLowerCase()],
    queryFn: () => getJournalSummary(condition),
  });

export const useJournalSummary = (condition: string) => useQuery(journalSummaryQuery(condition));
