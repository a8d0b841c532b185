import './case-styles';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconDownload, IconPlus, IconStethoscope } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type {
  CaseCondition,
  CaseElement,
  CaseProvider,
  CaseStatement,
} from '../../../contracts/case';
import { CenteredLoader } from '../../components/centered-loader';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { showFailureToast } from '../../lib/toast';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { useDeleteCondition } from './api/delete-condition';
import { useDeleteProvider } from './api/delete-provider';
import { useDeleteStatement } from './api/delete-statement';
import { useCase } from '../../lib/api/get-case';
import { useStartChatAbout } from './api/start-chat-about';
import { conditionTitle } from './components/condition-basis';
import { localToday } from '../../lib/format-date';
import { ConditionCard } from './components/condition-card';
import { ConditionFormDialog, type ConditionFormStart } from './components/condition-form-dialog';
import { DeleteConfirmDialog } from './components/delete-confirm-dialog';
import { PacketDialog } from './components/packet-dialog';
import { ProviderFormDialog } from './components/provider-form-dialog';
import { ProvidersSection } from './components/providers-section';
import { StatementDialog } from './components/statement-dialog';
import { StatementsSection, statementInSentence } from './components/statements-section';
import { SuggestionsSection } from './components/suggestions-section';
import { whatIsMissingFor } from './starter-questions';

/** Spec "My Case": the conditions claimed, the evidence each one needs, and the packet. */
/** `today`: the veteran's local date, injected by tests. */
export function CasePage({ today = localToday() }: { today?: string } = {}) {
  useDocumentTitle('My Case · Wingman');
  const [, navigate] = useLocation();
  const caseData = useCase();
  const conditionsTitleId = useId();
  // Each opening gets a fresh form (a new key), so nothing typed lingers from the last one.
  const [conditionForm, setConditionForm] = useState({
    start: { kind: 'new' } as ConditionFormStart,
    key: 0,
  });
  const [conditionFormOpened, conditionDialog] = useDisclosure(false);
  const [providerForm, setProviderForm] = useState<{ provider: CaseProvider | null; key: number }>({
    provider: null,
    key: 0,
  });
  const [providerFormOpened, providerDialog] = useDisclosure(false);
  const [statementFor, setStatementFor] = useState<{
    condition: CaseCondition;
    element: CaseElement;
  } | null>(null);
  const [packetOpened, packetDialog] = useDisclosure(false);
  const conditionRemoval = useConfirmedDelete<CaseCondition>(useDeleteCondition(), {
    success: 'Condition removed from your case.',
    failure: 'Failed to remove the condition. Please try again.',
  });
  const statementRemoval = useConfirmedDelete<CaseStatement>(useDeleteStatement(), {
    success: 'Statement removed.',
    failure: 'Failed to remove the statement. Please try again.',
  });
  const providerRemoval = useConfirmedDelete<CaseProvider>(useDeleteProvider(), {
    success: 'Provider removed.',
    failure: 'Failed to remove the provider. Please try again.',
  });
  const startChat = useStartChatAbout();
  useScrollToHash(caseData.isSuccess);

  const openConditionForm = (start: ConditionFormStart) => {
    setConditionForm((current) => ({ start, key: current.key + 1 }));
    conditionDialog.open();
  };
  const openProviderForm = (provider: CaseProvider | null) => {
    setProviderForm((current) => ({ provider, key: current.key + 1 }));
    providerDialog.open();
  };
  const ask = (condition: CaseCondition) =>
    startChat.mutate(whatIsMissingFor(conditionTitle(condition)), {
      onSuccess: () => navigate('/'),
      onError: () => showFailureToast('Error', 'Failed to create chat session. Please try again.'),
    });

  const addButton = (label: string) => (
    <Button
      leftSection={<IconPlus size={18} aria-hidden />}
      onClick={() => openConditionForm({ kind: 'new' })}
    >
      {label}
    </Button>
  );

  let body;
  if (caseData.isPending) {
    body = <CenteredLoader label="Loading your case..." />;
  } else if (caseData.isError) {
    body = (
      <LoadFailed
        what="your case"
        onRetry={() => void caseData.refetch()}
        retrying={caseData.isFetching}
      />
    );
  } else {
    const { conditions, suggestions, statements, providers } = caseData.data;
    body = (
      <>
        <section aria-labelledby={conditionsTitleId}>
          <Group justify="space-between" align="center" mb="md" gap="sm">
            <Title order={2} fz="h3" id={conditionsTitleId}>
              Conditions
            </Title>
            <Group gap="sm">
              {conditions.length > 0 && addButton('Add Condition')}
              {conditions.length > 0 && (
                <Button
                  variant="default"
                  leftSection={<IconDownload size={18} aria-hidden />}
                  onClick={packetDialog.open}
                >
                  Download Packet
                </Button>
              )}
            </Group>
          </Group>
          {conditions.length === 0 ? (
            <EmptyState
              icon={<IconStethoscope size={28} />}
              title="Your case is empty"
              order={3}
              action={addButton('Add Your First Condition')}
            >
              My Case lists each condition you claim and what VA needs to grant it: a diagnosis, an
              event in service and the link between them. Wingman marks what your documents and
              statements already show, what is still to get and how to get it, then fills VA&apos;s
              forms into a packet for you to sign.
            </EmptyState>
          ) : (
            <Stack gap="md">
              {conditions.map((condition) => (
                <ConditionCard
                  key={condition.id}
                  condition={condition}
                  onAddStatement={(element) => setStatementFor({ condition, element })}
                  onAsk={() => ask(condition)}
                  onEdit={() => openConditionForm({ kind: 'edit', condition })}
                  onDelete={() => conditionRemoval.ask(condition)}
                  today={today}
                />
              ))}
            </Stack>
          )}
        </section>
        <StatementsSection
          statements={statements}
          conditions={conditions}
          onDelete={statementRemoval.ask}
        />
        {conditions.length > 0 && (
          <Text size="sm">
            Someone saw what you went through?{' '}
            <Anchor component={Link} href="/witnesses">
              Ask a witness for a statement
            </Anchor>{' '}
            through a private link; their answers join your evidence when you add them.
          </Text>
        )}
        <Text size="sm">
          Not sure what else to claim?{' '}
          <Anchor component={Link} href="/finder">
            See what else you may be able to claim
          </Anchor>{' '}
          from where and when you served, your ratings and your documents.
        </Text>
        <SuggestionsSection
          suggestions={suggestions}
          onAdd={(suggestion) => openConditionForm({ kind: 'suggestion', suggestion })}
        />
        <ProvidersSection
          providers={providers}
          conditions={conditions}
          onAdd={() => openProviderForm(null)}
          onEdit={openProviderForm}
          onDelete={providerRemoval.ask}
        />
      </>
    );
  }

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <div>
          <Title order={1} fz="h2">
            My Case
          </Title>
          <Text mt={4} c="dimmed">
            The conditions you claim, the evidence each one needs, and your claim packet.
          </Text>
        </div>
        {body}
      </Stack>

      <ConditionFormDialog
        key={`condition-${conditionForm.key}`}
        opened={conditionFormOpened}
        start={conditionForm.start}
        onClose={conditionDialog.close}
      />
      <ProviderFormDialog
        key={`provider-${providerForm.key}`}
        opened={providerFormOpened}
        provider={providerForm.provider}
        conditions={caseData.data?.conditions ?? []}
        onClose={providerDialog.close}
      />
      {statementFor && (
        <StatementDialog
          key={`${statementFor.condition.id}-${statementFor.element.key}`}
          opened
          conditionId={statementFor.condition.id}
          conditionName={conditionTitle(statementFor.condition)}
          element={statementFor.element}
          onClose={() => setStatementFor(null)}
        />
      )}
      <PacketDialog opened={packetOpened} onClose={packetDialog.close} />
      <DeleteConfirmDialog removal={conditionRemoval} title="Delete Condition">
        Delete <strong>{conditionRemoval.target?.name}</strong> from your case, with the answers you
        gave about its evidence? Your documents and statements stay.
      </DeleteConfirmDialog>
      <DeleteConfirmDialog removal={statementRemoval} title="Delete Statement">
        Delete{' '}
        <strong>
          {statementRemoval.target ? statementInSentence(statementRemoval.target) : ''}
        </strong>
        ? It leaves your case and your packet.
      </DeleteConfirmDialog>
      <DeleteConfirmDialog removal={providerRemoval} title="Delete Provider">
        Delete <strong>{providerRemoval.target?.name}</strong> from your providers?
      </DeleteConfirmDialog>
    </Container>
  );
}
