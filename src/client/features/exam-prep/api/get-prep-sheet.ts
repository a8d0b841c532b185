import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrepSheet } from '../../../../contracts/exams';
import { api } from '../../../lib/api-client';

/** What the examiner will measure and ask for a condition, with what the record already shows. */
export const getPrepSheet = (condition: string) =>
  api.get<PrepSheet>(`/api/exam-prep?condition=${encodeURIComponent(condition)}`);

export const prepSheetQuery = (condition: string) =>
  queryOptions({
    queryKey: ['exam-prep', condition],
    queryFn: () => getPrepSheet(condition),
    // A condition with no sheet is an answer, not a failure to try again.
    retry: false,
  });

export const usePrepSheet = (condition: string | null) =>
  useQuery({ ...prepSheetQuery(condition ?? ''), enabled: Boolean(condition) });
