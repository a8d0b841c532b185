import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntentToFileInput, SavedIntentToFile } from '../../../../contracts/intent-to-file';
import { api } from '../../../lib/api-client';
import { localTimeZone } from '../../../lib/format-date';
import { intentsToFileQuery } from '../../../lib/api/get-intents-to-file';

export const updateIntentToFile = ({ id, input }: { id: string; input: IntentToFileInput }) =>
  api.put<SavedIntentToFile>(
    `/api/intents-to-file/${encodeURIComponent(id)}?timeZone=${encodeURIComponent(localTimeZone())}`,
    input,
  );

export const useUpdateIntentToFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIntentToFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intentsToFileQuery().queryKey }),
  });
};
