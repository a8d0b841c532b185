import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntentToFileInput, SavedIntentToFile } from '../../../../contracts/intent-to-file';
import { api } from '../../../lib/api-client';
import { localTimeZone } from '../../../lib/format-date';
import { intentsToFileQuery } from '../../../lib/api/get-intents-to-file';

export const createIntentToFile = (input: IntentToFileInput) =>
  api.post<SavedIntentToFile>(
    `/api/intents-to-file?timeZone=${encodeURIComponent(localTimeZone())}`,
    input,
  );

export const useCreateIntentToFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIntentToFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intentsToFileQuery().queryKey }),
  });
};
