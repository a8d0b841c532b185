import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../../contracts/change-password';
import { api } from '../../../lib/api-client';

export const changePassword = (input: ChangePasswordInput) =>
  api.post<{ message: string }>('/api/auth/change-password', input);

// No cache update: the account's data is unchanged, and this browser stays signed in.
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
