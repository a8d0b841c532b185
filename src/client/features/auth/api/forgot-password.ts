import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '../../../../contracts/auth';
import { api } from '../../../lib/api-client';

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  api.post<{ message: string }>('/api/auth/forgot-password', input);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
