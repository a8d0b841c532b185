import { useMutation } from '@tanstack/react-query';
import type { JournalStatementDraft } from '../../../../contracts/journal';
import { api } from '../../../lib/api-client';

/**
 * A personal statement drafted from a condition's entries, fetched when the veteran asks for
 * it: from then on the text is theirs to edit, and nothing refreshes it behind them.
 */
export const draftStatement = (condition: string) =>
  api.get<JournalStatementDraft>(
    `/api/journal/statement-draft?${new URLSearchParams({ condition })}`,
  );

export const useDraftStatement = () => useMutation({ mutationFn: draftStatement });
