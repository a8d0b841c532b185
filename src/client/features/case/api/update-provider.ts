import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseProvider, ProviderInput } from '../../../../contracts/case';
import { api } from '../../../lib/api-client';
import { caseQuery } from '../../../lib/api/get-case';

export const updateProvider = ({ id, changes }: { id: string; changes: ProviderInput }) =>
  api.patch<CaseProvider>(`/api/case/providers/${encodeURIComponent(id)}`, changes);

export const useUpdateProvider = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseQuery().queryKey }),
  });
};
