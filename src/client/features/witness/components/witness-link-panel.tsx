import {
  Paper,
  Button,
  CopyButton,
  Group,
  List,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import type { CreatedWitnessRequest } from '../../../../contracts/witness';
import { formatDate } from '../../../lib/format-date';

/** The private link, shown once, with how to pass it on safely. */
export function WitnessLinkPanel({
  created,
  onDone,
}: {
  created: CreatedWitnessRequest;
  onDone: () => void;
}) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const { request, link } = created;
  // The form that made the link is gone: focus moves here, where the link is.
  useEffect(() => title.current?.focus(), []);
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="green.0"
      style={{ borderColor: 'var(--mantine-color-green-7)' }}
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Title order={2} fz="h3" id={titleId} ref={title} tabIndex={-1}>
          Your link for {request.witnessName}
        </Title>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Private link"
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                color={copied ? 'green.8' : undefined}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm" fw={600}>
          Sharing it safely
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            Send it only to {request.witnessName}, from your own phone or e-mail. Anyone with the
            link can open it.
          </List.Item>
          <List.Item>
            It works once and until {formatDate(request.expiresAt)}. You will be able to read the
            answers here when they arrive.
          </List.Item>
          <List.Item>
            Wingman shows this link only now. If it gets lost, withdraw the request below and make a
            new one.
          </List.Item>
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
