import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentDto } from '../../../../contracts/documents';
import { api } from '../../../lib/api-client';
import { documentsQuery } from '../../../lib/api/get-documents';

export const renameDocument = ({ id, originalName }: { id: string; originalName: string }) =>
  api.patch<DocumentDto>(`/api/documents/${encodeURIComponent(id)}`, { originalName });

export const useRenameDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQuery().queryKey }),
  });
};
