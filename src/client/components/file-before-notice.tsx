import { Alert, Stack, Text } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import type { FileBefore } from '../../domain/finder/finder-content';
import { formatDate } from '../lib/format-date';

/**
 * "File before December 31, 2026": a rule's date to file before while its own deadline is in
 * doubt, with the doubt, the sources and when they were checked. The caller shows it only while
 * the date is ahead (fileBeforeAhead).
 */
export function FileBeforeNotice({ notice }: { notice: FileBefore }) {
  return (
    <Alert
      color="navy.8"
      variant="outline"
      radius="md"
      icon={<IconCalendarDue aria-hidden />}
      title={notice.title}
      role="note"
      data-testid="file-before-notice"
    >
      <Stack gap={4}>
        <Text size="sm">{notice.advice}</Text>
        <Text size="xs">
          <Text span fw={600} inherit>
            In doubt:
          </Text>{' '}
          {notice.doubt}
        </Text>
        <Text size="xs" c="dimmed">
          {notice.citation}. Sources: {notice.sources.join('; ')}; last checked{' '}
          {formatDate(notice.checkedOn)}.
        </Text>
      </Stack>
    </Alert>
  );
}
