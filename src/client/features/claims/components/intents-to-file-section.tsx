import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { IntentToFile } from '../../../../contracts/intent-to-file';
import { CenteredLoader } from '../../../components/centered-loader';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed } from '../../../components/load-failed';
import { useIntentsToFile } from '../../../lib/api/get-intents-to-file';
import { formatDate } from '../../../lib/format-date';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useDeleteIntentToFile } from '../api/delete-intent-to-file';
import { IntentToFileCard } from './intent-to-file-card';
import { IntentToFileFormDialog } from './intent-to-file-form-dialog';

// Still running first, then by the day VA received them, newest first.
const stateOrder: Record<IntentToFile['state'], number> = { open: 0, used: 1, lapsed: 2 };
const byUrgency = (a: IntentToFile, b: IntentToFile) =>
  stateOrder[a.state] - stateOrder[b.state] || b.receivedDate.localeCompare(a.receivedDate);

/** My Claims' intents to file: what one does, the ones recorded, and recording another. */
export function IntentsToFileSection({ today }: { today: string }) {
  const intents = useIntentsToFile();
  const titleId = useId();
  // Each opening gets a fresh form: a new key to record one, the intent's own to edit it.
  const [formOpened, formDialog] = useDisclosure(false);
  const [editing, setEditing] = useState<{ intent: IntentToFile | null; key: number }>({
    intent: null,
    key: 0,
  });
  const removal = useConfirmedDelete<IntentToFile>(useDeleteIntentToFile(), {
    success: 'Intent to file removed successfully.',
    failure: 'Failed to remove intent to file. Please try again.',
  });

  const openForm = (intent: IntentToFile | null) => {
    setEditing((current) => ({ intent, key: current.key + 1 }));
    formDialog.open();
  };

  const list = [...(intents.data ?? [])].sort(byUrgency);

  return (
    <section aria-labelledby={titleId}>
      <Group justify="space-between" align="center" mb={4} gap="sm">
        <Title order={2} fz="h3" id={titleId}>
          Intents to file
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openForm(null)}>
          Record intent to file
        </Button>
      </Group>
      <Text c="dimmed" size="sm" mb="md" maw={640}>
        An intent to file tells VA you plan to claim. It holds that day as your date of claim for a
        year while you gather evidence: if the complete claim reaches VA within the year and is
        granted, payments can start from that day.
      </Text>
      {intents.isPending ? (
        <CenteredLoader label="Loading your intents to file" />
      ) : intents.isError ? (
        <LoadFailed
          what="your intents to file"
          onRetry={() => void intents.refetch()}
          retrying={intents.isFetching}
        />
      ) : list.length === 0 ? (
        <Paper withBorder radius="lg" p="md">
          <Text size="sm">
            No intents to file recorded. If you have made one, record it here and Wingman shows the
            last day to submit your claim.
          </Text>
        </Paper>
      ) : (
        <Stack gap="md">
          {list.map((intent) => (
            <IntentToFileCard
              key={intent.id}
              intent={intent}
              onEdit={() => openForm(intent)}
              onDelete={() => removal.ask(intent)}
            />
          ))}
        </Stack>
      )}

      <IntentToFileFormDialog
        key={editing.key}
        opened={formOpened}
        intent={editing.intent}
        today={today}
        onClose={formDialog.close}
      />
      <ConfirmDialog
        opened={removal.opened}
        title="Delete Intent to File"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={removal.pending}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      >
        Delete the intent to file received{' '}
        <strong>{removal.target ? formatDate(removal.target.receivedDate) : ''}</strong> from your
        records? This only changes Wingman&apos;s records; it does not withdraw anything you filed
        with VA.
      </ConfirmDialog>
    </section>
  );
}
