import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { badgeTones } from '../../../lib/badge-tones';
import type { UploadItem, UploadStatus } from '../use-document-upload';

const STATUS_LABELS: Record<UploadStatus, string> = {
  uploading: 'Uploading...',
  analyzing: 'Analyzing...',
  completed: 'Completed',
  failed: 'Failed',
};

// Text colours at least 4.5:1 on white (the badge tones are checked by a test).
const STATUS_COLORS: Record<UploadStatus, string> = {
  uploading: 'navy',
  analyzing: 'navy',
  completed: badgeTones.green.background,
  failed: badgeTones.red.background,
};

type UploadListProps = { items: readonly UploadItem[]; onClearFinished: () => void };

/** Spec §2: each file's upload, with how many of its bytes have gone and what happens next. */
export function UploadList({ items, onClearFinished }: UploadListProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  const anyFinished = items.some((item) => item.status === 'completed' || item.status === 'failed');
  return (
    <section aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="h4" id={titleId}>
          Uploads
        </Title>
        {anyFinished && (
          <Button variant="subtle" size="xs" onClick={onClearFinished}>
            Clear finished
          </Button>
        )}
      </Group>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Paper component="li" key={item.key} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Text>
              <Text size="sm" c={STATUS_COLORS[item.status]} fw={600} style={{ flexShrink: 0 }}>
                {STATUS_LABELS[item.status]}
                {item.status === 'uploading' ? ` ${item.percent}%` : ''}
              </Text>
            </Group>
            <Progress
              mt={6}
              value={item.percent}
              color={STATUS_COLORS[item.status]}
              animated={item.status === 'analyzing'}
              aria-label={`Upload of ${item.name}`}
            />
            {item.status === 'failed' && item.message && (
              <Text size="sm" c="red.9" mt={6}>
                {item.message}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
