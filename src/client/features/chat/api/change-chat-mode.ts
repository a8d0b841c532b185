import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMode, ChatSession } from '../../../../contracts/chat';
import { api } from '../../../lib/api-client';
import { chatSessionsQuery } from '../../../lib/api/get-chat-sessions';

type ModeChange = { id: string; mode: ChatMode };

export const changeChatMode = ({ id, mode }: ModeChange) =>
  api.patch<ChatSession>(`/api/chat/sessions/${encodeURIComponent(id)}`, { mode });

export const useChangeChatMode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeChatMode,
    onSuccess: (changed) => {
      // Shown at once; the refetch then brings the order the server keeps.
      queryClient.setQueryData(chatSessionsQuery().queryKey, (sessions) =>
        sessions?.map((session) => (session.id === changed.id ? changed : session)),
      );
      return queryClient.invalidateQueries({ queryKey: chatSessionsQuery().queryKey });
    },
  });
};
