import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { localTimeZone } from '../../../lib/format-date';

/** Whose dates the file holds: a claim's open deadlines, or the last day of an intent to file. */
export type CalendarSource = { kind: 'claim' | 'intent-to-file'; id: string };

const collections: Record<CalendarSource['kind'], string> = {
  claim: 'claims',
  'intent-to-file': 'intents-to-file',
};

/** The record's dates as an .ics file, counted from the veteran's own today. */
export const downloadCalendar = ({ kind, id }: CalendarSource) =>
  api.download(
    `/api/${collections[kind]}/${encodeURIComponent(id)}/calendar.ics?timeZone=${encodeURIComponent(localTimeZone())}`,
  );

// A mutation, not a query: the file is saved, never kept in the cache.
export const useDownloadCalendar = () => useMutation({ mutationFn: downloadCalendar });
