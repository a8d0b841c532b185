import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConditionSummary } from '../../../../contracts/conditions';
import { api } from '../../../lib/api-client';

/** How many suggestions the name field offers at a time. */
export const CONDITION_SUGGESTIONS = 8;

export const searchConditions = (q: string) =>
  api.get<ConditionSummary[]>(
    `/api/conditions?${new URLSearchParams({ q, limit: String(CONDITION_SUGGESTIONS) })}`,
  );

export const conditionSearchQuery = (q: string) =>
  queryOptions({ queryKey: ['conditions', 'search', q], queryFn: () => searchConditions(q) });

/** VA conditions matching what the veteran typed; nothing is asked for under two characters. */
export const useConditionSearch = (q: string) =>
  useQuery({
    ...conditionSearchQuery(q),
    enabled: q.length >= 2,
    // Keep the last suggestions while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
