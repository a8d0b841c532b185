import {
  Anchor,
  Badge,
  Button,
  CloseButton,
  FileButton,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ACCEPTED_EXTENSIONS, type DocumentDto } from '../../../../contracts/documents';
import { CenteredLoader } from '../../../components/centered-loader';
import { LoadFailed } from '../../../components/load-failed';
import { formatDate } from '../../../lib/format-date';
import { formatSize } from '../../../lib/format-size';
import { remainingTimeLabel } from '../../../lib/remaining-time';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
// The chat attaches documents the Documents screen keeps: both screens share one list, upload,
// file rules and consent, so they treat files the same way.
import { useUser } from '../../../lib/api/get-user';
import { documentsQuery } from '../../../lib/api/get-documents';
import { useGiveDocumentConsent } from '../../../lib/api/give-consent';
import { useUploadDocuments } from '../../../lib/api/upload-documents';
import { ConsentDialog } from '../../../components/consent-dialog';
import { fileState } from '../../../lib/document-state';
import { keepAcceptedFiles } from '../../../lib/document-file-rules';
import { countOf, nounFor } from '../../../../domain/wording/count-of';

export type DocumentPickerProps = {
  now: Date;
  onClose: () => void;
  onAttach: (documents: DocumentDto[]) => void;
};

/** Spec §5: the chat's pickers take these types. */
const acceptAttribute = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

function DocumentCard({
  document,
  selected,
  now,
  onToggle,
}: {
  document: DocumentDto;
  selected: boolean;
  now: Date;
  onToggle: () => void;
}) {
  return (
    <UnstyledButton onClick={onToggle} aria-pressed={selected} w="100%">
      <Paper
        withBorder
        radius="md"
        p="sm"
        style={
          selected ? { borderColor: 'var(--mantine-color-navy-6)', borderWidth: 2 } : undefined
        }
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFileText size={20} aria-hidden />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {document.originalName}
              </Text>
              <Text size="xs" c="dimmed">
                {formatSize(document.size)} · Uploaded {formatDate(document.uploadedAt)}
              </Text>
              <Text size="xs" c="dimmed">
                {remainingTimeLabel(document.fileContentExpiresAt, now)}
              </Text>
            </div>
          </Group>
          {selected && (
            <Badge color="navy" variant="filled">
              Selected
            </Badge>
          )}
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** Spec §2 "Attach Documents to Chat": choose kept documents or upload new ones. */
export function DocumentPicker({ now, onClose, onAttach }: DocumentPickerProps) {
  const documents = useQuery(documentsQuery());
  const user = useUser();
  const consent = useGiveDocumentConsent();
  const upload = useUploadDocuments();
  const [chosenIds, setChosenIds] = useState<string[]>([]);
  const [queued, setQueued] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [askingConsent, setAskingConsent] = useState(false);

  const list = documents.data ?? [];
  const usable = list.filter((document) => fileState(document, now) === 'present');
  const unavailable = list.length - usable.length;
  const selectedCount = chosenIds.length + queued.length;

  const toggle = (id: string) =>
    setChosenIds((current) =>
      current.includes(id) ? current.filter((known) => known !== id) : [...current, id],
    );

  const finish = async () => {
    const chosen = usable.filter((document) => chosenIds.includes(document.id));
    if (queued.length === 0) {
      onAttach(chosen);
      showSuccessToast(
        'Document Attached',
        `${countOf(chosen.length, 'document')} attached to your next message.`,
      );
      onClose();
      return;
    }
    setUploading(true);
    try {
      // Spec §4: in the chat picker, files go one at a time.
      const uploaded: DocumentDto[] = [];
      for (const file of queued) uploaded.push(...(await upload([file])));
      onAttach([...chosen, ...uploaded]);
      showSuccessToast(
        'Files Uploaded Successfully',
        `${countOf(uploaded.length, 'file')} uploaded and attached to chat.`,
      );
      onClose();
    } catch {
      showFailureToast('Upload Failed', 'Failed to upload files. Please try again.');
      setUploading(false);
    }
  };

  const confirm = () => {
    if (queued.length > 0 && !user.data?.documentConsentGiven) setAskingConsent(true);
    else void finish();
  };

  const giveConsent = () =>
    consent.mutate(undefined, {
      onSuccess: () => {
        setAskingConsent(false);
        void finish();
      },
      onError: () =>
        showFailureToast(
          'Consent Update Failed',
          'Failed to update consent status. Please try again.',
        ),
    });

  return (
    <Stack gap="md">
      <Tabs defaultValue="existing">
        <Tabs.List grow>
          <Tabs.Tab value="existing" leftSection={<IconFileText size={16} aria-hidden />}>
            Existing Documents
          </Tabs.Tab>
          <Tabs.Tab value="upload" leftSection={<IconUpload size={16} aria-hidden />}>
            Upload New
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="existing" pt="md">
          {documents.isPending ? (
            <CenteredLoader label="Loading your documents" />
          ) : documents.isError ? (
            <LoadFailed
              what="your documents"
              onRetry={() => void documents.refetch()}
              retrying={documents.isFetching}
            />
          ) : (
            <Stack gap="sm">
              {usable.length === 0 ? (
                <Text>
                  You have no documents ready to attach. Upload documents on the{' '}
                  <Anchor component={Link} href="/documents" inherit>
                    Documents page
                  </Anchor>
                  , or use the Upload New tab.
                </Text>
              ) : (
                usable.map((document) => (
                  <DocumentCard
                    key={document.id}
                    document={document}
                    now={now}
                    selected={chosenIds.includes(document.id)}
                    onToggle={() => toggle(document.id)}
                  />
                ))
              )}
              {unavailable > 0 && (
                <Text size="sm" c="dimmed">
                  {countOf(unavailable, 'document')} unavailable:{' '}
                  {nounFor(unavailable, 'its', 'their')} file content expired or was removed.
                </Text>
              )}
            </Stack>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="upload" pt="md">
          <Stack gap="sm">
            <Text size="sm">
              PDF, Word (DOC, DOCX), text (TXT) or images (JPG, PNG, GIF, WEBP), up to 10MB each.
            </Text>
            <FileButton
              multiple
              accept={acceptAttribute}
              inputProps={{ 'aria-label': 'Choose files to attach' }}
              onChange={(files) =>
                setQueued((current) => [...current, ...keepAcceptedFiles(files)])
              }
            >
              {(props) => (
                <Button
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  {...props}
                >
                  Choose Files
                </Button>
              )}
            </FileButton>
            {queued.length > 0 && (
              <Stack gap={4} role="list" aria-label="Files to upload">
                {queued.map((file, index) => (
                  <Group key={`${file.name}-${index}`} justify="space-between" role="listitem">
                    <Text size="sm" truncate>
                      {file.name} ({formatSize(file.size)})
                    </Text>
                    <CloseButton
                      size="sm"
                      aria-label={`Remove ${file.name}`}
                      disabled={uploading}
                      onClick={() =>
                        setQueued((current) => current.filter((_, at) => at !== index))
                      }
                    />
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>

      <Group justify="space-between" gap="sm">
        <Text size="sm" aria-live="polite">
          {selectedCount} selected
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose} disabled={uploading}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={selectedCount === 0 || uploading}>
            {uploading ? 'Uploading...' : 'Attach Documents'}
          </Button>
        </Group>
      </Group>

      <ConsentDialog
        opened={askingConsent}
        fileCount={queued.length}
        pending={consent.isPending}
        onAgree={giveConsent}
        onDecline={() => setAskingConsent(false)}
      />
    </Stack>
  );
}
