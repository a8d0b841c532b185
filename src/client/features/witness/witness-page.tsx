import './witness-styles';
import {
  Alert,
  Anchor,
  Blockquote,
  Button,
  Container,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconClockX } from '@tabler/icons-react';
import { useLayoutEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { WitnessInvitation, WitnessSent } from '../../../contracts/witness';
import { CenteredLoader } from '../../components/centered-loader';
import { NarrowPanel } from '../../components/narrow-panel';
import { SafetyNotice } from '../../components/safety-notice';
import { ApiRequestError } from '../../lib/api-client';
import { serverMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { useWitnessInvitation } from './api/get-witness-invitation';
import { WitnessAnswersForm } from './components/witness-answers-form';

const NOT_USABLE_TITLES: Record<number, string> = {
  404: 'This link does not work',
  409: 'This statement was already sent',
  410: 'This link has expired',
};

/**
 * The page a witness opens from the link the veteran shared: no account, nothing of the
 * veteran's case but the condition's name, and a guided form sent once.
 */
export function WitnessPage() {
  useDocumentTitle('A Statement for a Veteran · Wingman');
  const { token = '' } = useParams<{ token: string }>();
  const invitation = useWitnessInvitation(token);
  const [sent, setSent] = useState<WitnessSent | null>(null);

  if (sent) return <Sent sent={sent} veteranName={invitation.data?.veteranName ?? 'the veteran'} />;
  if (invitation.isPending) return <CenteredLoader label="Opening the link..." />;
  if (invitation.isError) {
    const status = invitation.error instanceof ApiRequestError ? invitation.error.status : 0;
    const title = NOT_USABLE_TITLES[status];
    if (title)
      return (
        <NotUsable
          title={title}
          message={serverMessage(invitation.error) ?? ''}
          expired={status === 410}
        />
      );
    return (
      <NarrowPanel>
        <Stack gap="md">
          <Title order={1} fz="h2">
            We could not open this link
          </Title>
          <Text>Please check your internet connection and try again.</Text>
          <Button onClick={() => void invitation.refetch()} disabled={invitation.isFetching}>
            Try Again
          </Button>
        </Stack>
      </NarrowPanel>
    );
  }
  return (
    <Container size={720} px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Introduction invitation={invitation.data} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <WitnessAnswersForm
            token={token}
            veteranName={invitation.data.veteranName}
            onSent={setSent}
          />
        </Paper>
      </Stack>
    </Container>
  );
}

function Introduction({ invitation }: { invitation: WitnessInvitation }) {
  const { veteranName, witnessName, conditionName, whatTheySaw, expiresAt } = invitation;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        A statement for {veteranName}
      </Title>
      <Text>
        Hello {witnessName}. {veteranName} is preparing a VA disability claim for{' '}
        <strong>{conditionName}</strong> and asked you for a statement of what you have seen. You do
        not need an account, and this takes about 15 minutes.
      </Text>
      {whatTheySaw && (
        <div>
          <Text size="sm" fw={600}>
            {veteranName}&apos;s note for you:
          </Text>
          <Blockquote
            p="sm"
            mt={4}
            color="navy"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {whatTheySaw}
          </Blockquote>
        </div>
      )}
      <Alert variant="light" color="navy" title="How this works">
        <Stack gap={6}>
          <Text size="sm">
            Your answers go to {veteranName} exactly as you write them. {veteranName} reads them and
            decides whether to send them to VA on VA Form 21-10210 (Lay/Witness Statement), which
            you can sign later.
          </Text>
          <Text size="sm">
            You can send your answers once. This link works until {formatDate(expiresAt)}. VA
            decides every claim; a statement helps VA understand what you saw.
          </Text>
        </Stack>
      </Alert>
    </Stack>
  );
}

function Sent({ sent, veteranName }: { sent: WitnessSent; veteranName: string }) {
  // The page kept the form's scroll, at its Send button: the thanks start at the top.
  useLayoutEffect(() => window.scrollTo(0, 0), []);
  const confirmation = (
    <Stack align="center" ta="center" gap="md" role="status">
      <ThemeIcon size={56} radius="xl" color="green.8" variant="light" aria-hidden>
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        Statement sent
      </Title>
      <Text>{sent.message}</Text>
      <Text size="sm">You can close this page now.</Text>
    </Stack>
  );
  if (sent.safety.level === 'none') return <NarrowPanel>{confirmation}</NarrowPanel>;
  // What the witness wrote may be a worry for the veteran's life: the Crisis Line takes their call.
  return (
    <Container size={640} px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        {confirmation}
        <SafetyNotice
          level={sent.safety.level}
          reader={{ kind: 'witness', veteranName }}
          focusOnShow
        />
      </Stack>
    </Container>
  );
}

function NotUsable({
  title,
  message,
  expired,
}: {
  title: string;
  message: string;
  expired: boolean;
}) {
  return (
    <NarrowPanel>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon
          size={56}
          radius="xl"
          color={expired ? 'navy' : 'red.8'}
          variant="light"
          aria-hidden
        >
          {expired ? <IconClockX size={30} /> : <IconAlertTriangle size={30} />}
        </ThemeIcon>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text>{message}</Text>
        <Anchor component={Link} href="/" size="sm">
          About Wingman
        </Anchor>
      </Stack>
    </NarrowPanel>
  );
}
