import './witness-styles';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { CreatedWitnessRequest, WitnessRequest } from '../../../contracts/witness';
import { CenteredLoader } from '../../components/centered-loader';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { useProfile } from '../../lib/api/get-profile';
import { serverMessage } from '../../lib/api-error';
import { showFailureToast, showSuccessToast } from '../../lib/toast';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete';
import { useAcceptWitnessRequest } from './api/accept-witness-request';
import { useWitnessRequests } from './api/get-witness-requests';
import { useWithdrawWitnessRequest } from './api/withdraw-witness-request';
import { WitnessInviteForm, type InviteStart } from './components/witness-invite-form';
import { WitnessLinkPanel } from './components/witness-link-panel';
import { WitnessFormDialog } from './components/witness-form-dialog';
import { WitnessRequestCard } from './components/witness-request-card';

/** `/witnesses?invite=1&condition=…&relationship=…` opens the form filled in (chat links). */
function inviteFromAddress(search: string): InviteStart | null {
  const params = new URLSearchParams(search);
  if (params.get('invite') !== '1') return null;
  return {
    conditionName: params.get('condition') ?? '',
    relationship: params.get('relationship') ?? '',
  };
}

/** Witness statements: ask someone through a private link, read their answers, add them. */
export function WitnessesPage() {
  useDocumentTitle('Witness Statements · Wingman');
  const requests = useWitnessRequests();
  const displayName = useProfile().data?.displayName ?? 'your display name';
  const search = useSearch();
  const [, navigate] = useLocation();
  const [invite, setInvite] = useState(() => {
    const start = inviteFromAddress(search);
    return {
      start: start ?? { conditionName: '', relationship: '' },
      open: start !== null,
      key: 0,
    };
  });
  const [created, setCreated] = useState<CreatedWitnessRequest | null>(null);
  // The witness whose VA Form 21-10210 is being downloaded, asked for the veteran's numbers.
  const [formFor, setFormFor] = useState<WitnessRequest | null>(null);
  const accept = useAcceptWitnessRequest();
  const withdrawal = useConfirmedDelete<WitnessRequest>(useWithdrawWitnessRequest(), {
    success: 'The request was withdrawn; its link no longer works.',
    failure: 'The request could not be withdrawn. Please try again.',
  });
  const listTitleId = useId();
  const inviteTitleId = useId();

  const openInvite = () =>
    setInvite((current) => ({
      start: { conditionName: '', relationship: '' },
      open: true,
      key: current.key + 1,
    }));

  // A chat's prefilled address is used once: reloading the page does not reopen the form.
  const closeInvite = () => {
    setInvite((current) => ({ ...current, open: false }));
    if (search) navigate('/witnesses', { replace: true });
  };

  const addToCase = (request: WitnessRequest) =>
    accept.mutate(request.id, {
      onSuccess: () =>
        showSuccessToast('Added to My Case', `${request.witnessName}'s statement is in My Case.`),
      onError: (error) =>
        showFailureToast(
          'Error',
          serverMessage(error) ?? 'The statement could not be added. Please try again.',
        ),
    });

  return (
    <Container size="md" px="md" py="lg">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Witness Statements</Title>
          <Text>
            Someone who saw what you live with, a spouse, a friend, someone you served with, can
            tell VA in their own words. Ask them here: they get a private link, answer a few guided
            questions without an account, and you read their answers before anything goes in your
            case. VA decides how much weight a statement carries.
          </Text>
          <Anchor component={Link} href="/case" size="sm">
            Back to My Case
          </Anchor>
        </Stack>

        {created && <WitnessLinkPanel created={created} onDone={() => setCreated(null)} />}

        {invite.open ? (
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby={inviteTitleId}
          >
            <Title order={2} fz="h3" id={inviteTitleId} mb="md">
              Ask someone for a statement
            </Title>
            <WitnessInviteForm
              key={invite.key}
              start={invite.start}
              displayName={displayName}
              onCreated={(made) => {
                setCreated(made);
                closeInvite();
              }}
              onCancel={closeInvite}
            />
          </Paper>
        ) : (
          <Group>
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={openInvite}>
              Ask someone for a statement
            </Button>
          </Group>
        )}

        <section aria-labelledby={listTitleId}>
          <Title order={2} fz="h3" id={listTitleId} mb="sm">
            Your requests
          </Title>
          {requests.isPending ? (
            <CenteredLoader label="Loading your requests..." />
          ) : requests.isError ? (
            <LoadFailed
              what="your requests"
              onRetry={() => void requests.refetch()}
              retrying={requests.isFetching}
            />
          ) : requests.data.length === 0 ? (
            <EmptyState icon={<IconUsers size={28} />} title="No requests yet" order={3}>
              When you ask someone for a statement, their request shows here with its state, and
              their answers once they send them.
            </EmptyState>
          ) : (
            <Stack gap="sm">
              {requests.data.map((request) => (
                <WitnessRequestCard
                  key={request.id}
                  request={request}
                  onAccept={addToCase}
                  accepting={accept.isPending && accept.variables === request.id}
                  onDownload={setFormFor}
                  onWithdraw={withdrawal.ask}
                />
              ))}
            </Stack>
          )}
        </section>
      </Stack>
      <ConfirmDialog
        opened={withdrawal.opened}
        title={withdrawal.target?.answers ? 'Remove this request?' : 'Withdraw this request?'}
        confirmLabel={withdrawal.target?.answers ? 'Remove' : 'Withdraw'}
        pendingLabel="Withdrawing..."
        pending={withdrawal.pending}
        onConfirm={withdrawal.confirm}
        onCancel={withdrawal.cancel}
      >
        {withdrawal.target?.answers
          ? `${withdrawal.target.witnessName}'s answers will be deleted from this page. A statement already added to My Case stays there.`
          : `The link you sent ${withdrawal.target?.witnessName ?? ''} will stop working.`}
      </ConfirmDialog>
      <WitnessFormDialog request={formFor} onClose={() => setFormFor(null)} />
    </Container>
  );
}
