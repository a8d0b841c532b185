import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_CHAT_TITLE_LENGTH, type ChatSession } from '../../../../contracts/chat';
import { api } from '../../../lib/api-client';
import {
  AUTO_FILL_MESSAGE_KEY,
  LOAD_CHAT_SESSION_KEY,
  leaveChatHandoff,
} from '../../../lib/chat-handoff';
import { chatSessionsQuery } from '../../../lib/api/get-chat-sessions';

/**
 * A new chat titled with the question, left for the chat screen to open with the question in
 * its composer, ready for the veteran to send or change.
 */
export const startChatAbout = async (question: string) => {
  const session = await api.post<ChatSession>('/api/chat/sessions', {
    title: question.slice(0, MAX_CHAT_TITLE_LENGTH),
  });
  leaveChatHandoff(LOAD_CHAT_SESSION_KEY, session.id);
  leaveChatHandoff(AUTO_FILL_MESSAGE_KEY, question);
  return session;
};

export const useStartChatAbout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startChatAbout,
    // Refreshed so the new chat is in the list when the chat screen opens it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatSessionsQuery().queryKey }),
  });
};
