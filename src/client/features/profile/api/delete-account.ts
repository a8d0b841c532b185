import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '../../../../contracts/account';
import { api } from '../../../lib/api-client';

export const deleteAccount = (input: DeleteAccountInput) =>
  api.delete<undefined>('/api/account', input);

// No cache update: a full page load follows, dropping everything the app held.
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
