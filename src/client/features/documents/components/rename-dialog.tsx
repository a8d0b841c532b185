import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MAX_DOCUMENT_NAME_LENGTH, type DocumentDto } from '../../../../contracts/documents';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useRenameDocument } from '../api/rename-document';
import { serverReason } from '../server-reason';

type RenameDialogProps = { document: DocumentDto; onClose: () => void };

/** Spec §5 rename rules: trimmed, never empty; an unchanged name just closes. */
export function RenameDialog({ document, onClose }: RenameDialogProps) {
  const [name, setName] = useState(document.originalName);
  const rename = useRenameDocument();
  const trimmed = name.trim();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (trimmed === '') {
      showFailureToast('Invalid Name', 'Document name cannot be empty.');
      return;
    }
    if (trimmed === document.originalName) {
      onClose();
      return;
    }
    // On failure the dialog stays open with what the veteran typed.
    rename.mutate(
      { id: document.id, originalName: trimmed },
      {
        onSuccess: () => {
          showSuccessToast('Success', 'Document renamed successfully.');
          onClose();
        },
        onError: (error) =>
          showFailureToast(
            'Rename Failed',
            serverReason(error) ?? 'Failed to rename document. Please try again.',
          ),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Rename Document" centered>
      <form onSubmit={submit} noValidate aria-label="Rename document">
        <Stack gap="md">
          <TextInput
            label="Document name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={MAX_DOCUMENT_NAME_LENGTH}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button type="button" variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={trimmed === '' || rename.isPending}>
              {rename.isPending ? 'Saving...' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
