import './claims-styles';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconFileDescription, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { Claim } from '../../../contracts/claims';
import { BackPayDialog } from '../../components/back-pay/back-pay-dialog';
import { mostUrgentFirst } from '../../../domain/deadlines/claim-deadlines';
import { CenteredLoader } from '../../components/centered-loader';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { localToday } from '../../lib/format-date';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete';
import { useDeleteClaim } from './api/delete-claim';
import { useClaims } from '../../lib/api/get-claims';
import { ChatHistorySection } from './components/chat-history-section';
import { ClaimCard } from './components/claim-card';
import { ClaimFormDialog } from './components/claim-form-dialog';
import { EmailRemindersHint } from './components/email-reminders-hint';
import { IntentsToFileSection } from './components/intents-to-file-section';

type ClaimsPageProps = {
  /** The veteran's local date (YYYY-MM-DD): new claims default to it, and no date may pass it. */
  today?: string;
};

export function ClaimsPage({ today = localToday() }: ClaimsPageProps) {
  useDocumentTitle('My Claims · Wingman');
  const claims = useClaims();
  const historyTitleId = useId();
  // Each opening gets a fresh form: a new key for a new claim, the claim's id for an edit.
  const [formOpened, formDialog] = useDisclosure(false);
  const [editing, setEditing] = useState<{ claim: Claim | null; key: number }>({
    claim: null,
    key: 0,
  });
  // A fresh estimate for each opening, from the claim it was opened on.
  const [backPay, setBackPay] = useState<{ claim: Claim; key: number } | null>(null);
  const removal = useConfirmedDelete<Claim>(useDeleteClaim(), {
    success: 'Claim removed successfully.',
    failure: 'Failed to remove claim. Please try again.',
  });

  const openForm = (claim: Claim | null) => {
    setEditing((current) => ({ claim, key: current.key + 1 }));
    formDialog.open();
  };

  const list = mostUrgentFirst(claims.data ?? []);
  const addButton = (label: string) => (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openForm(null)}>
      {label}
    </Button>
  );

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <div>
          <Title order={1} fz="h2">
            My Claims
          </Title>
          <Text mt={4} c="dimmed">
            Keep track of your intents to file, the claims you have filed, VA&apos;s decisions and
            the deadlines that follow them.
          </Text>
        </div>

        <EmailRemindersHint />

        <IntentsToFileSection today={today} />

        <section aria-labelledby={historyTitleId}>
          <Group justify="space-between" align="center" mb="md" gap="sm">
            <Title order={2} fz="h3" id={historyTitleId}>
              Claims History
            </Title>
            {addButton('Add Claim')}
          </Group>
          {claims.isPending ? (
            <CenteredLoader label="Loading Your Claims" />
          ) : claims.isError ? (
            <LoadFailed
              what="your claims"
              onRetry={() => void claims.refetch()}
              retrying={claims.isFetching}
            />
          ) : list.length === 0 ? (
            <EmptyState icon={<IconFileDescription size={28} />} title="No Claims Yet" order={3}>
              When you file a claim with VA, add it here with its status. Once VA decides, add the
              decision date and Wingman shows how long you have to ask for a review.
            </EmptyState>
          ) : (
            <Stack gap="md">
              {list.map((claim) => (
                <ClaimCard
                  key={claim.id}
                  claim={claim}
                  onEdit={() => openForm(claim)}
                  onDelete={() => removal.ask(claim)}
                  onEstimateBackPay={() =>
                    setBackPay((current) => ({ claim, key: (current?.key ?? 0) + 1 }))
                  }
                />
              ))}
            </Stack>
          )}
        </section>

        <ChatHistorySection />
      </Stack>

      <ClaimFormDialog
        key={editing.key}
        opened={formOpened}
        claim={editing.claim}
        today={today}
        onClose={formDialog.close}
      />
      {backPay && (
        <BackPayDialog
          key={backPay.key}
          opened
          onClose={() => setBackPay(null)}
          start={{
            title: backPay.claim.disabilityName,
            condition: backPay.claim.disabilityName,
            claimReceived: backPay.claim.submittedDate,
            intentToFile: backPay.claim.intentToFileDate,
            decisionDate: backPay.claim.decisionDate,
          }}
        />
      )}
      <ConfirmDialog
        opened={removal.opened}
        title="Delete Claim"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={removal.pending}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      >
        Delete the claim for <strong>{removal.target?.disabilityName}</strong> from your history?
        This only changes Wingman&apos;s records; it does not withdraw anything you filed with VA.
      </ConfirmDialog>
    </Container>
  );
}
