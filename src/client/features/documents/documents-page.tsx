import './documents-styles';
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFiles } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { DocumentDto } from '../../../contracts/documents';
import { CenteredLoader } from '../../components/centered-loader';
import { BackPayDialog } from '../../components/back-pay/back-pay-dialog';
import type { BackPayStart } from '../../components/back-pay/back-pay-values';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { AUTO_ATTACH_DOCUMENT_KEY, leaveChatHandoff } from '../../lib/chat-handoff';
import { showFailureToast, showSuccessToast } from '../../lib/toast';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { useDocuments } from '../../lib/api/get-documents';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { useRemoveDocument, type Removal } from './api/remove-document';
import { AddToAnalysisDialog } from './components/add-to-analysis-dialog';
import { ConsentDialog } from '../../components/consent-dialog';
import { DecisionImportDialog } from './components/decision-import-dialog';
import { DocumentCard } from './components/document-card';
import type { DocumentAction } from './components/document-actions-menu';
import { DocumentControlNotice } from './components/document-control-notice';
import { RenameDocumentDialog } from './components/rename-document-dialog';
import { ShareDialog } from './components/share-dialog';
import { UploadArea } from './components/upload-area';
import { UploadList } from './components/upload-list';
import { useDocumentUpload } from './use-document-upload';

type RemovalCopy = {
  title: string;
  confirmLabel: string;
  question: (name: ReactNode) => ReactNode;
  success: [title: string, message: string];
  failure: string;
};

const REMOVALS: Record<Removal, RemovalCopy> = {
  content: {
    title: 'Remove File Content',
    confirmLabel: 'Remove File',
    question: (name) => (
      <>Remove the file and its text for {name}? Its AI analysis stays. This cannot be undone.</>
    ),
    success: ['Content Removed', 'Document file content deleted. AI analysis preserved.'],
    failure: 'Failed to remove the document file content. Please try again.',
  },
  analysis: {
    title: 'Delete Analysis',
    confirmLabel: 'Delete Analysis',
    question: (name) => (
      <>Delete the AI analysis of {name}? The file stays. This cannot be undone.</>
    ),
    success: ['Analysis Removed', 'AI analysis deleted. Document file content preserved.'],
    failure: 'Failed to delete the AI analysis. Please try again.',
  },
  everything: {
    title: 'Delete Everything',
    confirmLabel: 'Delete Everything',
    question: (name) => <>Delete {name}, its file and its AI analysis? This cannot be undone.</>,
    success: ['Success', 'Document deleted successfully.'],
    failure: 'Failed to delete the document. Please try again.',
  },
};

type OpenDialog =
  | { kind: 'rename' | 'share' | 'decision'; document: DocumentDto }
  | { kind: 'back-pay'; start: BackPayStart };
type Removing = { removal: Removal; document: DocumentDto; opened: boolean };

export function DocumentsPage() {
  useDocumentTitle('Documents · Wingman');
  const documents = useDocuments();
  const upload = useDocumentUpload();
  const remove = useRemoveDocument();
  const now = useMinuteClock();
  const [, navigate] = useLocation();
  const listTitleId = useId();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // Kept apart so these dialogs keep their words while they close.
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [addingTo, setAddingTo] = useState<{ document: DocumentDto | null; opened: boolean }>({
    document: null,
    opened: false,
  });
  const closeDialog = () => setDialog(null);
  const list = documents.data ?? [];
  useScrollToHash(documents.isSuccess);

  const act = (document: DocumentDto, action: DocumentAction) => {
    switch (action) {
      case 'ask':
        leaveChatHandoff(AUTO_ATTACH_DOCUMENT_KEY, document.id);
        navigate('/');
        return;
      case 'add-to-analysis':
        setAddingTo({ document, opened: true });
        return;
      case 'rename':
      case 'share':
        setDialog({ kind: action, document });
        return;
      default:
        setRemoving({ removal: action, document, opened: true });
    }
  };

  const closeRemoval = () => setRemoving((current) => current && { ...current, opened: false });
  const confirmRemoval = () => {
    if (!removing) return;
    const copy = REMOVALS[removing.removal];
    remove.mutate(
      { id: removing.document.id, removal: removing.removal },
      {
        onSuccess: () => showSuccessToast(...copy.success),
        onError: () => showFailureToast('Delete Failed', copy.failure),
        onSettled: closeRemoval,
      },
    );
  };

  const removal = removing && REMOVALS[removing.removal];

  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <div>
          <Title order={1} fz="h2">
            Documents
          </Title>
          <Text mt={4} c="dimmed">
            Upload medical and service records, and see what each one shows for your claim.
          </Text>
        </div>

        <DocumentControlNotice />
        <UploadArea onFiles={upload.receive} />
        <UploadList items={upload.items} onClearFinished={upload.clearFinished} />

        <section aria-labelledby={listTitleId}>
          <Title order={2} fz="h3" id={listTitleId} mb="md">
            Your Documents
          </Title>
          {documents.isPending ? (
            <CenteredLoader label="Loading Your Documents" />
          ) : documents.isError ? (
            <LoadFailed
              what="your documents"
              onRetry={() => void documents.refetch()}
              retrying={documents.isFetching}
            />
          ) : list.length === 0 ? (
            <EmptyState icon={<IconFiles size={28} />} title="No documents yet" order={3}>
              Upload your service treatment records, private medical records, doctors&apos;
              opinions, C&amp;P exams, VA decision letters or buddy statements. Wingman reads each
              one and shows what it supports for your claim and what is still missing.
            </EmptyState>
          ) : (
            // Cards keep their own height: opening one analysis does not stretch its neighbour.
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
              {list.map((document) => (
                <DocumentCard
                  key={document.id}
                  document={document}
                  now={now}
                  onAction={(action) => act(document, action)}
                  onImportDecision={() => setDialog({ kind: 'decision', document })}
                />
              ))}
            </SimpleGrid>
          )}
        </section>
      </Stack>

      <ConsentDialog
        opened={upload.consent.opened}
        fileCount={upload.consent.fileCount}
        pending={upload.consent.pending}
        onAgree={upload.consent.give}
        onDecline={upload.consent.decline}
      />
      {dialog?.kind === 'rename' && (
        <RenameDocumentDialog
          key={dialog.document.id}
          document={dialog.document}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'share' && <ShareDialog document={dialog.document} onClose={closeDialog} />}
      <AddToAnalysisDialog
        opened={addingTo.opened}
        document={addingTo.document}
        documents={list}
        now={now}
        onClose={() => setAddingTo((current) => ({ ...current, opened: false }))}
      />
      {dialog?.kind === 'decision' && (
        <DecisionImportDialog
          documentId={dialog.document.id}
          opened
          onClose={closeDialog}
          onEstimateBackPay={(start) => setDialog({ kind: 'back-pay', start })}
        />
      )}
      {dialog?.kind === 'back-pay' && (
        <BackPayDialog opened onClose={closeDialog} start={dialog.start} />
      )}
      <ConfirmDialog
        opened={removing?.opened ?? false}
        title={removal?.title ?? ''}
        confirmLabel={removal?.confirmLabel ?? ''}
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirmRemoval}
        onCancel={closeRemoval}
      >
        {removing && removal?.question(<strong>{removing.document.originalName}</strong>)}
      </ConfirmDialog>
    </Container>
  );
}
