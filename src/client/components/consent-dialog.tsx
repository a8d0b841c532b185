import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { countOf } from '../../domain/wording/count-of';

type ConsentDialogProps = {
  opened: boolean;
  fileCount: number;
  pending: boolean;
  onAgree: () => void;
  onDecline: () => void;
};

/** Spec §4/§9: asked once, before the first upload; nothing is sent unless the veteran agrees. */
export function ConsentDialog({
  opened,
  fileCount,
  pending,
  onAgree,
  onDecline,
}: ConsentDialogProps) {
  return (
    <Modal opened={opened} onClose={onDecline} title="Before You Upload" centered size="lg">
      <Stack gap="md">
        <Text>Please read this before your first upload:</Text>
        <List spacing="xs">
          <List.Item>Wingman is not a healthcare provider.</List.Item>
          <List.Item>Wingman is not a HIPAA-covered entity.</List.Item>
          <List.Item>
            By uploading, you consent to Wingman handling your documents as described in our{' '}
            <Anchor component={Link} href="/privacy" inherit>
              privacy policy
            </Anchor>
            .
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          If you choose Not Now, nothing is uploaded
          {fileCount > 0 ? ` (${countOf(fileCount, 'file')} waiting)` : ''}.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDecline} data-autofocus>
            Not Now
          </Button>
          <Button onClick={onAgree} disabled={pending}>
            {pending ? 'Saving...' : 'I Agree and Upload'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
