import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentDto } from '../../../../contracts/documents';
import { api } from '../../../lib/api-client';

// The same read and key as Documents, so an upload or removal there reaches the home panel.
export const getDocumentsKept = () => api.get<DocumentDto[]>('/api/documents');

export const documentsKeptQuery = () =>
  queryOptions({ queryKey: ['documents'], queryFn: getDocumentsKept });

export const useDocumentsKept = () => useQuery(documentsKeptQuery());
