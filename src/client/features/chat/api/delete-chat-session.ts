import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatMessagesQuery } from './get-chat-messages';
import { chatSessionsQuery } from '../../../lib/api/get-chat-sessions';

export const deleteChatSession = (id: string) =>
  api.delete<unknown>(`/api/chat/sessions/${encodeURIComponent(id)}`);

export const useDeleteChatSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatSession,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: chatMessagesQuery(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: chatSessionsQuery().queryKey });
    },
  });
};
