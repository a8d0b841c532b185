import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExamRecord } from '../../../../contracts/exams';
import { api } from '../../../lib/api-client';

export const getExams = () => api.get<ExamRecord[]>('/api/exams');

export const examsQuery = () => queryOptions({ queryKey: ['exams'], queryFn: getExams });

export const useExams = () => useQuery(examsQuery());
