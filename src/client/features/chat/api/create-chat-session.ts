import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_CHAT_TITLE, type ChatMode, type ChatSession } from '../../../../contracts/chat';
import { api } from '../../../lib/api-client';
import { chatSessionsQuery } from '../../../lib/api/get-chat-sessions';

/** Without a mode, the server starts the chat in the profile's default chat mode. */
export const createChatSession = (mode?: ChatMode) =>
  api.post<ChatSession>('/api/chat/sessions', { title: DEFAULT_CHAT_TITLE, ...(mode && { mode }) });

export const useCreateChatSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChatSession,
    onSuccess: (session) => {
      // Known at once, so the new chat is listed before the refetch answers.
      queryClient.setQueryData(chatSessionsQuery().queryKey, (sessions) =>
        sessions ? [session, ...sessions.filter((known) => known.id !== session.id)] : [session],
      );
      return queryClient.invalidateQueries({ queryKey: chatSessionsQuery().queryKey });
    },
  });
};
