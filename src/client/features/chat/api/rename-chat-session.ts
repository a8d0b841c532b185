import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatSession } from '../../../../contracts/chat';
import { api } from '../../../lib/api-client';
import { chatSessionsQuery } from '../../../lib/api/get-chat-sessions';

type Rename = { id: string; title: string };

export const renameChatSession = ({ id, title }: Rename) =>
  api.patch<ChatSession>(`/api/chat/sessions/${encodeURIComponent(id)}`, { title });

export const useRenameChatSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameChatSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatSessionsQuery().queryKey }),
  });
};
