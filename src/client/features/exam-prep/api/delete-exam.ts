import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { examsQuery } from './get-exams';

export const deleteExam = (id: string) => api.delete<void>(`/api/exams/${id}`);

export const useDeleteExam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsQuery().queryKey }),
  });
};
