import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  DecisionProposal,
  ImportDecisionResult,
  importDecisionSchema,
} from '../../../../contracts/documents';
import { api } from '../../../lib/api-client';
// The import changes these screens' lists: their own keys, not retyped strings.
import { claimsQuery } from '../../../lib/api/get-claims';
import { disabilitiesQuery } from '../../../lib/api/get-disabilities';
import { intentsToFileQuery } from '../../../lib/api/get-intents-to-file';

export type DecisionImportChoice = z.input<typeof importDecisionSchema>;

const decisionPath = (documentId: string) =>
  `/api/documents/${encodeURIComponent(documentId)}/decision`;

export const getDecisionProposal = (documentId: string) =>
  api.get<DecisionProposal>(decisionPath(documentId));

// Under the document's key, so a change to the document makes the offer stale too.
export const decisionProposalQuery = (documentId: string) =>
  queryOptions({
    queryKey: ['documents', documentId, 'decision'],
    queryFn: () => getDecisionProposal(documentId),
    // What is already tracked changes on other screens: each opening reads it afresh, never
    // starting the veteran's choices from an older copy.
    staleTime: 0,
    gcTime: 0,
  });

export const useDecisionProposal = (documentId: string) =>
  useQuery(decisionProposalQuery(documentId));

export const importDecision = ({
  documentId,
  choice,
}: {
  documentId: string;
  choice: DecisionImportChoice;
}) => api.post<ImportDecisionResult>(`${decisionPath(documentId)}/import`, choice);

export const useImportDecision = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importDecision,
    onSuccess: () =>
      Promise.all(
        // The intents to file list the claims they protect.
        [disabilitiesQuery(), claimsQuery(), intentsToFileQuery()].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
