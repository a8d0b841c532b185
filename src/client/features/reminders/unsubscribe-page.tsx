import { Alert, Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBellOff, IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { Link, useSearch } from 'wouter';
import { NarrowPanel } from '../../components/narrow-panel';
import { ApiRequestError } from '../../lib/api-client';
import { serverMessage } from '../../lib/api-error';
import { useUser } from '../../lib/api/get-user';
import { useUnsubscribeReminders } from './api/unsubscribe-reminders';

const MISSING_TOKEN =
  'This link is missing part of its address. Open the link from the reminder e-mail again, or copy the whole link into your browser. You can also sign in and turn reminders off in Profile & Settings.';

/**
 * The link in a reminder e-mail. Opening it changes nothing (mail scanners open links); only
 * the button turns the reminders off.
 */
export function UnsubscribePage() {
  useDocumentTitle('Stop Deadline Reminders · Wingman');
  const token = new URLSearchParams(useSearch()).get('token');
  const signedIn = Boolean(useUser().data);
  const unsubscribe = useUnsubscribeReminders();
  const refused = unsubscribe.error instanceof ApiRequestError && unsubscribe.error.status === 400;

  return (
    <NarrowPanel>
      {unsubscribe.isSuccess ? (
        <Stopped message={unsubscribe.data.message} signedIn={signedIn} />
      ) : !token || refused ? (
        <LinkNotUsable
          message={(refused && serverMessage(unsubscribe.error)) || MISSING_TOKEN}
          signedIn={signedIn}
        />
      ) : (
        <Stack gap="md">
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={56} radius="xl" variant="light" color="navy" aria-hidden>
              <IconBellOff size={30} />
            </ThemeIcon>
            <Title order={1} fz="h2">
              Stop deadline reminders
            </Title>
            <Text>
              Wingman e-mails you 90, 30, 7 and 1 days before an intent to file, a review window or
              a Court deadline closes, in one e-mail a day at most. The button below turns these
              reminders off. Your claims and deadlines stay on My Claims.
            </Text>
          </Stack>
          {unsubscribe.isError && (
            <Alert color="red.9" variant="outline" icon={<IconAlertTriangle aria-hidden />}>
              The reminders could not be turned off just now. Please check your connection and try
              again.
            </Alert>
          )}
          <Button onClick={() => unsubscribe.mutate({ token })} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? 'Turning off...' : 'Stop deadline reminders'}
          </Button>
        </Stack>
      )}
    </NarrowPanel>
  );
}

function Stopped({ message, signedIn }: { message: string; signedIn: boolean }) {
  return (
    <Stack align="center" ta="center" gap="md" role="status">
      <ThemeIcon size={56} radius="xl" color="green.8" variant="light" aria-hidden>
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        Reminders stopped
      </Title>
      <Text>{message}</Text>
      {signedIn ? (
        <Button component={Link} href="/profile">
          Go to Profile &amp; Settings
        </Button>
      ) : (
        <Anchor component={Link} href="/" size="sm">
          Back to Home
        </Anchor>
      )}
    </Stack>
  );
}

function LinkNotUsable({ message, signedIn }: { message: string; signedIn: boolean }) {
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={56} radius="xl" color="red.8" variant="light" aria-hidden>
        <IconAlertTriangle size={30} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        This link does not work
      </Title>
      <Text>{message}</Text>
      {signedIn && (
        <Button component={Link} href="/profile">
          Turn reminders off in Profile &amp; Settings
        </Button>
      )}
      <Anchor component={Link} href="/" size="sm">
        Back to Home
      </Anchor>
    </Stack>
  );
}
