import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { intentsToFileQuery } from '../../../lib/api/get-intents-to-file';

export const deleteIntentToFile = (id: string) =>
  api.delete<undefined>(`/api/intents-to-file/${encodeURIComponent(id)}`);

export const useDeleteIntentToFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIntentToFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intentsToFileQuery().queryKey }),
  });
};
