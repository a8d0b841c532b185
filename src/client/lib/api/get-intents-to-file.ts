import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IntentToFile } from '../../../contracts/intent-to-file';
import { api } from '../api-client';
import { localTimeZone } from '../format-date';

/** Each recorded intent to file with its year's end counted from the veteran's own today. */
export const getIntentsToFile = () =>
  api.get<IntentToFile[]>(`/api/intents-to-file?timeZone=${encodeURIComponent(localTimeZone())}`);

export const intentsToFileQuery = () =>
  queryOptions({ queryKey: ['intents-to-file'], queryFn: getIntentsToFile });

export const useIntentsToFile = () => useQuery(intentsToFileQuery());
