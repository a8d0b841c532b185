import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExamReview } from '../../../../contracts/exams';
import { api } from '../../../lib/api-client';
import { examsQuery } from './get-exams';

/** The report's gaps beside the journal, the lanes that fit and a 21-4138 draft. */
export const getExamReview = (id: string) => api.get<ExamReview>(`/api/exams/${id}/review`);

export const examReviewQuery = (id: string) =>
  queryOptions({
    queryKey: [...examsQuery().queryKey, id, 'review'],
    queryFn: () => getExamReview(id),
  });

export const useExamReview = (id: string) => useQuery(examReviewQuery(id));
