import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { localTimeZone } from '../../../lib/format-date';

/** The claim's open deadlines as an .ics file, counted from the veteran's own today. */
export const downloadClaimCalendar = (id: string) =>
  api.download(
    `/api/claims/${encodeURIComponent(id)}/calendar.ics?timeZone=${encodeURIComponent(localTimeZone())}`,
  );

// A mutation, not a query: the file is saved, never kept in the cache.
export const useDownloadClaimCalendar = () => useMutation({ mutationFn: downloadClaimCalendar });
