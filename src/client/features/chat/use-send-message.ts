import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ChatMessage } from '../../../contracts/chat';
import { showFailureToast } from '../../lib/toast';
import { chatMessagesQuery } from './api/get-chat-messages';
import { chatSessionsQuery } from '../../lib/api/get-chat-sessions';
import { ChatStreamError, streamMessage, type SendMessageInput } from './api/send-message';
import type { AttachedDisability, AttachedDocument } from './use-chat-attachments';

/** A message on its way: shown at once, with the reply as far as it has streamed. */
export type PendingExchange = {
  sessionId: string;
  content: string;
  attachedDocuments: AttachedDocument[];
  attachedDisabilities: AttachedDisability[];
  reply: string;
};

type SendRequest = Omit<PendingExchange, 'reply'>;

/**
 * How a send ended: `answered` when the reply was stored (the caller clears attachments and
 * hints); `kept` when the server stored the message but the reply failed or was stopped (the
 * message is in the conversation, so its text must not come back to be sent twice); `not-sent`
 * when the message never reached the server (its text comes back).
 */
export type SendOutcome = 'answered' | 'kept' | 'not-sent';

/** Sends a message and streams the reply (spec §4, §7). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const controller = useRef<AbortController | null>(null);

  const reload = (sessionId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chatMessagesQuery(sessionId).queryKey }),
      // The first message titles a "New Chat", and sending moves the chat to the top.
      queryClient.invalidateQueries({ queryKey: chatSessionsQuery().queryKey }),
    ]);

  const send = async (request: SendRequest): Promise<SendOutcome> => {
    const abort = new AbortController();
    controller.current = abort;
    setPending({ ...request, reply: '' });
    const input: SendMessageInput = {
      sessionId: request.sessionId,
      content: request.content,
      attachedDocuments: request.attachedDocuments.map((document) => document.id),
      attachedDisabilities: request.attachedDisabilities.map((disability) => disability.id),
    };
    try {
      const result = await streamMessage(input, {
        signal: abort.signal,
        onToken: (text) =>
          setPending((current) => current && { ...current, reply: current.reply + text }),
      });
      queryClient.setQueryData(
        chatMessagesQuery(request.sessionId).queryKey,
        (messages: ChatMessage[] | undefined) => [
          ...(messages ?? []),
          result.userMessage,
          result.assistantMessage,
        ],
      );
      void reload(request.sessionId);
      return 'answered';
    } catch (error) {
      // The stream had begun, so the server had already stored the message.
      const kept = error instanceof ChatStreamError || abort.signal.aborted;
      // Stopped by the veteran: whatever the server kept is shown by the reload, no toast.
      if (error instanceof ChatStreamError && !abort.signal.aborted) {
        showFailureToast('Error', `${error.message} Your message is saved in this chat.`);
      } else if (!abort.signal.aborted) {
        showFailureToast('Error', 'Failed to send message. Please try again.');
      }
      await reload(request.sessionId);
      return kept ? 'kept' : 'not-sent';
    } finally {
      controller.current = null;
      setPending(null);
    }
  };

  return {
    send,
    pending,
    stop: () => controller.current?.abort(),
  };
}
