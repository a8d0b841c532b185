import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../../../contracts/auth';
import { api } from '../../../lib/api-client';

export const resetPassword = (input: ResetPasswordInput) =>
  api.post<{ message: string }>('/api/auth/reset-password', input);

// No cache update: the server ends every session of the account, and "Log In Now" reloads.
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
