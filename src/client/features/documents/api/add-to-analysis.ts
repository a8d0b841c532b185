import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentsQuery } from '../../../lib/api/get-documents';
import { sendFormData } from '../../../lib/api/upload-documents';

export type AddToAnalysisInput = {
  id: string;
  newFiles: readonly File[];
  existingDocIds: readonly string[];
};

/** Spec §7: the document's analysis is replaced by one over it and every chosen file. */
export const addToAnalysis = ({ id, newFiles, existingDocIds }: AddToAnalysisInput) => {
  const body = new FormData();
  for (const file of newFiles) body.append('newFiles', file);
  for (const existingId of existingDocIds) body.append('existingDocIds', existingId);
  return sendFormData<unknown>(`/api/documents/${encodeURIComponent(id)}/add-to-analysis`, body);
};

export const useAddToAnalysis = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToAnalysis,
    // New files become documents of their own, so the whole list changes.
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQuery().queryKey }),
  });
};
