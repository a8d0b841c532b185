import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseStatement, StatementInput } from '../../../../contracts/case';
import { api } from '../../../lib/api-client';
import { caseQuery } from './get-case';

export const addStatement = (input: StatementInput) =>
  api.post<CaseStatement>('/api/case/statements', input);

export const useAddStatement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseQuery().queryKey }),
  });
};
