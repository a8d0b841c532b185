import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AfterExam, SavedAfterExamRecord } from '../../../../contracts/exams';
import { api } from '../../../lib/api-client';
import { examsQuery } from './get-exams';

/** The veteran's account of the exam, kept as their recollection. */
export const saveAfterExam = ({ id, answers }: { id: string; answers: AfterExam }) =>
  api.put<SavedAfterExamRecord>(`/api/exams/${id}/after-exam`, answers);

export const useSaveAfterExam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAfterExam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsQuery().queryKey }),
  });
};
