import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConditionDetail } from '../../../../contracts/conditions';
import { api } from '../../../lib/api-client';

export const getCondition = (code: string) =>
  api.get<ConditionDetail>(`/api/conditions/${encodeURIComponent(code)}`);

export const conditionQuery = (code: string) =>
  queryOptions({
    queryKey: ['conditions', 'by-code', code],
    queryFn: () => getCondition(code),
    // Reference data: it does not change while the app runs.
    staleTime: Infinity,
  });

/** The VA condition of a saved diagnostic code, for the rules of the fields that depend on it. */
export const useCondition = (code: string | null) =>
  useQuery({ ...conditionQuery(code ?? ''), enabled: code !== null });
