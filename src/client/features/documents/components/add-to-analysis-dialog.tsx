import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  FileButton,
  Group,
  Modal,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_FILES_PER_REQUEST, type DocumentDto } from '../../../../contracts/documents';
import { formatSize } from '../../../lib/format-size';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useAddToAnalysis } from '../api/add-to-analysis';
import { fileState } from '../../../lib/document-state';
import { ACCEPTED_FILES, keepAcceptedFiles } from '../../../lib/document-file-rules';
import { serverReason } from '../server-reason';

type AddToAnalysisDialogProps = {
  opened: boolean;
  document: DocumentDto | null;
  /** Every document of the veteran; the ones still usable can join the analysis. */
  documents: readonly DocumentDto[];
  now: Date;
  onClose: () => void;
};

const acceptAttribute = Object.entries(ACCEPTED_FILES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

/** Spec §4: warn first that the analysis is replaced, then choose what to add. */
export function AddToAnalysisDialog({
  opened,
  document,
  onClose,
  ...rest
}: AddToAnalysisDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add to Analysis" centered size="lg">
      {/* Mounted only while open, so each opening starts again at the warning. */}
      {opened && document && <AddToAnalysisSteps document={document} onClose={onClose} {...rest} />}
    </Modal>
  );
}

function AddToAnalysisSteps({
  document,
  documents,
  now,
  onClose,
}: Omit<AddToAnalysisDialogProps, 'opened' | 'document'> & { document: DocumentDto }) {
  const [understood, setUnderstood] = useState(false);
  const [chosenIds, setChosenIds] = useState<string[]>([]);
  const [newFiles, setNewFiles] = useState<File[]>([]);
  const add = useAddToAnalysis();

  if (!understood) {
    return (
      <Stack gap="md">
        <Alert
          role="note"
          color="yellow"
          variant="light"
          title="Replace Analysis"
          icon={<IconAlertTriangle aria-hidden />}
        >
          Adding documents deletes the current analysis of <strong>{document.originalName}</strong>{' '}
          and creates a new one that combines all the files. This cannot be undone.
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button onClick={() => setUnderstood(true)}>I Understand</Button>
        </Group>
      </Stack>
    );
  }

  const usable = documents.filter(
    (candidate) => candidate.id !== document.id && fileState(candidate, now) === 'present',
  );
  const nothingChosen = chosenIds.length === 0 && newFiles.length === 0;
  const tooMany = newFiles.length > MAX_FILES_PER_REQUEST;

  const create = () =>
    add.mutate(
      { id: document.id, newFiles, existingDocIds: chosenIds },
      {
        onSuccess: () => {
          showSuccessToast('Analysis Updated', 'The new analysis combines all the chosen files.');
          onClose();
        },
        onError: (error) =>
          showFailureToast(
            'Analysis Failed',
            serverReason(error) ?? 'Failed to update analysis. Please try again.',
          ),
      },
    );

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={3} fz="md">
          Your documents
        </Title>
        {usable.length === 0 ? (
          <Text size="sm" c="dimmed">
            No other documents with their file still kept. You can add new files below.
          </Text>
        ) : (
          <Checkbox.Group value={chosenIds} onChange={setChosenIds} label="Choose documents to add">
            <Stack gap="xs" mt="xs">
              {usable.map((candidate) => (
                <Checkbox
                  key={candidate.id}
                  value={candidate.id}
                  label={candidate.originalName}
                  description={formatSize(candidate.size)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="md">
          New files
        </Title>
        <FileButton
          multiple
          accept={acceptAttribute}
          onChange={(files) => setNewFiles((current) => [...current, ...keepAcceptedFiles(files)])}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPaperclip size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              Choose Files
            </Button>
          )}
        </FileButton>
        {newFiles.length > 0 && (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {newFiles.map((file, index) => (
              <Group component="li" key={`${file.name}-${index}`} gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.name} ({formatSize(file.size)})
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={`Remove ${file.name}`}
                  onClick={() =>
                    setNewFiles((current) => current.filter((_, position) => position !== index))
                  }
                />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      {tooMany && (
        <Text size="sm" c="red.9">
          Please choose up to {MAX_FILES_PER_REQUEST} new files at a time.
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={create} disabled={nothingChosen || tooMany || add.isPending}>
          {add.isPending ? 'Creating...' : 'Create Combined Analysis'}
        </Button>
      </Group>
    </Stack>
  );
}
