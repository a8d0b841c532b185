import './chat-styles';
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconMessagePlus, IconMessages } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import type { ChatMode, ChatSession } from '../../../contracts/chat';
import { CenteredLoader } from '../../components/centered-loader';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailed } from '../../components/load-failed';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { useUser } from '../../lib/api/get-user';
import { useProfile } from '../../lib/api/get-profile';
import { showFailureToast } from '../../lib/toast';
import { useChangeChatMode } from './api/change-chat-mode';
import { useDeleteChatSession } from './api/delete-chat-session';
import { useChatMessages } from './api/get-chat-messages';
import classes from './chat-page.module.css';
import { AttachmentChips } from './components/attachment-chips';
import { ChatComposer } from './components/chat-composer';
import { ChatMessages } from './components/chat-messages';
import { ChatModeSelect } from './components/chat-mode-select';
import { ChatSessionsDrawer } from './components/chat-sessions-drawer';
import { DocumentPickerDialog, loadDocumentPicker } from './components/document-picker-dialog';
import { RenameChatDialog } from './components/rename-chat-dialog';
import { WelcomeCard } from './components/welcome-card';
import { clearSendHints } from './handoff-hints';
import { useChatAttachments, type AttachedDocument } from './use-chat-attachments';
import { useChatHandoffs } from './use-chat-handoffs';
import { useChatSession } from './use-chat-session';
import { useSendMessage } from './use-send-message';
import { disclaimers } from '../../lib/disclaimers';

/** Spec §2 "Chat screen": the conversation with Wingman, where the veteran lands. */
export function ChatPage() {
  useDocumentTitle('Chat · Wingman');
  const user = useUser();
  const chat = useChatSession();
  const messages = useChatMessages(chat.sessionId);
  const attachments = useChatAttachments();
  const sender = useSendMessage();
  const now = useMinuteClock();
  const [draft, setDraft] = useState('');
  const [pickerOpened, picker] = useDisclosure(false);
  const [sessionsOpened, sessionsDrawer] = useDisclosure(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const [renaming, setRenaming] = useState<ChatSession | null>(null);
  const profile = useProfile();
  const changeMode = useChangeChatMode();
  // A blank chat is stored with its first message; until then the mode chosen for it waits here.
  const [blankMode, setBlankMode] = useState<ChatMode | null>(null);
  const mode = chat.session?.mode ?? blankMode ?? profile.data?.defaultChatMode ?? 'general';
  const chooseMode = (next: ChatMode) => {
    if (!chat.session) {
      setBlankMode(next);
      return;
    }
    changeMode.mutate(
      { id: chat.session.id, mode: next },
      {
        onError: () =>
          showFailureToast('Error', 'Failed to change the chat mode. Please try again.'),
      },
    );
  };
  const startNewChat = () => {
    setBlankMode(null);
    chat.startNew();
  };
  const removal = useConfirmedDelete<ChatSession>(useDeleteChatSession(), {
    success: 'Chat deleted successfully.',
    failure: 'Failed to delete chat. Please try again.',
  });

  const { attachDocuments, attachDisability } = attachments;
  const fillMessage = useCallback((text: string) => {
    setDraft(text);
    // Focus with the cursor after the text, so the veteran can carry on typing.
    requestAnimationFrame(() => {
      const field = input.current;
      if (!field) return;
      field.focus();
      field.setSelectionRange(text.length, text.length);
    });
  }, []);
  const attachDocument = useCallback(
    (document: AttachedDocument) => attachDocuments([document]),
    [attachDocuments],
  );
  useChatHandoffs({ attachDocument, attachDisability, fillMessage });

  const sending = sender.pending !== null;

  const send = async () => {
    const content = draft.trim();
    if (!content || sending) return;
    let sessionId: string;
    try {
      sessionId = await chat.ensureSession(blankMode ?? undefined);
    } catch {
      return; // The failure toast has been shown.
    }
    setDraft('');
    const outcome = await sender.send({
      sessionId,
      content,
      attachedDocuments: attachments.documents,
      attachedDisabilities: attachments.disabilities,
    });
    if (outcome === 'answered') {
      attachments.clear();
      clearSendHints();
    } else if (outcome === 'not-sent') {
      // Nothing is lost: the text comes back so it can be sent again.
      setDraft((current) => current || content);
    }
  };

  const list = messages.data ?? [];
  const firstName = user.data?.firstName ?? null;

  let conversation;
  if (chat.sessions.isError) {
    conversation = (
      <LoadFailed
        what="your chats"
        onRetry={() => void chat.sessions.refetch()}
        retrying={chat.sessions.isFetching}
      />
    );
  } else if (messages.isError) {
    conversation = (
      <LoadFailed
        what="this conversation"
        onRetry={() => void messages.refetch()}
        retrying={messages.isFetching}
      />
    );
  } else if (chat.sessions.isPending || (messages.isPending && chat.sessionId && !sender.pending)) {
    conversation = <CenteredLoader label="Loading your chat" />;
  } else if (list.length === 0 && !sender.pending) {
    conversation = <WelcomeCard firstName={firstName} />;
  } else {
    conversation = <ChatMessages messages={list} pending={sender.pending} />;
  }

  return (
    <div className={classes.page}>
      <Group justify="space-between" gap="xs">
        <VisuallyHidden component="h1">Chat with Wingman</VisuallyHidden>
        <Button
          variant="subtle"
          leftSection={<IconMessages size={18} aria-hidden />}
          onClick={sessionsDrawer.open}
        >
          Your Chats
        </Button>
        <div className={classes.mode}>
          <ChatModeSelect
            value={mode}
            onChange={chooseMode}
            disabled={sending || changeMode.isPending}
          />
        </div>
        <Button
          variant="light"
          leftSection={<IconMessagePlus size={18} aria-hidden />}
          onClick={startNewChat}
          disabled={chat.creating || sending}
        >
          New Chat
        </Button>
      </Group>

      <div className={classes.conversation}>{conversation}</div>

      <div className={classes.composer} role="group" aria-label="Your message">
        <AttachmentChips
          documents={attachments.documents}
          disabilities={attachments.disabilities}
          now={now}
          onRemoveDocument={attachments.removeDocument}
          onRemoveDisability={attachments.removeDisability}
        />
        <ChatComposer
          value={draft}
          onChange={setDraft}
          onSend={() => void send()}
          onStop={sender.stop}
          onAttach={picker.open}
          onAttachIntent={() => void loadDocumentPicker()}
          sending={sending}
          inputRef={input}
        />
        <Text size="xs" c="dimmed" ta="center">
          {disclaimers.chat}
        </Text>
      </div>

      <DocumentPickerDialog
        opened={pickerOpened}
        now={now}
        onClose={picker.close}
        onAttach={attachDocuments}
      />
      <ChatSessionsDrawer
        opened={sessionsOpened}
        sessions={chat.sessions.data ?? []}
        currentId={chat.sessionId}
        creating={chat.creating}
        onClose={sessionsDrawer.close}
        onSelect={(id) => {
          chat.select(id);
          sessionsDrawer.close();
        }}
        onNew={() => {
          startNewChat();
          sessionsDrawer.close();
        }}
        onRename={(session) => {
          sessionsDrawer.close();
          setRenaming(session);
        }}
        onDelete={(session) => {
          sessionsDrawer.close();
          removal.ask(session);
        }}
      />
      {renaming && (
        <RenameChatDialog key={renaming.id} session={renaming} onClose={() => setRenaming(null)} />
      )}
      <ConfirmDialog
        opened={removal.opened}
        title="Delete Chat"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={removal.pending}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      >
        Delete the chat <strong>{removal.target?.title || 'Untitled Chat'}</strong> and all its
        messages? This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
