import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  conditionSearchQuerySchema,
  type ConditionSummary,
} from '../../../../contracts/conditions';
import { api } from '../../../lib/api-client';

/** How many suggestions the name field offers at a time. */
export const CONDITION_SUGGESTIONS = 8;

/** The longest search text the server accepts, read from the shared contract. */
const MAX_QUERY_LENGTH = conditionSearchQuerySchema.shape.q.unwrap().maxLength ?? undefined;

/** What is sent for what the veteran typed: trimmed, and cut to the contract's limit. */
export const conditionSearchText = (typed: string) => typed.trim().slice(0, MAX_QUERY_LENGTH);

export const searchConditions = (q: string) =>
  api.get<ConditionSummary[]>(
    `/api/conditions?${new URLSearchParams({ q, limit: String(CONDITION_SUGGESTIONS) })}`,
  );

export const conditionSearchQuery = (typed: string) => {
  const q = conditionSearchText(typed);
  return queryOptions({
    queryKey: ['conditions', 'search', q],
    queryFn: () => searchConditions(q),
  });
};

/** VA conditions matching what the veteran typed; nothing is asked for under two characters. */
export const useConditionSearch = (typed: string) =>
  useQuery({
    ...conditionSearchQuery(typed),
    enabled: conditionSearchText(typed).length >= 2,
    // Keep the last suggestions while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
