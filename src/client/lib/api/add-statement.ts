import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedStatement, StatementInput } from '../../../contracts/case';
import { api } from '../api-client';
import { caseQuery } from './get-case';

/** A personal or witness statement into My Case: from its evidence map, or the journal's draft. */
export const addStatement = (input: StatementInput) =>
  api.post<SavedStatement>('/api/case/statements', input);

export const useAddStatement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseQuery().queryKey }),
  });
};
