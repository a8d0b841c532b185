import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentDto } from '../../../contracts/documents';
import { api } from '../api-client';

export const getDocuments = () => api.get<DocumentDto[]>('/api/documents');

export const documentsQuery = () =>
  queryOptions({ queryKey: ['documents'], queryFn: getDocuments });

export const useDocuments = () => useQuery(documentsQuery());
