import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resendVerificationSchema } from '../../../../contracts/auth';
import { api } from '../../../lib/api-client';

export const resendVerification = (input: z.infer<typeof resendVerificationSchema>) =>
  api.post<{ message: string }>('/api/auth/resend-verification', input);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
