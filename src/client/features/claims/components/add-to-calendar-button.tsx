import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { reportRequestFailure } from '../../../lib/report-request-failure';
import { saveAsFile } from '../../../lib/save-file';
import { useDownloadCalendar, type CalendarSource } from '../api/download-calendar';

/** The name to save under when the server's is missing (a proxy may drop the header). */
const FALLBACK_CALENDAR_NAME = 'wingman-deadlines.ics';

type AddToCalendarButtonProps = {
  source: CalendarSource;
  /** What the button adds, for a screen reader ("Add the deadlines for Knee to your calendar"). */
  label: string;
};

/** Saves a record's deadlines, with reminder days before them, as a calendar file. */
export function AddToCalendarButton({ source, label }: AddToCalendarButtonProps) {
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
      aria-label={label}
    >
      Add to calendar
    </Button>
  );
}
