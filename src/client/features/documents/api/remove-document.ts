import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentsQuery } from '../../../lib/api/get-documents';

/** Spec §4: remove the file (keep the analysis), the analysis (keep the file), or both. */
export type Removal = 'content' | 'analysis' | 'everything';

const documentPath = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

export const removeDocument = ({ id, removal }: { id: string; removal: Removal }) => {
  switch (removal) {
    case 'content':
      return api.patch<unknown>(`${documentPath(id)}/delete-content`);
    case 'analysis':
      return api.patch<unknown>(`${documentPath(id)}/delete-analysis`);
    case 'everything':
      return api.delete<unknown>(documentPath(id));
  }
};

export const useRemoveDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQuery().queryKey }),
  });
};
