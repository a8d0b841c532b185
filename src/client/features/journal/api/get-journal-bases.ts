import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalBases } from '../../../../contracts/journal';
import { api } from '../../../lib/api-client';
import { JOURNAL_KEY } from './get-journal';

/** The bases with their questions and criteria lines, and the one that fits `condition`. */
export const getJournalBases = (condition: string) =>
  api.get<JournalBases>(
    `/api/journal/bases${condition ? `?${new URLSearchParams({ condition })}` : ''}`,
  );

export const journalBasesQuery = (condition = '') =>
  queryOptions({
    queryKey: [JOURNAL_KEY, 'bases', condition.trim().toLowerCase()],
    queryFn: () => getJournalBases(condition.trim()),
  });

/** While a new name's fit loads, the last answer stays, so the questions do not flicker away. */
export const useJournalBases = (condition = '') =>
  useQuery({ ...journalBasesQuery(condition), placeholderData: keepPreviousData });
