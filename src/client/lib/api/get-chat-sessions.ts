import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatSession } from '../../../contracts/chat';
import { api } from '../api-client';

export const getChatSessions = () => api.get<ChatSession[]>('/api/chat/sessions');

export const chatSessionsQuery = () =>
  queryOptions({ queryKey: ['chat', 'sessions'], queryFn: getChatSessions });

export const useChatSessions = () => useQuery(chatSessionsQuery());
