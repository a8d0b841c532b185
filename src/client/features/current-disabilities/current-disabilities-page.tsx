import './current-disabilities-styles';
import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconPlus, IconShieldCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import type { Disability, Guidance } from '../../../contracts/disabilities';
import { householdOf } from '../../../contracts/profile';
import { CenteredLoader } from '../../components/centered-loader';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { AUTO_ATTACH_DISABILITY_KEY, leaveChatHandoff } from '../../lib/chat-handoff';
import { localToday } from '../../lib/format-date';
import { showFailureToast } from '../../lib/toast';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete';
import { useDeleteDisability } from './api/delete-disability';
import { useProfile } from '../../lib/api/get-profile';
import { useDisabilities } from '../../lib/api/get-disabilities';
import { useLoadDisabilityGuidance } from './api/get-disability-guidance';
import { useUpdateDisability } from './api/update-disability';
import { AddDisabilityDialog } from './components/add-disability-dialog';
import { CombinedRatingPanel } from './components/combined-rating-panel';
import { DisabilityCard } from './components/disability-card';
import { EditDisabilityDialog } from './components/edit-disability-dialog';
import { GuidanceDialog } from './components/guidance-dialog';
import { nameWithSide } from '../../../domain/conditions/disability-name';

type CurrentDisabilitiesPageProps = {
  /** The veteran's local date (YYYY-MM-DD); tests pass a fixed one. */
  today?: string;
};

export function CurrentDisabilitiesPage({ today = localToday() }: CurrentDisabilitiesPageProps) {
  useDocumentTitle('Current Disabilities · Wingman');
  const [, navigate] = useLocation();
  const listTitleId = useId();
  const disabilities = useDisabilities();
  // The dependents on Profile & Settings; until they load (or if they cannot), a veteran alone.
  const profile = useProfile();
  const household = profile.data ? householdOf(profile.data) : null;
  const [addOpened, addDialog] = useDisclosure(false);
  // What the dialogs show stays set while they close, so their text does not vanish mid-fade.
  const [shown, setShown] = useState<{ disability: Disability; guidance: Guidance } | null>(null);
  const [guidanceOpened, guidanceDialog] = useDisclosure(false);
  const [editing, setEditing] = useState<Disability | null>(null);
  const removal = useConfirmedDelete<Disability>(useDeleteDisability(), {
    success: 'Disability removed successfully.',
    failure: 'Failed to remove disability. Please try again.',
  });
  const loadGuidance = useLoadDisabilityGuidance();

  const viewGuidance = (disability: Disability) =>
    loadGuidance.mutate(disability.id, {
      onSuccess: (guidance) => {
        setShown({ disability, guidance });
        guidanceDialog.open();
      },
      onError: () =>
        showFailureToast('Error', 'Failed to get disability guidance. Please try again.'),
    });

  const saveCode = useUpdateDisability();
  const chooseCode = (disability: Disability, diagnosticCode: string) =>
    saveCode.mutate(
      { id: disability.id, changes: { diagnosticCode } },
      {
        onSuccess: (updated) => viewGuidance(updated),
        onError: () => showFailureToast('Error', 'Failed to save the code. Please try again.'),
      },
    );

  const askQuestion = (disability: Disability) => {
    leaveChatHandoff(AUTO_ATTACH_DISABILITY_KEY, disability.id);
    navigate('/');
  };

  const list = disabilities.data ?? [];
  const addButton = (label: string) => (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={addDialog.open}>
      {label}
    </Button>
  );

  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1} fz="h2">
              Current Disabilities
            </Title>
            <Text mt={4} c="dimmed">
              Track your rated disabilities and upgrade requirements
            </Text>
          </div>
          {addButton('Add Disability')}
        </Group>

        {disabilities.isPending ? (
          <CenteredLoader label="Loading your disabilities..." />
        ) : disabilities.isError ? (
          <LoadFailed
            what="your disabilities"
            onRetry={() => void disabilities.refetch()}
            retrying={disabilities.isFetching}
          />
        ) : list.length === 0 ? (
          <EmptyState
            icon={<IconShieldCheck size={28} />}
            title="No Disabilities Added"
            action={addButton('Add Your First Disability')}
          >
            Add each disability VA has rated, with its current percentage. Wingman then shows your
            combined rating with VA&apos;s math and what each condition needs for a higher rating.
          </EmptyState>
        ) : (
          <>
            <CombinedRatingPanel disabilities={list} today={today} household={household} />
            <section aria-labelledby={listTitleId}>
              <Title order={2} fz="h3" id={listTitleId} mb="md">
                Your Rated Disabilities
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {list.map((disability) => (
                  <DisabilityCard
                    key={disability.id}
                    disability={disability}
                    guidanceLoading={
                      loadGuidance.isPending && loadGuidance.variables === disability.id
                    }
                    guidanceBusy={loadGuidance.isPending}
                    onViewGuidance={() => viewGuidance(disability)}
                    onAskQuestion={() => askQuestion(disability)}
                    onEdit={() => setEditing(disability)}
                    onDelete={() => removal.ask(disability)}
                  />
                ))}
              </SimpleGrid>
            </section>
          </>
        )}
      </Stack>

      <AddDisabilityDialog opened={addOpened} onClose={addDialog.close} />
      {editing && <EditDisabilityDialog disability={editing} onClose={() => setEditing(null)} />}
      <GuidanceDialog
        opened={guidanceOpened}
        name={shown ? nameWithSide(shown.disability) : ''}
        guidance={shown?.guidance ?? null}
        onClose={guidanceDialog.close}
        onChooseCode={(code) => shown && chooseCode(shown.disability, code)}
        savingCode={saveCode.isPending ? (saveCode.variables.changes.diagnosticCode ?? null) : null}
      />
      <ConfirmDialog
        opened={removal.opened}
        title="Remove Disability"
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={removal.pending}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      >
        Remove <strong>{removal.target && nameWithSide(removal.target)}</strong> from your list?
        This only changes what Wingman tracks for you; it does not change anything with VA.
      </ConfirmDialog>
    </Container>
  );
}
