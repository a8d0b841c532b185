import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { reportRequestFailure } from '../../../lib/report-request-failure';
import { saveAsFile } from '../../../lib/save-file';
import { useDownloadCalendar, type CalendarSource } from '../api/download-calendar';

/** The name to save under when the server's is missing (a proxy may drop the header). */
const FALLBACK_CALENDAR_NAME = 'wingman-deadlines.ics';

type AddToCalendarButtonProps = {
  source: CalendarSource;
  /** What goes on the calendar, for a screen reader: "the deadlines for Knee". */
  what: string;
};

/** Saves a record's deadlines, with reminder days before them, as a calendar file. */
export function AddToCalendarButton({ source, what }: AddToCalendarButtonProps) {
  const calendar = useDownloadCalendar();
  const download = () =>
    calendar.mutate(source, {
      onSuccess: ({ file, name }) => saveAsFile(name ?? FALLBACK_CALENDAR_NAME, file),
      onError: (error) =>
        reportRequestFailure(
          error,
          'Download failed',
          'The calendar file could not be downloaded. Please try again.',
        ),
    });

  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconCalendarPlus size={16} aria-hidden />}
      onClick={download}
      loading={calendar.isPending}
      // The name starts with the words on the button, so saying them presses it.
      aria-label={`Add to calendar: ${what}`}
    >
      Add to calendar
    </Button>
  );
}
