import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseProvider, ProviderInput } from '../../../../contracts/case';
import { api } from '../../../lib/api-client';
import { caseQuery } from '../../../lib/api/get-case';

export const addProvider = (input: ProviderInput) =>
  api.post<CaseProvider>('/api/case/providers', input);

export const useAddProvider = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseQuery().queryKey }),
  });
};
