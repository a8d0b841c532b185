import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

type LoadFailedProps = { what: string; onRetry: () => void; retrying: boolean };

/** A list that could not be loaded says so and offers to try again, instead of looking empty. */
export function LoadFailed({ what, onRetry, retrying }: LoadFailedProps) {
  return (
    <Alert
      color="red.9"
      variant="outline"
      title={`We could not load ${what}`}
      icon={<IconAlertTriangle aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Please check your internet connection and try again. Nothing you saved has been lost.
        </Text>
        <Button size="xs" variant="default" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Trying again...' : 'Try Again'}
        </Button>
      </Stack>
    </Alert>
  );
}
