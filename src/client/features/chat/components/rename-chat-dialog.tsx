import { MAX_CHAT_TITLE_LENGTH, type ChatSession } from '../../../../contracts/chat';
import { RenameDialog } from '../../../components/rename-dialog';
import { serverMessage } from '../../../lib/api-error';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useRenameChatSession } from '../api/rename-chat-session';

type RenameChatDialogProps = { session: ChatSession; onClose: () => void };

/** A chat's title, by the same rules as a document's name. */
export function RenameChatDialog({ session, onClose }: RenameChatDialogProps) {
  const rename = useRenameChatSession();
  return (
    <RenameDialog
      title="Rename Chat"
      label="Chat title"
      current={session.title}
      maxLength={MAX_CHAT_TITLE_LENGTH}
      saving={rename.isPending}
      onSave={(title) =>
        rename.mutate(
          { id: session.id, title },
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
        )
      }
      onClose={onClose}
    />
  );
}
