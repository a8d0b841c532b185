import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { reportRequestFailure } from '../../../lib/report-request-failure';
import { saveAsFile } from '../../../lib/save-file';
import { useDownloadClaimCalendar } from '../api/download-claim-calendar';

/** The name to save under when the server's is missing (a proxy may drop the header). */
const FALLBACK_CALENDAR_NAME = 'wingman-deadlines.ics';

type AddToCalendarButtonProps = { claimId: string; disabilityName: string };

/** Saves the claim's deadlines, with reminder days before them, as a calendar file. */
export function AddToCalendarButton({ claimId, disabilityName }: AddToCalendarButtonProps) {
  const calendar = useDownloadClaimCalendar();
  const download = () =>
    calendar.mutate(claimId, {
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
      aria-label={`Add the deadlines for ${disabilityName} to your calendar`}
    >
      Add to calendar
    </Button>
  );
}
