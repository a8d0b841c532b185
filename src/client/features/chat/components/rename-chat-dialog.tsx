import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MAX_CHAT_TITLE_LENGTH, type ChatSession } from '../../../../contracts/chat';
import { serverMessage } from '../../../lib/api-error';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useRenameChatSession } from '../api/rename-chat-session';

type RenameChatDialogProps = { session: ChatSession; onClose: () => void };

/** A chat's title: trimmed and never empty; an unchanged title just closes. */
export function RenameChatDialog({ session, onClose }: RenameChatDialogProps) {
  const [title, setTitle] = useState(session.title);
  const rename = useRenameChatSession();
  const trimmed = title.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '') return;
    if (trimmed === session.title) {
      onClose();
      return;
    }
    // On failure the dialog stays open with what the veteran typed.
    rename.mutate(
      { id: session.id, title: trimmed },
      {
        onSuccess: () => {
          showSuccessToast('Success', 'Chat renamed successfully.');
          onClose();
        },
        onError: (error) =>
          showFailureToast(
            'Error',
            serverMessage(error) ?? 'Failed to rename chat. Please try again.',
          ),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Rename Chat" centered>
      <form onSubmit={submit} noValidate aria-label="Rename chat">
        <Stack gap="md">
          <TextInput
            label="Chat title"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={MAX_CHAT_TITLE_LENGTH}
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
