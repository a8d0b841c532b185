import type { QueryClient } from '@tanstack/react-query';
import { caseQuery } from '../../../lib/api/get-case';
import { JOURNAL_KEY } from './get-journal';

/** After a change, the journal's reads and My Case's evidence map, which lists the journal. */
export const journalChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [JOURNAL_KEY] }),
    queryClient.invalidateQueries({ queryKey: caseQuery().queryKey }),
  ]);
