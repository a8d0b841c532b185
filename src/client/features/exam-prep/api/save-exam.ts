import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExamInput, ExamRecord } from '../../../../contracts/exams';
import { api } from '../../../lib/api-client';
import { examsQuery } from './get-exams';

type SaveExam = { id?: string; input: ExamInput };

/** Records a new exam, or changes one's condition, date or linked report. */
export const saveExam = ({ id, input }: SaveExam) =>
  id ? api.put<ExamRecord>(`/api/exams/${id}`, input) : api.post<ExamRecord>('/api/exams', input);

export const useSaveExam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExam,
    // The exams list and every review under it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsQuery().queryKey }),
  });
};
