import { useMutation } from '@tanstack/react-query';
import type { SavedStatement } from '../../../../contracts/case';
import { api } from '../../../lib/api-client';

/** Keeps the veteran's edited draft among My Case's personal statements. */
export const savePersonalStatement = (text: string) =>
  api.post<SavedStatement>('/api/case/statements', { kind: 'personal', text });

export const useSavePersonalStatement = () => useMutation({ mutationFn: savePersonalStatement });
