import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { unsubscribeRequestSchema } from '../../../../contracts/reminders';
import { api } from '../../../lib/api-client';
import { profileQuery } from '../../../lib/api/get-profile';

export const unsubscribeReminders = (input: z.infer<typeof unsubscribeRequestSchema>) =>
  api.post<{ message: string }>('/api/reminders/unsubscribe', input);

export const useUnsubscribeReminders = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeReminders,
    // Signed in, Profile & Settings shows the reminders switch turned off.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
  });
};
