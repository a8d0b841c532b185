import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExamChoices } from '../../../../contracts/exams';
import { api } from '../../../lib/api-client';

/** The exams a sheet is kept for, and the veteran's conditions that have one. */
export const getExamChoices = () => api.get<ExamChoices>('/api/exam-prep/choices');

export const examChoicesQuery = () =>
  queryOptions({ queryKey: ['exam-prep', 'choices'], queryFn: getExamChoices });

export const useExamChoices = () => useQuery(examChoicesQuery());
