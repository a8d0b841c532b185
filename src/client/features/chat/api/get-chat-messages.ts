import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../contracts/chat';
import { api } from '../../../lib/api-client';

export const getChatMessages = (sessionId: string) =>
  api.get<ChatMessage[]>(`/api/chat/sessions/${encodeURIComponent(sessionId)}/messages`);

export const chatMessagesQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['chat', 'sessions', sessionId, 'messages'],
    queryFn: () => getChatMessages(sessionId),
  });

export const useChatMessages = (sessionId: string | null) =>
  useQuery({ ...chatMessagesQuery(sessionId ?? ''), enabled: sessionId !== null });
