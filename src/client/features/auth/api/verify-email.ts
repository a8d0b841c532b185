import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { verifyEmailResultSchema, verifyEmailSchema } from '../../../../contracts/auth';
import { api } from '../../../lib/api-client';
import { userQuery } from '../../../lib/api/get-user';

export const verifyEmail = (input: z.infer<typeof verifyEmailSchema>) =>
  api.post<z.infer<typeof verifyEmailResultSchema>>('/api/auth/verify-email', input);

export const useVerifyEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // A signed-in veteran's emailVerified flag has changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery().queryKey }),
  });
};
